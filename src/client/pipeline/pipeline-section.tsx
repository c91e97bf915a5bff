import { Download, Plus, Search, Upload, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Customer, LostReason, Phase } from '#shared/customers.ts';
import { customerMessages, type Toast } from '#shared/messages.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { cn } from '../lib/cn.ts';
import { matchesSearch } from '../lib/customer-search.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useDeleteCustomer } from './api/delete-customer.ts';
import { useCustomers } from './api/get-customers.ts';
import { useImportCustomers } from './api/import-customers.ts';
import { useMoveCustomer } from './api/move-customer.ts';
import { Board } from './board.tsx';
import { followUpStatus, type FollowUpFilter } from './follow-up.ts';
import { LostReasonDialog } from './lost-reason-dialog.tsx';
import { openWhatsApp } from './open-whatsapp.ts';

// The dialog (date picker, selects) loads when first opened, keeping the board light.
const CustomerDialog = lazy(() =>
  import('./customer-dialog.tsx').then((m) => ({ default: m.CustomerDialog })),
);

const notifyError = (fallback: Toast) => (err: unknown) =>
  notify.error(errorToast(err, { fallback }));

const filters: Array<{ id: FollowUpFilter; label: string }> = [
  { id: 'all', label: 'Todos' },
  { id: 'today', label: 'Hoje' },
  { id: 'overdue', label: 'Atrasados' },
];

/** ?section=vendas: 'Pipeline de Vendas', the six-phase board. */
export default function PipelineSection() {
  const customers = useCustomers();
  const move = useMoveCustomer();
  const remove = useDeleteCustomer();
  const importCsv = useImportCustomers();
  const [editing, setEditing] = useState<{ customer?: Customer } | null>(null);
  const [losing, setLosing] = useState<Customer | null>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FollowUpFilter>('all');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (customers.isError) notify.error(customerMessages.loadError);
  }, [customers.isError]);

  const doMove = (customer: Customer, fase: Phase, motivo_perda?: LostReason) =>
    move.mutate(
      { id: customer.id, fase, motivo_perda },
      { onError: notifyError(customerMessages.moveError) },
    );

  // Stable, so the memoised cards do not re-render with every board render.
  const removeCustomer = remove.mutate;
  const actions = useMemo(
    () => ({
      onEdit: (customer: Customer) => setEditing({ customer }),
      onWhatsApp: openWhatsApp,
      onDelete: (customer: Customer) =>
        removeCustomer(customer.id, {
          onSuccess: () => notify.success(customerMessages.deleted),
          onError: notifyError(customerMessages.deleteError),
        }),
    }),
    [removeCustomer],
  );

  async function importFile(file: File | undefined) {
    if (!file) return;
    try {
      const result = await importCsv.mutateAsync(file);
      const skipped = result.rejected
        .map((r) => `linha ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.message}`)
        .slice(0, 3)
        .join('; ');
      notify.success({
        title: `${result.imported} cliente(s) importado(s)`,
        description: result.rejected.length
          ? `${result.rejected.length} linha(s) ignorada(s) — ${skipped}`
          : undefined,
      });
    } catch (err) {
      notifyError({
        title: 'Erro ao importar',
        description: 'Não foi possível importar o arquivo. Tente novamente.',
      })(err);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const list = customers.data ?? [];
  const visible = list.filter(
    (c) => matchesSearch(c, query) && (filter === 'all' || followUpStatus(c) === filter),
  );

  return (
    <div className="mx-auto max-w-[110rem]">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Pipeline de Vendas</h1>
          <p className="mt-1 text-slate-700">Gerencie seus clientes e acompanhe suas vendas</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/api/customers/export.csv"
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden /> Exportar CSV
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => fileInput.current?.click()}
            disabled={importCsv.isPending}
          >
            <Upload aria-hidden /> {importCsv.isPending ? 'Importando...' : 'Importar CSV'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="Arquivo CSV de clientes"
            onChange={(e) => void importFile(e.target.files?.[0])}
          />
          <Button size="sm" onClick={() => setEditing({})}>
            <Plus aria-hidden /> Novo Cliente
          </Button>
        </div>
      </div>

      {customers.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Carregando clientes..." />
        </div>
      ) : customers.isError ? (
        <div className="mt-6 grid justify-items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">{customerMessages.loadError.description}</p>
          <Button variant="outline" onClick={() => void customers.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="mt-6 grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Users className="size-10 text-brand-700" aria-hidden />
          <h2 className="text-lg font-semibold">{customerMessages.empty}</h2>
          <p className="max-w-md text-slate-700">
            Adicione quem está conversando com você no WhatsApp e acompanhe cada um até o
            fechamento.
          </p>
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden /> Adicionar Primeiro Cliente
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-5 mb-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="relative sm:w-80">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
                aria-hidden
              />
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Buscar por nome, telefone ou produto"
                aria-label="Buscar clientes"
                className="pl-9"
              />
            </div>
            <div role="group" aria-label="Filtrar por próximo contato" className="flex gap-1">
              {filters.map((f) => (
                <Button
                  key={f.id}
                  size="sm"
                  variant={filter === f.id ? 'default' : 'outline'}
                  aria-pressed={filter === f.id}
                  onClick={() => setFilter(f.id)}
                >
                  {f.label}
                </Button>
              ))}
            </div>
          </div>
          <p
            className={cn(
              'mb-2 text-sm text-slate-600',
              visible.length === list.length && 'sr-only',
            )}
            aria-live="polite"
          >
            {visible.length} de {list.length} clientes
          </p>
          <Board
            customers={visible}
            actions={actions}
            onMove={(customer, fase) =>
              fase === 'lost' ? setLosing(customer) : doMove(customer, fase)
            }
          />
        </>
      )}

      {editing && (
        <Suspense fallback={null}>
          <CustomerDialog {...editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {losing && (
        <LostReasonDialog
          customer={losing}
          onCancel={() => setLosing(null)}
          onChoose={(reason) => {
            doMove(losing, 'lost', reason);
            setLosing(null);
          }}
        />
      )}
    </div>
  );
}

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, Download, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { CustomerCard, PhaseSummary } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import { customerMessages, type Toast } from '#shared/messages.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { SearchField } from '../components/ui/search-field.tsx';
import { cn } from '../lib/cn.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { toCard } from './api/board-cache.ts';
import { hasFilters } from './api/board-keys.ts';
import { useDeleteCustomer } from './api/delete-customer.ts';
import { boardOptions } from './api/get-board.ts';
import { summaryOptions } from './api/get-summary.ts';
import { useImportCustomers } from './api/import-customers.ts';
import { useMoveCustomer, type Move } from './api/move-customer.ts';
import { useRecordMessage } from './api/record-message.ts';
import { Board } from './board.tsx';
import { BoardSkeleton } from './board-skeleton.tsx';
import { CsvImportButton, ImportProgressBar } from './csv-import.tsx';
import type { FollowUpFilter } from '../follow-ups/follow-up-status.ts';
import { openWhatsApp } from './open-whatsapp.ts';
import { useBoardFilters } from './use-board-filters.ts';
import { LoadError } from '../components/ui/load-error.tsx';

// Asked only when a card is dropped on Perdido: its dialog's code loads then.
const LostReasonDialog = lazy(() =>
  import('./lost-reason-dialog.tsx').then((m) => ({ default: m.LostReasonDialog })),
);
// The dialog (date picker, selects) loads when first opened, keeping the board light.
const ClosingValueDialog = lazy(() =>
  import('./closing-value-dialog.tsx').then((m) => ({ default: m.ClosingValueDialog })),
);
const MoveDialog = lazy(() => import('./move-dialog.tsx').then((m) => ({ default: m.MoveDialog })));
const CustomerDialog = lazy(() =>
  import('./customer-dialog.tsx').then((m) => ({ default: m.CustomerDialog })),
);

const notifyError = (fallback: Toast) => (err: unknown) =>
  notify.error(errorToast(err, { fallback }));

const filterButtons: Array<{ id: FollowUpFilter; label: string }> = [
  { id: 'all', label: 'Todos' },
  { id: 'today', label: 'Hoje' },
  { id: 'overdue', label: 'Atrasados' },
];

const labelOf = (fase: Phase) => phases.find((p) => p.id === fase)?.label ?? '';

const countOf = (summary: PhaseSummary[] | undefined) =>
  summary?.reduce((sum, s) => sum + s.count, 0) ?? 0;

/** The question a move asks about a card: the phase ("Mover para…"), why lost, the value. */
type Question = { card: CustomerCard; ask: 'phase' | 'reason' | 'value' };

/** ?section=vendas: 'Pipeline de Vendas', the six-phase board. */
export default function BoardSection() {
  const queryClient = useQueryClient();
  const { query, setQuery, followUp, setFollowUp, filters } = useBoardFilters();
  // The last answer stays on screen while the next filters' board loads.
  const board = useQuery({ ...boardOptions(filters), placeholderData: keepPreviousData });
  const shown = board.data?.filters;
  const summary = useQuery({ ...summaryOptions(queryClient, shown ?? {}), enabled: !!shown });
  const filtered = !!shown && hasFilters(shown);
  const everything = useQuery({ ...summaryOptions(queryClient, {}), enabled: filtered });
  const move = useMoveCustomer();
  const remove = useDeleteCustomer();
  const recordMessage = useRecordMessage().mutate;
  const importCsv = useImportCustomers();
  const [editing, setEditing] = useState<{ card?: CustomerCard } | null>(null);
  const [asking, setAsking] = useState<Question | null>(null);

  useEffect(() => {
    if (board.isError) notify.error(customerMessages.loadError);
  }, [board.isError]);

  // Every move, by drag or by menu, ends with "Movido para X" and its Desfazer, which puts
  // the phase, the reason, the value and the phase's start back as they were.
  const mutateMove = move.mutate;
  const doMove = useCallback(
    (card: CustomerCard, fase: Phase, more: Pick<Move, 'motivo_perda' | 'valor'> = {}) => {
      if (!shown) return;
      mutateMove(
        { card, fase, ...more, filters: shown },
        {
          onError: notifyError(customerMessages.moveError),
          onSuccess: (saved) =>
            notify.success(
              { title: `Movido para ${labelOf(fase)}` },
              {
                label: 'Desfazer',
                onClick: () =>
                  mutateMove(
                    {
                      card: toCard(saved, card.aguardando_pagamento),
                      fase: card.fase,
                      motivo_perda: card.motivo_perda,
                      ...(more.valor !== undefined && { valor: card.valor }),
                      fase_alterada_em: card.fase_alterada_em,
                      filters: shown,
                    },
                    {
                      onError: notifyError(customerMessages.moveError),
                      onSuccess: () =>
                        notify.success({ title: `De volta em ${labelOf(card.fase)}` }),
                    },
                  ),
              },
            ),
        },
      );
    },
    [shown, mutateMove],
  );

  /** Perdido asks the reason; Fechado, the value when the deal has none. */
  const requestMove = useCallback(
    (card: CustomerCard, fase: Phase) => {
      if (fase === 'lost') setAsking({ card, ask: 'reason' });
      else if (fase === 'closed' && card.valor === null) setAsking({ card, ask: 'value' });
      else {
        setAsking(null);
        doMove(card, fase);
      }
    },
    [doMove],
  );
  const stopAsking = () => setAsking(null);
  const answer = (...move: Parameters<typeof doMove>) => {
    setAsking(null);
    doMove(...move);
  };

  // Stable, so the memoised cards do not re-render with every board render.
  const removeCustomer = remove.mutate;
  const actions = useMemo(
    () => ({
      onEdit: (card: CustomerCard) => setEditing({ card }),
      onChooseMove: (card: CustomerCard) => setAsking({ card, ask: 'phase' }),
      onWhatsApp: (card: CustomerCard) => openWhatsApp(card, recordMessage),
      onDelete: (card: CustomerCard) =>
        removeCustomer(card.id, {
          onSuccess: () => notify.success(customerMessages.deleted),
          onError: notifyError(customerMessages.deleteError),
        }),
    }),
    [removeCustomer, recordMessage],
  );

  const visible = countOf(summary.data);
  const total = filtered ? countOf(everything.data) : visible;

  return (
    <div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Pipeline de Vendas</h1>
          <p className="mt-1 text-slate-700">Gerencie seus clientes e acompanhe suas vendas</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The main action first on a phone; at the end of the row on a wide screen. */}
          <Button size="sm" className="lg:order-last" onClick={() => setEditing({})}>
            <Plus aria-hidden /> Novo Cliente
          </Button>
          <a
            href="/api/customers/export.csv"
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden /> Exportar CSV
          </a>
          <CsvImportButton importCsv={importCsv} />
          <Link to="/compartilhar" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ClipboardPaste aria-hidden /> Colar conversa
          </Link>
        </div>
      </div>
      {importCsv.progress !== undefined && <ImportProgressBar progress={importCsv.progress} />}

      {board.isPending ? (
        <BoardSkeleton />
      ) : board.isError && !shown ? (
        <LoadError
          message={customerMessages.loadError.description}
          onRetry={() => void board.refetch()}
          className="mt-6"
        />
      ) : !filtered && total === 0 && shown ? (
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
            <SearchField
              className="sm:w-80"
              value={query}
              onValueChange={setQuery}
              placeholder="Buscar por nome, telefone ou produto"
              aria-label="Buscar clientes"
            />
            <div role="group" aria-label="Filtrar por próximo contato" className="flex gap-1">
              {filterButtons.map((f) => (
                <Button
                  key={f.id}
                  size="sm"
                  variant={followUp === f.id ? 'default' : 'outline'}
                  aria-pressed={followUp === f.id}
                  onClick={() => setFollowUp(f.id)}
                >
                  {f.label}
                </Button>
              ))}
            </div>
          </div>
          <p
            className={cn('mb-2 text-sm text-slate-600', visible === total && 'sr-only')}
            aria-live="polite"
          >
            {visible} de {total} clientes
          </p>
          {shown && (
            <Board filters={shown} summary={summary.data} actions={actions} onMove={requestMove} />
          )}
        </>
      )}

      {/* One dialog at a time, its code loaded when first opened. */}
      <Suspense fallback={null}>
        {editing && <CustomerDialog id={editing.card?.id} onClose={() => setEditing(null)} />}
        {asking?.ask === 'phase' && (
          <MoveDialog
            customer={asking.card}
            onCancel={stopAsking}
            onChoose={(fase) => requestMove(asking.card, fase)}
          />
        )}
        {asking?.ask === 'reason' && (
          <LostReasonDialog
            customer={asking.card}
            onCancel={stopAsking}
            onChoose={(reason) => answer(asking.card, 'lost', { motivo_perda: reason })}
          />
        )}
        {asking?.ask === 'value' && (
          <ClosingValueDialog
            customer={asking.card}
            onCancel={stopAsking}
            onConfirm={(valor) => answer(asking.card, 'closed', { valor })}
          />
        )}
      </Suspense>
    </div>
  );
}

import { useId, useState } from 'react';
import {
  lostReasons,
  phases,
  type Customer,
  type CustomerInput,
  type LostReason,
  type Phase,
} from '#shared/customers.ts';
import { customerMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { DatePicker } from '../components/ui/date-picker.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Label } from '../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { parseBRL, toDateOnly } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { useProducts } from '../products/api/get-products.ts';
import { useSaveCustomer } from './api/save-customer.ts';

const NONE = '__none__';

function initialState(customer?: Customer) {
  return {
    nome: customer?.nome ?? '',
    telefone: customer?.telefone ?? '',
    email: customer?.email ?? '',
    produto_interesse: customer?.produto_interesse ?? '',
    fase: (customer?.fase ?? 'prospect') as Phase,
    motivo_perda: customer?.motivo_perda ?? null,
    data_contato: customer ? customer.data_contato.slice(0, 10) : toDateOnly(new Date()),
    proximo_contato: customer?.proximo_contato ?? '',
    valor: customer?.valor != null ? customer.valor.toFixed(2).replace('.', ',') : '',
    observacoes: customer?.observacoes ?? '',
  };
}

/** 'Novo Cliente' / 'Editar Cliente' (max width 2xl). Saving closes it and resets the form. */
export function CustomerDialog({
  customer,
  onClose,
}: {
  customer?: Customer;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => initialState(customer));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const ids = {
    produto: useId(),
    fase: useId(),
    contato: useId(),
    proximo: useId(),
    obs: useId(),
    motivo: useId(),
  };
  const products = useProducts();
  const productNames = [...new Set((products.data ?? []).map((p) => p.nome))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  if (form.produto_interesse && !productNames.includes(form.produto_interesse))
    productNames.unshift(form.produto_interesse);
  const save = useSaveCustomer();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (!form.nome.trim()) return void notify.error(customerMessages.nameRequired);
    const valor = parseBRL(form.valor);
    if (Number.isNaN(valor))
      return void notify.error({
        title: 'Valor inválido',
        description: 'Use só números, por exemplo 1.500,00.',
      });
    const input: CustomerInput = {
      ...form,
      valor,
      motivo_perda: form.fase === 'lost' ? (form.motivo_perda as LostReason | null) : null,
      proximo_contato: form.proximo_contato || null,
    };
    try {
      await save.mutateAsync({ input, id: customer?.id });
      notify.success(customer ? customerMessages.updated : customerMessages.added);
      onClose();
    } catch (err) {
      notify.error(
        errorToast(err, {
          fallback: customerMessages.saveError,
          codes: { UNAUTHENTICATED: customerMessages.authError },
        }),
      );
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{customer ? 'Editar Cliente' : 'Novo Cliente'}</DialogTitle>
          <DialogDescription>
            Só o nome é obrigatório; o resto ajuda você a fechar a venda.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label="Nome"
              value={form.nome}
              onChange={(e) => set('nome', e.target.value)}
              maxLength={120}
              autoComplete="off"
              placeholder="Nome do cliente"
            />
          </div>
          <TextField
            label="Telefone (WhatsApp)"
            type="tel"
            inputMode="tel"
            value={form.telefone}
            onChange={(e) => set('telefone', e.target.value)}
            maxLength={40}
            placeholder="(11) 98765-4321"
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            maxLength={254}
            placeholder="cliente@email.com"
          />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.produto}>Produto de interesse</Label>
            <Select
              value={form.produto_interesse || NONE}
              onValueChange={(v) => set('produto_interesse', v === NONE ? '' : v)}
            >
              <SelectTrigger id={ids.produto}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>Nenhum</SelectItem>
                {productNames.map((nome) => (
                  <SelectItem key={nome} value={nome}>
                    {nome}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.fase}>Fase</Label>
            <Select value={form.fase} onValueChange={(v) => set('fase', v as Phase)}>
              <SelectTrigger id={ids.fase}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {phases.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {form.fase === 'lost' && (
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={ids.motivo}>Motivo da perda</Label>
              <Select
                value={form.motivo_perda ?? NONE}
                onValueChange={(v) => set('motivo_perda', v === NONE ? null : (v as LostReason))}
              >
                <SelectTrigger id={ids.motivo}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>Não informado</SelectItem>
                  {lostReasons.map((r) => (
                    <SelectItem key={r.id} value={r.id}>
                      {r.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={ids.contato}>Data de contato</Label>
            <DatePicker
              id={ids.contato}
              value={form.data_contato}
              onChange={(v) => set('data_contato', v || toDateOnly(new Date()))}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.proximo}>Próximo contato</Label>
            <DatePicker
              id={ids.proximo}
              value={form.proximo_contato}
              onChange={(v) => set('proximo_contato', v)}
              placeholder="Sem data marcada"
              clearable
            />
          </div>
          <TextField
            label="Valor do negócio (R$)"
            inputMode="decimal"
            value={form.valor}
            onChange={(e) => set('valor', e.target.value)}
            placeholder="1.500,00"
            maxLength={20}
          />
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={ids.obs}>Observações</Label>
            <Textarea
              id={ids.obs}
              rows={4}
              value={form.observacoes}
              onChange={(e) => set('observacoes', e.target.value)}
              maxLength={2000}
              placeholder="O que ele pediu, quando volta a falar, detalhes da negociação..."
            />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending
                ? 'Salvando...'
                : customer
                  ? 'Salvar alterações'
                  : 'Adicionar cliente'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

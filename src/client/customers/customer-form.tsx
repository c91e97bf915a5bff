import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import {
  customerLimits,
  DEFAULT_PHASE,
  lostReasons,
  phases,
  type Customer,
  type CustomerInput,
  type LostReason,
  type Phase,
} from '#shared/customers.ts';
import { customerMessages, type Toast } from '#shared/messages.ts';
import { formatMoneyInput, MONEY_TEXT_MAX } from '#shared/money.ts';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { Button } from '../components/ui/button.tsx';
import { DatePicker } from '../components/ui/date-picker.tsx';
import { DialogFooter } from '../components/ui/dialog.tsx';
import { PhoneField, TextareaField, TextField } from '../components/ui/field.tsx';
import { Label } from '../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/ui/select.tsx';
import type { ErrorToasts } from '../lib/error-toast.ts';
import { cn } from '../lib/cn.ts';
import { contactDay, type DisplayZone, useMemberDay, useTimeZone } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { useProducts } from '../products/api/get-products.ts';
import { useSaveCustomer } from './api/save-customer.ts';

const NONE = '__none__';

/** A labelled choice of one of `options` (by id). */
function SelectField({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ id: string; label: string }>;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={option.id}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** What the form holds: text as typed; the shared schema reads it (valor from '1.500,00'). */
interface CustomerFormValues {
  nome: string;
  telefone: string;
  email: string;
  produto_interesse: string;
  fase: Phase;
  motivo_perda: LostReason | null;
  data_contato: string;
  proximo_contato: string;
  valor: string;
  observacoes: string;
}

function initialValues(today: string, zone: DisplayZone, customer?: Customer): CustomerFormValues {
  return {
    nome: customer?.nome ?? '',
    telefone: customer?.telefone ?? '',
    email: customer?.email ?? '',
    produto_interesse: customer?.produto_interesse ?? '',
    fase: customer?.fase ?? DEFAULT_PHASE,
    motivo_perda: customer?.motivo_perda ?? null,
    data_contato: customer ? contactDay(customer.data_contato, zone) : today,
    proximo_contato: customer?.proximo_contato ?? '',
    valor: customer?.valor != null ? formatMoneyInput(customer.valor) : '',
    observacoes: customer?.observacoes ?? '',
  };
}

const invalidValor = {
  title: 'Valor inválido',
  description: 'Use só números, por exemplo 1.500,00.',
};

/** The first problem's toast: the name and the value have their own. */
function invalidToast(field: string, message: string): Toast {
  if (field === 'nome' && message === customerMessages.nameRequired.description)
    return customerMessages.nameRequired;
  if (field === 'valor') return invalidValor;
  return { title: customerMessages.saveError.title, description: message };
}

const failureToasts: ErrorToasts = {
  fallback: customerMessages.saveError,
  codes: { UNAUTHENTICATED: customerMessages.authError },
};

/**
 * The word under a phone no wa.me link can be made of ('905-555-1234' without its +1). The
 * phone rules are large, so they load only once there is a phone to judge: after the member
 * leaves the field, or for a saved phone the server found no WhatsApp number in.
 */
function usePhoneHint(phone: string, judge: boolean) {
  const hint = useQuery({
    queryKey: ['phone-hint', phone.trim()],
    queryFn: async () => (await import('#shared/phone.ts')).phoneHint(phone),
    enabled: judge && Boolean(phone.trim()),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  return judge && phone.trim() ? (hint.data ?? null) : null;
}

/** The customer's fields; saving closes the dialog around it. */
export function CustomerForm({ customer, onClose }: { customer?: Customer; onClose: () => void }) {
  const save = useSaveCustomer();
  const today = useMemberDay();
  const zone = useTimeZone();
  const form = useSchemaForm<CustomerFormValues, CustomerInput>({
    schema: () => import('#shared/customer-schema.ts').then((m) => m.typedCustomerSchema),
    defaultValues: initialValues(today, zone, customer),
    invalidToast,
    failureToasts,
    send: async (input) => {
      const motivo_perda = input.fase === 'lost' ? input.motivo_perda : null;
      await save.mutateAsync({ input: { ...input, motivo_perda }, id: customer?.id });
      notify.success(customer ? customerMessages.updated : customerMessages.added);
      onClose();
    },
  });
  const values = form.watch();
  /** A text field's registration and its limit. */
  const limited = (name: keyof typeof customerLimits, quiet?: boolean) => ({
    ...form.register(name),
    limit: { max: customerLimits[name], value: values[name], quiet },
  });
  const ids = {
    contato: useId(),
    proximo: useId(),
  };
  const phoneHint = usePhoneHint(
    values.telefone,
    Boolean(form.formState.touchedFields.telefone || (customer?.telefone && !customer.whatsapp)),
  );
  const products = useProducts();
  const productNames = [...new Set((products.data ?? []).map((p) => p.nome))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  if (values.produto_interesse && !productNames.includes(values.produto_interesse))
    productNames.unshift(values.produto_interesse);
  // A new customer of a member with one product is interested in it (the seller may pick Nenhum).
  const onlyProduct = !customer && products.data?.length === 1 ? products.data[0]!.nome : null;
  const offered = useRef(false);
  useEffect(() => {
    if (!onlyProduct || offered.current) return;
    offered.current = true;
    if (!form.getValues('produto_interesse')) form.setValue('produto_interesse', onlyProduct);
  }, [onlyProduct, form]);

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Nome"
          {...limited('nome')}
          autoComplete="off"
          placeholder="Nome do cliente"
        />
      </div>
      <PhoneField label="Telefone (WhatsApp)" {...limited('telefone', true)} hint={phoneHint} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        {...limited('email', true)}
        placeholder="cliente@email.com"
      />
      <SelectField
        label="Produto de interesse"
        value={values.produto_interesse || NONE}
        onChange={(v) => form.setValue('produto_interesse', v === NONE ? '' : v)}
        options={[
          { id: NONE, label: 'Nenhum' },
          ...productNames.map((nome) => ({ id: nome, label: nome })),
        ]}
      />
      <SelectField
        label="Fase"
        value={values.fase}
        onChange={(v) => form.setValue('fase', v as Phase)}
        options={phases}
      />
      {values.fase === 'lost' && (
        <SelectField
          className="sm:col-span-2"
          label="Motivo da perda"
          value={values.motivo_perda ?? NONE}
          onChange={(v) => form.setValue('motivo_perda', v === NONE ? null : (v as LostReason))}
          options={[{ id: NONE, label: 'Não informado' }, ...lostReasons]}
        />
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.contato}>Data de contato</Label>
        <DatePicker
          id={ids.contato}
          value={values.data_contato}
          onChange={(v) => form.setValue('data_contato', v || today)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.proximo}>Próximo contato</Label>
        <DatePicker
          id={ids.proximo}
          value={values.proximo_contato}
          onChange={(v) => form.setValue('proximo_contato', v)}
          placeholder="Sem data marcada"
          clearable
          quickChoices
        />
      </div>
      <TextField
        label="Valor do negócio (R$)"
        inputMode="decimal"
        {...form.register('valor')}
        placeholder="1.500,00"
        limit={{ max: MONEY_TEXT_MAX, value: values.valor, quiet: true }}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label="Observações"
          rows={4}
          {...limited('observacoes')}
          placeholder="O que ele pediu, quando volta a falar, detalhes da negociação..."
        />
      </div>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Salvando...' : customer ? 'Salvar alterações' : 'Adicionar cliente'}
        </Button>
      </DialogFooter>
    </form>
  );
}

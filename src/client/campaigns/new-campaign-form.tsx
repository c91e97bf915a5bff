import { useEffect, useId, useRef, useState } from 'react';
import {
  NOTHING_OFFERED,
  type CampaignAudience,
  type NewCampaign,
  type Occasion,
  type OccasionId,
} from '#shared/campaigns.ts';
import { phases, type Phase } from '#shared/customers.ts';
import { readMoney } from '#shared/money.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { useProducts } from '../products/api/get-products.ts';
import { useCreateCampaign } from './api/campaign-actions.ts';
import { failureText, nearestOccasion, occasionLabel } from './labels.ts';

export const OFFER_MAX = 200;
const IDLE_DAYS_MAX = 730;

const createFailed = {
  title: 'Não foi possível criar a campanha',
  description: 'Não foi possível falar com o servidor. Tente novamente.',
};

/** What the form holds, as typed. */
interface Values {
  occasion: string;
  productId: string;
  offer: string;
  pixPrice: string;
  phases: Phase[];
  boughtProduct: boolean;
  idleDays: string;
  stopLine: boolean;
}

/** The request, or what to fix first. */
function toNewCampaign(values: Values): NewCampaign | { problem: string } {
  const offer = values.offer.trim();
  if (offer.length > OFFER_MAX)
    return { problem: `A oferta pode ter até ${OFFER_MAX} caracteres.` };
  const price = readMoney(values.pixPrice);
  if (!price.ok) return { problem: price.message };
  if (price.value !== null && price.value <= 0)
    return { problem: 'O preço no Pix precisa ser maior que zero.' };
  const idle = values.idleDays.trim();
  const idleDays = idle ? Number(idle) : undefined;
  if (idleDays !== undefined && (!Number.isInteger(idleDays) || idleDays < 1))
    return { problem: 'Em “Sem contato há mais de”, digite um número inteiro de dias.' };
  if (idleDays !== undefined && idleDays > IDLE_DAYS_MAX)
    return { problem: `Em “Sem contato há mais de”, digite no máximo ${IDLE_DAYS_MAX} dias.` };
  const productId = values.productId || null;
  if (!productId && !offer && price.value === null) return { problem: NOTHING_OFFERED };
  const audience: CampaignAudience = {
    ...(productId && values.boughtProduct && { productId }),
    // In the board's order, whatever the order they were ticked in.
    ...(values.phases.length > 0 && {
      phases: phases.map((p) => p.id).filter((id) => values.phases.includes(id)),
    }),
    ...(idleDays !== undefined && { idleDays }),
  };
  return {
    occasion: values.occasion as OccasionId,
    productId,
    offer: offer || null,
    pixPrice: price.value,
    audience,
    stopLine: values.stopLine,
  };
}

/**
 * 'Nova campanha': the date, what it offers and to whom; with the defaults (the nearest date,
 * every customer the guardrails allow, the SAIR line) one tap on 'Criar campanha' makes it.
 */
export function NewCampaignForm({
  occasions,
  onCancel,
  onCreated,
}: {
  occasions: Occasion[];
  onCancel: () => void;
  onCreated: (id: string) => void;
}) {
  const titleId = useId();
  const errorId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const products = useProducts();
  const create = useCreateCampaign();
  const [values, setValues] = useState<Values>(() => ({
    occasion: nearestOccasion(occasions)?.id ?? '',
    productId: '',
    offer: '',
    pixPrice: '',
    phases: [],
    boughtProduct: false,
    idleDays: '',
    stopLine: true,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // The form opens where the member is looking: its title takes the focus.
  useEffect(() => titleRef.current?.focus(), []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const request = toNewCampaign(values);
    if ('problem' in request) return setProblem(request.problem);
    setProblem(null);
    create.mutate(request, {
      onSuccess: ({ id }) => onCreated(id),
      onError: (err) => setProblem(failureText(err, createFailed)),
    });
  }

  const productOptions = [
    { value: '', label: 'Nenhum em especial' },
    ...(products.data ?? []).map((p) => ({ value: p.id, label: p.nome })),
  ];

  return (
    <Card className="grid gap-4 p-5">
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-hidden"
      >
        Nova campanha
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-labelledby={titleId}
        aria-describedby={problem ? errorId : undefined}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeSelect
            label="Data"
            value={values.occasion}
            onChange={(v) => set('occasion', v)}
            options={occasions.map((o) => ({ value: o.id, label: occasionLabel(o) }))}
          />
          <NativeSelect
            label="Produto ou serviço"
            value={values.productId}
            onChange={(v) => set('productId', v)}
            options={productOptions}
          />
        </div>
        <TextField
          label="Oferta (opcional)"
          placeholder="Ex.: 10% de desconto até sexta"
          value={values.offer}
          onChange={(e) => set('offer', e.target.value)}
          limit={{ max: OFFER_MAX, value: values.offer, quiet: true }}
        />
        <TextField
          label="Preço no Pix (R$, opcional)"
          inputMode="decimal"
          placeholder="Ex.: 49,90"
          className="sm:max-w-48"
          value={values.pixPrice}
          onChange={(e) => set('pixPrice', e.target.value)}
        />

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">Para quem</legend>
          <p className="text-sm text-slate-600">
            Nenhuma fase marcada: clientes de todas as fases.
          </p>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {phases.map((phase) => (
              <Check
                key={phase.id}
                label={phase.label}
                checked={values.phases.includes(phase.id)}
                onChange={(checked) =>
                  set(
                    'phases',
                    checked
                      ? [...values.phases, phase.id]
                      : values.phases.filter((id) => id !== phase.id),
                  )
                }
              />
            ))}
          </div>
          <Check
            label="Comprou este produto"
            hint={
              values.productId
                ? 'Clientes que compraram (em Fechado), com este produto no cadastro.'
                : 'Escolha antes o produto ou serviço.'
            }
            disabled={!values.productId}
            checked={values.boughtProduct && values.productId !== ''}
            onChange={(checked) => set('boughtProduct', checked)}
          />
          <IdleDays value={values.idleDays} onChange={(v) => set('idleDays', v)} />
        </fieldset>

        <Toggle
          label="Terminar com “responda SAIR”"
          hint="Quem não quiser mais receber responde SAIR e não recebe mais campanhas."
          checked={values.stopLine}
          onChange={(checked) => set('stopLine', checked)}
        />

        {problem && (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <SubmitButton busy={create.isPending} busyText="Criando...">
            Criar campanha
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}

/** 'Sem contato há mais de [30] dias': blank for any last contact. */
function IdleDays({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5 pt-1">
      <Label htmlFor={id}>Sem contato há mais de</Label>
      <div className="flex items-center gap-2 text-sm text-slate-900">
        <div className="w-24">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={IDLE_DAYS_MAX}
            placeholder="30"
            value={value}
            aria-describedby={`${id}-unit ${id}-hint`}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        <span id={`${id}-unit`}>dias</span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Opcional: vazio, vale qualquer data do último contato.
      </p>
    </div>
  );
}

/** A labelled checkbox row, a full tap's height. */
function Check({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900 has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 pl-8 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An on/off switch: a native checkbox read as a switch, its track drawn beside the label. */
function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4">
      <span className="grid gap-1">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span
        aria-hidden
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2 after:absolute after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

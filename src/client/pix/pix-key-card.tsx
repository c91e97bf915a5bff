import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  PIX_CITY_MAX,
  PIX_NAME_MAX,
  pixKeyTypeLabels,
  pixKeyTypes,
  type PixKey,
  type PixKeyType,
} from '#shared/pix.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import type { ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { pixKeyOptions, useSavePixKey } from './api/pix-key.ts';

const typeOptions = pixKeyTypes.map((value) => ({ value, label: pixKeyTypeLabels[value] }));

const keyHints: Record<
  PixKeyType,
  { placeholder: string; inputMode: 'numeric' | 'email' | 'tel' | 'text' }
> = {
  cpf: { placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { placeholder: '00.000.000/0000-00', inputMode: 'numeric' },
  email: { placeholder: 'voce@exemplo.com', inputMode: 'email' },
  phone: { placeholder: '(11) 98765-4321', inputMode: 'tel' },
  random: { placeholder: 'Cole a chave do app do seu banco', inputMode: 'text' },
};

const saveFailed = {
  title: 'Erro ao salvar a chave Pix',
  description: 'Não foi possível salvar. Tente novamente.',
};

/** Minha Conta's 'Chave Pix': where 'Cobrar com Pix' sends the money. */
/**
 * The key as the card shows it: a CPF masked as banks show it ('***.982.247-**'), since the card
 * is on a screen others may see; the other kinds as saved (they are meant to be given out).
 */
const shownKey = ({ type, key }: PixKey) =>
  type === 'cpf' && /^\d{11}$/.test(key) ? `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**` : key;

export function PixKeyCard() {
  const saved = useQuery(pixKeyOptions);
  // 'Cobrar com Pix' without a key links here (#pix): the form is open at the card.
  const cameToSave = useLocation().hash === '#pix';
  const [editing, setEditing] = useState(cameToSave);
  useEffect(() => {
    if (cameToSave) document.getElementById('pix')?.scrollIntoView({ block: 'start' });
  }, [cameToSave]);
  const pixKey = saved.data?.pixKey ?? null;
  return (
    <SectionCard
      id="pix"
      className="flex scroll-mt-20 flex-col gap-4 py-5"
      title="Chave Pix"
      description="Para cobrar seus clientes com Pix copia e cola e QR Code, direto da venda."
      contentClassName="grid gap-4"
    >
      {saved.isPending ? (
        <Loading label="Carregando chave Pix..." compact />
      ) : editing ? (
        <PixKeyForm
          saved={pixKey}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : !pixKey ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-slate-700">Nenhuma chave cadastrada ainda.</p>
          <Button type="button" onClick={() => setEditing(true)}>
            <Plus aria-hidden /> Cadastrar chave Pix
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <dl className="grid gap-1 text-sm">
            <dt className="font-medium text-slate-900">{pixKeyTypeLabels[pixKey.type]}</dt>
            <dd className="break-all text-slate-800" data-testid="pix-key">
              {shownKey(pixKey)}
            </dd>
            <dd className="text-slate-600">
              {pixKey.name} · {pixKey.city}
            </dd>
          </dl>
          <Button
            variant="outline"
            size="sm"
            aria-label="Editar chave Pix"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden /> Editar
          </Button>
        </div>
      )}
    </SectionCard>
  );
}

/** What the form holds: the key as typed; the shared schema reads it as its type's key. */
type PixKeyValues = PixKey;

const failureToasts: ErrorToasts = { fallback: saveFailed, withMessage: () => saveFailed };

function PixKeyForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: PixKey | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSavePixKey();
  const form = useSchemaForm<PixKeyValues, PixKey>({
    schema: () => import('#shared/pix-schema.ts').then((m) => m.pixKeyInputSchema),
    defaultValues: {
      type: saved?.type ?? 'cpf',
      key: saved?.key ?? '',
      name: saved?.name ?? '',
      city: saved?.city ?? '',
    },
    // Every problem is said under its field, as the server's refusals are.
    invalidToast: () => null,
    serverErrorsOnFields: true,
    failureToasts,
    send: async (input) => {
      await save.mutateAsync(input);
      notify.success({ title: 'Chave Pix salva', description: 'Já dá para cobrar com Pix.' });
      onSaved();
    },
  });
  const values = form.watch();
  const { errors } = form.formState;
  const type = values.type;
  /** A field's registration and its error; every field is required. */
  const field = (name: keyof PixKeyValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
    required: true,
  });

  return (
    <form onSubmit={form.submit} className="grid gap-4" noValidate>
      <NativeSelect
        label="Tipo de chave"
        value={type}
        options={typeOptions}
        onChange={(value) => {
          form.setValue('type', value as PixKeyType);
          form.clearErrors();
        }}
      />
      <TextField
        label="Chave Pix"
        {...field('key')}
        placeholder={keyHints[type].placeholder}
        inputMode={keyHints[type].inputMode}
        autoComplete="off"
      />
      <TextField
        label="Nome de quem recebe"
        {...field('name')}
        limit={{ max: PIX_NAME_MAX, value: values.name }}
        hint="Aparece para o cliente no app do banco, sem acentos."
      />
      <TextField
        label="Cidade"
        {...field('city')}
        limit={{ max: PIX_CITY_MAX, value: values.city }}
      />
      <div className="flex gap-2">
        <SubmitButton busy={form.busy} busyText="Salvando...">
          Salvar chave Pix
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

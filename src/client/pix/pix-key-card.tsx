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
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import { ApiError } from '../lib/api.ts';
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
              {pixKey.key}
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

function PixKeyForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: PixKey | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<PixKeyType>(saved?.type ?? 'cpf');
  const [key, setKey] = useState(saved?.key ?? '');
  const [name, setName] = useState(saved?.name ?? '');
  const [city, setCity] = useState(saved?.city ?? '');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSavePixKey();
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    save.mutate(
      { type, key, name, city },
      {
        onSuccess: () => {
          notify.success({ title: 'Chave Pix salva', description: 'Já dá para cobrar com Pix.' });
          onSaved();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400 && err.field)
            setError({ field: err.field, message: err.message });
          else notify.error(saveFailed);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <NativeSelect
        label="Tipo de chave"
        value={type}
        options={typeOptions}
        onChange={(value) => {
          setType(value as PixKeyType);
          setError(null);
        }}
      />
      <TextField
        label="Chave Pix"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        placeholder={keyHints[type].placeholder}
        inputMode={keyHints[type].inputMode}
        autoComplete="off"
        error={errorOf('key')}
        required
      />
      <TextField
        label="Nome de quem recebe"
        value={name}
        onChange={(e) => setName(e.target.value)}
        limit={{ max: PIX_NAME_MAX, value: name }}
        hint="Aparece para o cliente no app do banco, sem acentos."
        error={errorOf('name')}
        required
      />
      <TextField
        label="Cidade"
        value={city}
        onChange={(e) => setCity(e.target.value)}
        limit={{ max: PIX_CITY_MAX, value: city }}
        error={errorOf('city')}
        required
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar chave Pix'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

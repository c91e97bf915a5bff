import { useRef, useState } from 'react';
import { phases } from '#shared/customers.ts';
import {
  cadenceLimits,
  cadencePhases,
  type CadencePhase,
  type Cadences,
} from '#shared/today-cadence.ts';
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useCadences, useSaveCadences } from './api/cadences.ts';

const saveFailed = {
  title: 'Erro ao salvar as cadências',
  description: 'Nada mudou. Tente novamente.',
};

type Drafts = Record<CadencePhase, string>;
type Errors = Partial<Record<CadencePhase, string>>;

const toDrafts = (cadences: Cadences) =>
  Object.fromEntries(cadencePhases.map((p) => [p, cadences[p].join(', ')])) as Drafts;

const phaseLabel = (phase: CadencePhase) => phases.find((p) => p.id === phase)!.label;

/** '1, 3, 7' → [1, 3, 7], or the pt-BR reason it is not a cadence (the server's rules). */
export function readCadence(draft: string): { days: number[] } | { error: string } {
  const { minSteps, maxSteps, minDays, maxDays } = cadenceLimits;
  const words = draft.split(/[\s,;]+/).filter(Boolean);
  if (words.length === 0) return { error: 'Informe os dias de cada tentativa.' };
  if (words.some((word) => !/^\d+$/.test(word)))
    return { error: 'Use só números inteiros de dias, separados por vírgula.' };
  if (words.length < minSteps || words.length > maxSteps)
    return { error: `Cada fase precisa de ${minSteps} a ${maxSteps} tentativas.` };
  const days = words.map(Number);
  if (days.some((day) => day < minDays || day > maxDays))
    return { error: `Cada espera vai de ${minDays} a ${maxDays} dias.` };
  return { days };
}

/** Minha Conta: how many days after each follow-up the next one comes, per open phase. */
export function CadenceCard() {
  const query = useCadences();
  return (
    <SectionCard
      title="Cadência de follow-up"
      description="Quantos dias depois de cada mensagem sem resposta o cliente volta para Hoje, em cada fase. Separe os dias por vírgula (ex.: 1, 3, 7)."
    >
      {query.data ? (
        <CadenceForm cadences={query.data} />
      ) : query.isError ? (
        <LoadError
          message="Não foi possível carregar suas cadências."
          onRetry={() => void query.refetch()}
          inset
        />
      ) : (
        <Spinner label="Carregando cadências..." />
      )}
    </SectionCard>
  );
}

function CadenceForm({ cadences }: { cadences: Cadences }) {
  const [drafts, setDrafts] = useState(() => toDrafts(cadences));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCadences();
  const fields = useRef<Partial<Record<CadencePhase, HTMLInputElement | null>>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: Partial<Cadences> = {};
    const found: Errors = {};
    for (const phase of cadencePhases) {
      const read = readCadence(drafts[phase]);
      if ('error' in read) found[phase] = read.error;
      else next[phase] = read.days;
    }
    setErrors(found);
    const first = cadencePhases.find((phase) => found[phase]);
    if (first) return fields.current[first]?.focus();
    save.mutate(next as Cadences, {
      onSuccess: (saved) => {
        setDrafts(toDrafts(saved));
        notify.success({
          title: 'Cadências salvas',
          description: 'Os próximos follow-ups seguem os novos prazos.',
        });
      },
      onError: (err) => notify.error(errorToast(err, { fallback: saveFailed })),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      {cadencePhases.map((phase) => (
        <TextField
          key={phase}
          ref={(field) => void (fields.current[phase] = field)}
          label={phaseLabel(phase)}
          inputMode="numeric"
          value={drafts[phase]}
          error={errors[phase]}
          onChange={(e) => setDrafts({ ...drafts, [phase]: e.target.value })}
        />
      ))}
      <Button type="submit" className="justify-self-start sm:col-span-2" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar cadências'}
      </Button>
    </form>
  );
}

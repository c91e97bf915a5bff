import { phases } from '#shared/customers.ts';
import { cadencePhases, type CadencePhase, type Cadences } from '#shared/today-cadence.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { notify } from '../lib/notify.ts';
import { useCadences, useSaveCadences } from './api/cadences.ts';

const saveFailed = {
  title: 'Erro ao salvar as cadências',
  description: 'Nada mudou. Tente novamente.',
};

type Drafts = Record<CadencePhase, string>;

const toDrafts = (cadences: Cadences) =>
  Object.fromEntries(cadencePhases.map((p) => [p, cadences[p].join(', ')])) as Drafts;

const phaseLabel = (phase: CadencePhase) => phases.find((p) => p.id === phase)!.label;

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
  const save = useSaveCadences();
  const form = useSchemaForm<Drafts, Cadences>({
    schema: () => import('#shared/today-schema.ts').then((m) => m.cadenceTextsSchema),
    defaultValues: toDrafts(cadences),
    // Each phase's problem is said under it; the first one gets the focus.
    invalidToast: () => null,
    failureToasts: { fallback: saveFailed },
    send: async (next) => {
      const saved = await save.mutateAsync(next);
      form.reset(toDrafts(saved));
      notify.success({
        title: 'Cadências salvas',
        description: 'Os próximos follow-ups seguem os novos prazos.',
      });
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      {cadencePhases.map((phase) => (
        <TextField
          key={phase}
          {...form.register(phase)}
          label={phaseLabel(phase)}
          inputMode="numeric"
          error={errors[phase]?.message}
        />
      ))}
      <SubmitButton
        busy={form.busy}
        busyText="Salvando..."
        className="justify-self-start sm:col-span-2"
      >
        Salvar cadências
      </SubmitButton>
    </form>
  );
}

import { phases, type Phase } from '#shared/customers.ts';
import type { DueFollowUp } from '#shared/today.ts';

/** 0 → 'Hoje'; 1 → 'Atrasado há 1 dia'; 3 → 'Atrasado há 3 dias'. */
export const lateness = (daysLate: number) =>
  daysLate <= 0 ? 'Hoje' : `Atrasado há ${daysLate} ${daysLate === 1 ? 'dia' : 'dias'}`;

export const phaseLabel = (fase: Phase) => phases.find((p) => p.id === fase)?.label ?? fase;

/** '1 cliente para retomar', '4 clientes para retomar' */
export const dueCount = (count: number) =>
  `${count} ${count === 1 ? 'cliente' : 'clientes'} para retomar`;

export const todayToasts = {
  loadFailed: {
    title: 'Erro ao carregar os follow-ups',
    description: 'Não foi possível carregar os clientes de hoje. Tente novamente.',
  },
  nextContactFailed: {
    title: 'Erro ao marcar o próximo contato',
    description: 'A data não foi salva e o cliente voltou para a lista. Tente novamente.',
  },
  followUpNotRecorded: {
    title: 'Envio não registrado',
    description:
      'O envio não entrou no histórico do cliente e o próximo contato não mudou. Tente novamente.',
  },
  cadenceFailed: {
    title: 'Erro ao marcar o próximo contato',
    description: 'O follow-up não começou. Tente novamente.',
  },
  markLostFailed: {
    title: 'Erro ao marcar como Perdido',
    description: 'O cliente continua na fase em que estava. Tente novamente.',
  },
  undoFailed: {
    title: 'Não foi possível desfazer',
    description: 'A mudança continua salva. Tente novamente ou ajuste o cliente em Minhas Vendas.',
  },
};

/** 'Próximo contato com Caio: quinta-feira, 26 de novembro.' or that there is none. */
export const nextContactLine = (
  nome: string,
  day: string | null,
  longDay: (d: string) => string,
) => (day ? `Próximo contato com ${nome}: ${longDay(day)}.` : `${nome} ficou sem próximo contato.`);

/** Where the suggested message comes from, and which attempt it is. */
export function sourceLine(followUp: DueFollowUp) {
  const origin =
    followUp.source === 'script'
      ? `Do seu script de vendas, etapa ${followUp.stage}.`
      : followUp.source === 'ai'
        ? 'Escrita pela IA para este cliente.'
        : `Sugestão para a etapa ${followUp.stage}.`;
  return `${attemptLabel(followUp)}. ${origin}`;
}

/** '1º follow-up', '2º follow-up', 'Último follow-up'. */
export const attemptLabel = ({ attempt, lastAttempt }: DueFollowUp) =>
  lastAttempt ? 'Último follow-up' : `${attempt}º follow-up`;

import { phases, type Phase } from '#shared/customers.ts';

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
  messageNotRecorded: {
    title: 'Envio não registrado',
    description: 'O WhatsApp abriu, mas o envio não entrou no histórico do cliente.',
  },
};

/**
 * The shortcuts for a next contact, in days after the member's today: the same words in Hoje's
 * 'Próximo contato' menu and above the customer dialog's calendar.
 */
export const dayChoices = [
  { label: 'Amanhã', days: 1 },
  { label: 'Em 3 dias', days: 3 },
  { label: 'Em 1 semana', days: 7 },
] as const;

import { resultPeriods, type ResultPeriod } from '#shared/results.ts';

/**
 * A period's words: its button, 'neste mês' after a figure, the value closed in it, and the
 * period before it ('o mês passado', 'os 30 dias anteriores') that the value is compared with.
 */
export interface PeriodWords {
  button: string;
  phrase: string;
  closed: string;
  before: string;
  /** The period before as a title: 'Mês passado: R$ 300,00'. */
  beforeTitle: string;
}

export const periodLabels: Record<ResultPeriod, PeriodWords> = {
  month: {
    button: 'Este mês',
    phrase: 'neste mês',
    closed: 'Fechado este mês',
    before: 'o mês passado',
    beforeTitle: 'Mês passado',
  },
  '30': {
    button: '30 dias',
    phrase: 'nos últimos 30 dias',
    closed: 'Fechado nos últimos 30 dias',
    before: 'os 30 dias anteriores',
    beforeTitle: '30 dias anteriores',
  },
  '90': {
    button: '90 dias',
    phrase: 'nos últimos 90 dias',
    closed: 'Fechado nos últimos 90 dias',
    before: 'os 90 dias anteriores',
    beforeTitle: '90 dias anteriores',
  },
};

/** Este mês / 30 dias / 90 dias. */
export const resultPeriodOptions = resultPeriods.map((period) => ({
  value: period,
  label: periodLabels[period].button,
}));

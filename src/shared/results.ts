import type { LostReason, Phase } from './customers.ts';
import type { CampaignResult } from './campaigns.ts';
import type { PixResults } from './pix.ts';

export const resultPeriods = ['month', '30', '90'] as const;
export type ResultPeriod = (typeof resultPeriods)[number];

/** 'Resultados': how the member's sales go. */
export interface Results {
  /** The pipeline as it is now: customers and value per phase. */
  funnel: Array<{ fase: Phase; count: number; value: number }>;
  /** Value of the deals closed this calendar month and the one before (the chart by month). */
  closedThisMonth: number;
  closedLastMonth: number;
  /** Value of the deals closed in the period, and in the period just before, as long. */
  closedValue: number;
  closedValueBefore: number;
  /**
   * In the period: Fechado ÷ (Fechado + Perdido), null without either: 'Taxa de fechamento', the
   * share of the deals decided that were won (not of every customer who came in).
   */
  winRate: number | null;
  /** In the period: median whole days from a customer's creation to Fechado. */
  medianDaysToClose: number | null;
  closedInPeriod: number;
  lostInPeriod: number;
  lostReasons: Array<{ reason: LostReason | null; count: number }>;
  scriptsUsed: number;
  objectionsUsed: number;
  /** Open customers (not Fechado or Perdido) and how many of them have a next contact. */
  nextStepShare: { withNextStep: number; open: number };
  /** In the period: Pix charges made and received ('Cobrar com Pix'). */
  pix: PixResults;
  /** Campaigns with a send in the period, the latest first (at most 10). */
  campaigns: CampaignResult[];
}

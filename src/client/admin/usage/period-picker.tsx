import { USAGE_DAYS } from '#shared/admin.ts';

export type UsageDays = (typeof USAGE_DAYS)[number];

/** 7 / 30 / 90 dias. */
export const usagePeriods = USAGE_DAYS.map((days) => ({ value: days, label: `${days} dias` }));

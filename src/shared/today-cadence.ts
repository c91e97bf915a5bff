import type { Phase } from './customers.ts';

/** The open phases a cadence applies to; Fechado and Perdido have no follow-ups. */
export const cadencePhases = ['prospect', 'contacted', 'interested', 'proposal'] as const;
export type CadencePhase = (typeof cadencePhases)[number];

/** Days to wait after each attempt, per phase (GET and PUT /api/account/cadences). */
export type Cadences = Record<CadencePhase, number[]>;

export const cadenceLimits = { minSteps: 1, maxSteps: 5, minDays: 1, maxDays: 60 };

/** The cadence a member starts with: a nudge soon, then longer waits. */
export const defaultCadences: Cadences = {
  prospect: [1, 3, 7],
  contacted: [2, 4, 7],
  interested: [1, 3, 7],
  proposal: [1, 3, 7],
};

export const isCadencePhase = (fase: Phase): fase is CadencePhase =>
  (cadencePhases as readonly string[]).includes(fase);

import { eq, sql } from 'drizzle-orm';
import { cadencePhases, defaultCadences, type Cadences } from '#shared/today-cadence.ts';
import type { Executor } from '../db/client.ts';
import { memberCadences } from '../db/schema.ts';

/** The member's cadences: their own where they set one, the defaults elsewhere. */
export async function getCadences(db: Executor, userId: string): Promise<Cadences> {
  const [row] = await db
    .select({ cadences: memberCadences.cadences })
    .from(memberCadences)
    .where(eq(memberCadences.userId, userId));
  const saved = (row?.cadences ?? {}) as Partial<Cadences>;
  return Object.fromEntries(
    cadencePhases.map((phase) => [phase, saved[phase] ?? defaultCadences[phase]]),
  ) as Cadences;
}

export async function saveCadences(db: Executor, userId: string, cadences: Cadences) {
  await db
    .insert(memberCadences)
    .values({ userId, cadences })
    .onConflictDoUpdate({
      target: memberCadences.userId,
      set: { cadences, updatedAt: sql`now()` },
    });
}

import { desc } from 'drizzle-orm';
import type { CustomerEvent } from '#shared/customer-events.ts';
import type { Executor } from '../db/client.ts';
import { ofCustomer } from '../db/customer-rows.ts';
import { customerEvents } from '../db/schema.ts';

type NewEvent = typeof customerEvents.$inferInsert;

export async function recordEvents(db: Executor, events: NewEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(customerEvents).values(events);
}

/** What changed between two states of a customer worth a line in its history. */
export function changeEvents(
  base: { userId: string; customerId: string },
  before: { fase: string; valor: string | null },
  after: { fase: string; valor: string | null },
): NewEvent[] {
  const events: NewEvent[] = [];
  if (before.fase !== after.fase) {
    events.push({ ...base, type: 'phase', fromValue: before.fase, toValue: after.fase });
  }
  const amount = (v: string | null) => (v === null ? null : Number(v));
  if (amount(before.valor) !== amount(after.valor)) {
    events.push({ ...base, type: 'value', fromValue: before.valor, toValue: after.valor });
  }
  return events;
}

/** A customer's history, newest first (the caller checked the customer is the member's). */
export async function listEvents(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<CustomerEvent[]> {
  const rows = await db
    .select()
    .from(customerEvents)
    .where(ofCustomer(customerEvents, userId, customerId))
    .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
    .limit(200);
  return rows.map((r) => ({
    type: r.type,
    from: r.fromValue,
    to: r.toValue,
    at: r.createdAt.toISOString(),
  }));
}

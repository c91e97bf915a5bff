import pLimit from 'p-limit';
import type { ReminderPayload } from '#shared/push.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { sendPush } from './send.ts';
import { dueReminders, markReminded, removeSubscriptions } from './store.ts';
import type { Vapid } from './vapid.ts';

const TIME_ZONE = 'America/Sao_Paulo';

/** The hour (0–23) and the calendar day (YYYY-MM-DD) in São Paulo at `now`. */
export function saoPauloClock(now: Date): { hour: number; today: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { hour: Number(parts.hour), today: `${parts.year}-${parts.month}-${parts.day}` };
}

export const reminderPayload = (due: number): ReminderPayload => ({
  title: `Hoje: ${due} ${due === 1 ? 'cliente' : 'clientes'} para retomar`,
  body: 'Toque para ver quem chamar e a mensagem de cada um.',
  url: '/inicio',
});

export interface ReminderRun {
  hour: number;
  sent: number;
  /** Members with nothing due today: no notification. */
  skipped: number;
  /** Answered 404/410 by the push service: the browser unsubscribed; the row is deleted. */
  removed: number;
  failed: number;
}

/**
 * The hourly job: each subscription set to this hour in its member's zone (São Paulo's for one
 * saved before the zone was kept) whose member has follow-ups due that day or overdue gets
 * 'Hoje: N clientes para retomar', which opens /inicio. A subscription is marked for its day
 * once answered, so a retried run sends only what the failed one did not. `hour` in the run's
 * report is São Paulo's.
 */
export async function sendFollowUpReminders(
  deps: { db: Db; vapid: Vapid; log: Logger },
  now: Date = new Date(),
): Promise<ReminderRun> {
  const { hour } = saoPauloClock(now);
  const due = await dueReminders(deps.db, now);
  const run: ReminderRun = { hour, sent: 0, skipped: 0, removed: 0, failed: 0 };
  const done: string[] = [];
  const gone: string[] = [];
  const limit = pLimit(8);
  await Promise.all(
    due.map((s) =>
      limit(async () => {
        if (s.due === 0) {
          run.skipped++;
          return done.push(s.id);
        }
        const status = await sendPush(s, JSON.stringify(reminderPayload(s.due)), deps.vapid).catch(
          (err: unknown) => {
            deps.log.warn({ err, subscription: s.id }, 'push reminder not delivered');
            return 0;
          },
        );
        if (status >= 200 && status < 300) {
          run.sent++;
          done.push(s.id);
        } else if (status === 404 || status === 410) {
          run.removed++;
          gone.push(s.id);
        } else {
          run.failed++;
          if (status) deps.log.warn({ status, subscription: s.id }, 'push service refused');
        }
      }),
    ),
  );
  await markReminded(deps.db, done, now);
  await removeSubscriptions(deps.db, gone);
  return run;
}

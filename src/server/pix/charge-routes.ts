import { addDays } from '#shared/time-zone.ts';
import { Hono, type Context } from 'hono';
import type { PixChargesAnswer } from '#shared/pix.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberToday } from '../http/member-day.ts';
import {
  createPixCharge,
  listPixCharges,
  markPixChargePaid,
  recordPixChargeSent,
} from './charge-store.ts';
import { getCustomer } from '../customers/store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const chargeIdParam = (c: Context) => {
  const id = c.req.param('chargeId') ?? '';
  if (!UUID.test(id)) throw notFound();
  return id.toLowerCase();
};

/** /api/customers/:id/pix-charges, behind requireMember (the /customers/* guard). */
export function pixChargeRoutes(db: Db): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .get('/:id/pix-charges', async (c) => {
        const userId = c.get('user').id;
        const id = idParam(c);
        await getCustomer(db, userId, id); // 404 unless it is the member's
        return c.json({ charges: await listPixCharges(db, userId, id) } satisfies PixChargesAnswer);
      })
      .post('/:id/pix-charges', async (c) => {
        const tomorrow = addDays(memberToday(c), 1);
        return c.json(await createPixCharge(db, c.get('user').id, idParam(c), tomorrow), 201);
      })
      // The charge's message opened in WhatsApp: kept in the conversation and the history.
      .post('/:id/pix-charges/:chargeId/sent', async (c) => {
        await recordPixChargeSent(db, c.get('user').id, idParam(c), chargeIdParam(c));
        return c.body(null, 204);
      })
      .post('/:id/pix-charges/:chargeId/paid', async (c) =>
        c.json(await markPixChargePaid(db, c.get('user').id, idParam(c), chargeIdParam(c))),
      )
  );
}

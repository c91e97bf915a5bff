import { Hono, type Context } from 'hono';
import {
  campaignRecipientSchema,
  campaignSettingsSchema,
  newCampaignSchema,
} from '#shared/campaign-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberClock } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import {
  campaignDetail,
  campaignsOverview,
  createCampaign,
  resumeCampaign,
  sendCampaignMessage,
  setDailyCap,
  skipRecipient,
} from './store.ts';
import { writeNextWithAi } from './ai-next.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { DailyLimits } from '../limits/store.ts';

/** /api/campaigns: the occasions and campaigns, a new one, its queue and the seller's taps. */
export function campaignRoutes(db: Db, engine: AiEngine, limits: DailyLimits): Hono<AppEnv> {
  const detail = (c: Context<AppEnv>, id: string) =>
    db.transaction((tx) => campaignDetail(tx, c.get('user').id, id, memberClock(c)));
  /** With a provider, the next message is its own (after the transaction: it may take seconds). */
  const writeNext = (c: Context<AppEnv>, id: string) =>
    writeNextWithAi(
      db,
      engine,
      c.get('log'),
      c.get('user').id,
      id,
      memberClock(c),
      limits.campaignMessages,
    );
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await campaignsOverview(db, c.get('user').id, memberClock(c))))
    .put('/settings', async (c) => {
      const { dailyCap } = await parseBody(c, campaignSettingsSchema);
      await setDailyCap(db, c.get('user').id, dailyCap);
      return c.body(null, 204);
    })
    .post('/', async (c) => {
      const input = await parseBody(c, newCampaignSchema);
      const userId = c.get('user').id;
      const id = await createCampaign(db, userId, input, memberClock(c));
      await writeNext(c, id);
      return c.json({ id }, 201);
    })
    .get('/:id', async (c) => c.json(await detail(c, idParam(c))))
    .post('/:id/send', async (c) => {
      const id = idParam(c);
      const { customerId } = await parseBody(c, campaignRecipientSchema);
      const userId = c.get('user').id;
      await db.transaction((tx) => sendCampaignMessage(tx, userId, id, customerId, memberClock(c)));
      await writeNext(c, id);
      return c.json(await detail(c, id));
    })
    .post('/:id/skip', async (c) => {
      const id = idParam(c);
      const { customerId } = await parseBody(c, campaignRecipientSchema);
      await db.transaction((tx) => skipRecipient(tx, c.get('user').id, id, customerId));
      await writeNext(c, id);
      return c.json(await detail(c, id));
    })
    .post('/:id/resume', async (c) => {
      const id = idParam(c);
      await db.transaction((tx) => resumeCampaign(tx, c.get('user').id, id));
      return c.json(await detail(c, id));
    });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { productInput, send, signedInUser } from './factories.ts';

// 50 simultaneous requests per quota: exactly the limit succeeds. CI runs this on the embedded
// PostgreSQL and again on the machine's PostgreSQL 15 (TEST_DATABASE_URL).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { engine: offlineEngine(0) });
});
afterAll(() => t.close());

describe('quotas under concurrency', () => {
  it.each([
    ['scripts', '/api/scripts', 3, 'scripts_generated'],
    ['objections', '/api/objections', 5, 'objections_broken'],
  ] as const)(
    '50 simultaneous %s requests: exactly %i succeed',
    async (_kind, path, limit, column) => {
      const user = await signedInUser(t);
      const { id: productId } = await (
        await send(t, 'POST', '/api/products', user.cookie, productInput())
      ).json();
      const body = { productId, customerNeeds: 'Presente', objection: 'Caro' };
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => send(t, 'POST', path, user.cookie, body)),
      );
      await Promise.all(responses.map((r) => r.text()));
      expect(responses.filter((r) => r.status === 200)).toHaveLength(limit);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(50 - limit);
      const { rows } = await t.database.pool.query(
        `SELECT ${column} AS used FROM user_daily_limits WHERE user_id = $1`,
        [user.id],
      );
      expect(rows).toEqual([{ used: limit }]);
    },
  );
});

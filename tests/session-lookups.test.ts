import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { clearSessionCache } from '../src/server/auth/session-cache.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, signedInUser } from './factories.ts';

// A member's requests under way when their cached session expires share one lookup.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('looks a session up once for the requests that miss the cache together', async () => {
  const user = await signedInUser(t);
  clearSessionCache();
  const query = vi.spyOn(t.database.pool, 'query');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => send(t, 'GET', '/api/products', user.cookie)),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  const sessionReads = query.mock.calls.filter(([q]) =>
    /from "sessions?"/.test(typeof q === 'string' ? q : (q as { text: string }).text),
  );
  expect(sessionReads).toHaveLength(1);
  query.mockRestore();
});

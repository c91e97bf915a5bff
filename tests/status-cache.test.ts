import { afterAll, beforeAll, expect, it } from 'vitest';
import { setStatusByAdmin } from '../src/server/admin/members-store.ts';
import { createLogger } from '../src/server/logger.ts';
import { setMemberStatus } from '../src/server/members/store.ts';
import { watchMemberStatus, type MemberStatusCache } from '../src/server/members/status-cache.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// A status this instance writes is forgotten here at once, before PostgreSQL's message comes
// back through the listener: on a loaded machine that message came a moment after the admin's
// response, and the member's next request still saw the old status (a flaky tests/admin.test.ts).

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let cache: MemberStatusCache;
const email = 'cache-local@exemplo.com';

beforeAll(async () => {
  database = await createTestDatabase();
  cache = watchMemberStatus(database, createLogger('silent'));
  await setMemberStatus(database.db, { email, status: 'active', source: 'test' });
  // Cached once the listener has proved it delivers.
  const delivering = () => (cache as unknown as { delivering: boolean }).delivering;
  for (let i = 0; i < 100 && !delivering(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!delivering()) throw new Error('the member status listener never delivered');
});
afterAll(async () => {
  cache.stop();
  await database.close();
});

/** The listener's socket, held so no message of PostgreSQL's is read until it is resumed. */
const listenerSocket = () =>
  (cache as unknown as { client: { connection: { stream: NodeJS.ReadableStream } } }).client
    .connection.stream;

it("an admin's change is seen by the next request, the listener's message not yet read", async () => {
  expect(await cache.isActive(database.db, email)).toBe(true);
  expect(await cache.isActive(database.db, email)).toBe(true);
  const socket = listenerSocket();
  socket.pause();
  try {
    await setStatusByAdmin(database.db, { email, status: 'inactive', reason: 'teste', by: 'op' });
    expect(await cache.isActive(database.db, email)).toBe(false);
    await setStatusByAdmin(database.db, { email, status: 'active', by: 'op' });
    expect(await cache.isActive(database.db, email)).toBe(true);
  } finally {
    socket.resume();
  }
});

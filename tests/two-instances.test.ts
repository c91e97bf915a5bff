import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberStatus } from '../src/server/members/store.ts';
import { LISTENER_APPLICATION_NAME } from '../src/server/members/status-cache.ts';
import { memberSession } from './helpers/http-member.ts';
import { startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { productInput } from './factories.ts';

// Two app instances on one PostgreSQL, as a deployment behind a load balancer runs them.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
const email = 'duas-instancias@exemplo.com';
const admin = 'operador-duplo@exemplo.com';
const others = ['na-hora@exemplo.com', 'sem-ouvinte@exemplo.com'];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const dataDir = tempDataDir();
    dataDirs.push(dataDir);
    servers.push(
      // Instances of one deployment share AUTH_SECRET: it signs the session cookies.
      await startServer({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        MEMBER_EMAILS: [email, admin, ...others].join(','),
        ADMIN_EMAILS: admin,
        AUTH_SECRET: 'a-secret-both-instances-share-0123456789',
      }),
    );
  }
});
afterAll(async () => {
  for (const server of servers) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// Both instances work the one mail queue: the link is in whichever outbox sent it.
const session = (member: string) =>
  memberSession(servers[0]!.baseUrl, dataDirs, {
    email: member,
    password: 'senha-dupla',
    name: 'Dupla',
  });
const caller =
  (cookie: string) =>
  (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
    });

/**
 * A change reaches the other instance as PostgreSQL's message, a moment after the commit
 * (decision 004): its status is awaited as a member's next requests see it, within 2 s,
 * not the cache's ten minutes.
 */
const statusOn = (call: ReturnType<typeof caller>, server: ServerProcess) =>
  expect.poll(async () => (await call(server, '/api/products')).status, { timeout: 2_000 });

describe('two instances, one database', () => {
  it('share sessions, an exact quota, and a deactivation at the next request', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const call = caller(await session(email));
    // A session made on one works on the other.
    expect((await call(b, '/api/me')).status).toBe(200);

    const product = await (
      await call(b, '/api/products', { method: 'POST', body: JSON.stringify(productInput()) })
    ).json();
    // 3 scripts a day, whichever instance is asked: 10 requests spread over both.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = await call(i % 2 ? a : b, '/api/scripts', {
          method: 'POST',
          body: JSON.stringify({ productId: product.id }),
        });
        await res.text();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);

    await setMemberStatus(database.db, { email, status: 'inactive', source: 'test' });
    await statusOn(call, a).toBe(403);
    await statusOn(call, b).toBe(403);
  });

  it('a deactivation in one instance’s console is refused by the other at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const member = others[0]!;
    const call = caller(await session(member));
    const operator = caller(await session(admin));
    // Both instances have the member's status in memory.
    expect((await call(a, '/api/products')).status).toBe(200);
    expect((await call(b, '/api/products')).status).toBe(200);

    const res = await operator(a, `/api/admin/members/${member}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'inactive', reason: 'Pedido de cancelamento' }),
    });
    expect(res.status).toBe(200);
    await statusOn(call, b).toBe(403);
    await statusOn(call, a).toBe(403);

    await operator(b, `/api/admin/members/${member}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'active' }),
    });
    await statusOn(call, a).toBe(200);
  });

  it('a deactivation missed while the listener was down still takes effect', async () => {
    const [, b] = servers as [ServerProcess, ServerProcess];
    const member = others[1]!;
    const call = caller(await session(member));
    expect((await call(b, '/api/products')).status).toBe(200);

    const name = LISTENER_APPLICATION_NAME.replace(String(process.pid), String(b.proc.pid));
    const listeners = async () =>
      (
        await database.pool.query<{ pid: number }>(
          'select pid from pg_stat_activity where application_name = $1',
          [name],
        )
      ).rows.map((r) => r.pid);
    const [killed] = await listeners();
    expect(killed).toBeDefined();
    await database.pool.query('select pg_terminate_backend($1)', [killed]);
    await expect.poll(listeners).not.toContain(killed);

    // No message reaches B about this change: its next request must not trust its memory.
    await setMemberStatus(database.db, { email: member, status: 'inactive', source: 'test' });
    expect((await call(b, '/api/products')).status).toBe(403);

    // The listener comes back by itself, and its messages count again.
    await expect.poll(listeners, { timeout: 10_000 }).toHaveLength(1);
    await setMemberStatus(database.db, { email: member, status: 'active', source: 'test' });
    await statusOn(call, b).toBe(200);
    await setMemberStatus(database.db, { email: member, status: 'inactive', source: 'test' });
    await statusOn(call, b).toBe(403);
  });
});

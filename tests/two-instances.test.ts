import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberStatus } from '../src/server/members/store.ts';
import { memberSession } from './helpers/http-member.ts';
import { startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { productInput } from './factories.ts';

// Two app instances on one PostgreSQL, as a deployment behind a load balancer runs them.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
const email = 'duas-instancias@exemplo.com';

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
        MEMBER_EMAILS: email,
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

describe('two instances, one database', () => {
  it('share sessions, an exact quota, and a deactivation at the next request', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const cookie = await memberSession(a.baseUrl, dataDirs[0]!, {
      email,
      password: 'senha-dupla',
      name: 'Dupla',
    });
    const call = (server: ServerProcess, path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json', ...init.headers },
      });
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
    expect((await call(a, '/api/products')).status).toBe(403);
    expect((await call(b, '/api/products')).status).toBe(403);
  });
});

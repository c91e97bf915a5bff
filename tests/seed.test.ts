import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { DEMO_EMAIL, isLocalUrl, seedMembers } from '../src/server/members/seed.ts';
import { isActiveMember } from '../src/server/members/store.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// The demo member, with a known password, exists only where nobody else can reach the app.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let embedded: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  embedded = { ...database, mode: 'embedded' };
});
afterAll(() => database.close());

const config = (APP_URL: string) => loadConfig({ APP_URL });
const demoUser = () => database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));

describe('the demo member', () => {
  it('is never made on a public APP_URL', async () => {
    expect(await seedMembers(embedded, config('https://fechazap.com.br'), 'senha-demo')).toBe(
      undefined,
    );
    expect(await demoUser()).toEqual([]);
    expect(await isActiveMember(database.db, DEMO_EMAIL)).toBe(false);
  });

  it('is made once on a local APP_URL: its password is answered only then', async () => {
    const local = config('http://localhost:3000');
    expect(await seedMembers(embedded, local, 'senha-demo')).toEqual({
      email: DEMO_EMAIL,
      password: 'senha-demo',
    });
    expect(await seedMembers(embedded, local, 'senha-demo')).toBe(undefined);
    expect(await demoUser()).toHaveLength(1);
    expect(await isActiveMember(database.db, DEMO_EMAIL)).toBe(true);
  });

  it('made earlier, is suspended by a start on a public APP_URL', async () => {
    await seedMembers(embedded, config('https://app.exemplo.com'), 'senha-demo');
    expect(await isActiveMember(database.db, DEMO_EMAIL)).toBe(false);
  });

  it('tells local addresses from public ones', () => {
    const local = ['http://localhost:3000', 'http://app.localhost', 'http://127.0.0.1:3000'];
    for (const url of [...local, 'http://127.8.9.10', 'http://[::1]:3000'])
      expect(isLocalUrl(url), url).toBe(true);
    for (const url of ['https://fechazap.com.br', 'http://192.168.0.10', 'http://localhost.com'])
      expect(isLocalUrl(url), url).toBe(false);
  });
});

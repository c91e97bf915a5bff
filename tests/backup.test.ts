import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFileError } from '../src/server/backup/format.ts';
import { restoreBackup } from '../src/server/backup/restore.ts';
import { migrateToLevel, publicTables } from '../src/server/backup/schema-level.ts';
import { writeBackup } from '../src/server/backup/snapshot.ts';
import {
  clientes,
  memberEvents,
  passwordLinks,
  produtos,
  scriptsGerados,
  sessions,
  userDailyLimits,
  verifications,
} from '../src/server/db/schema.ts';
import { migrationsFolder } from '../src/server/paths.ts';
import { createUser } from './factories.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-backup-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ODD_TEXT = 'Olá, ação ✓ 🚀 "aspas" \\ barra\nnova linha\r\ttab \u2028 fim';

/** Every table of the public schema, each row as PostgreSQL's JSON text, sorted. */
async function tableContents(): Promise<Record<string, string[]>> {
  const client = await database.pool.connect();
  try {
    const contents: Record<string, string[]> = {};
    for (const table of (await publicTables(client)).sort()) {
      const { rows } = await client.query<{ r: string }>(
        `SELECT row_to_json(t)::text AS r FROM public.${table} t ORDER BY 1`,
      );
      contents[table] = rows.map((row) => row.r);
    }
    return contents;
  } finally {
    client.release();
  }
}

async function wipe() {
  await database.pool.query(
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
  );
}

async function seed() {
  const { db } = database;
  const seller = await createUser(db, { name: ODD_TEXT });
  const [product] = await db
    .insert(produtos)
    .values({
      userId: seller.id,
      nome: 'Mentoria',
      nicho: ODD_TEXT,
      preco: 'R$ 1.997,00',
      canalAquisicao: 'Instagram',
      clienteIdeal: 'quem vende',
      objecoes: 'caro',
      diferencial: 'método',
      processoVendas: 'WhatsApp',
      problemaResolve: 'vendas',
      urgencia: 'alta',
    })
    .returning();
  await db.insert(scriptsGerados).values({
    userId: seller.id,
    produtoId: product!.id,
    produtoNome: 'Mentoria',
    scriptContent: ODD_TEXT,
  });
  await db.insert(memberEvents).values({
    platform: 'hotmart',
    eventId: 'evt-1',
    eventType: 'PURCHASE_APPROVED',
    email: seller.email,
    action: 'activate',
    payload: { nested: { list: [1, 2.5, null, ODD_TEXT] }, big: 1234567890123456 },
  });
  const [limits] = await db
    .insert(userDailyLimits)
    .values({ userId: seller.id, date: '2026-03-01' })
    .returning();
  // Enough customers that the backup takes a while and the writers below overlap it.
  await database.pool.query(
    `INSERT INTO clientes (user_id, nome, telefone, valor, proximo_contato, data_contato, observacoes)
     SELECT $1, 'Cliente ' || i, '+55119' || lpad(i::text, 8, '0'), (i * 1.05)::numeric(12,2),
            date '2026-01-01' + (i % 300), timestamptz '2026-01-01 12:00:00.123456+00' + i * interval '1 min',
            $2
       FROM generate_series(1, 20000) AS i`,
    [seller.id, ODD_TEXT],
  );
  return { seller, product: product!, limitsId: limits!.id };
}

describe('backup and restore', () => {
  it('back up while members write; wipe; restore: every table as it was at one instant', async () => {
    const { seller, limitsId } = await seed();
    const { db } = database;
    // Each write touches three tables in one transaction: a snapshot holds all of it or none.
    let written = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        const k = written + 1;
        await db.transaction(async (tx) => {
          await tx.insert(clientes).values({ userId: seller.id, nome: `loop-${k}` });
          await tx.insert(scriptsGerados).values({ userId: seller.id, scriptContent: `loop-${k}` });
          await tx
            .update(userDailyLimits)
            .set({ scriptsGenerated: k })
            .where(eq(userDailyLimits.id, limitsId));
        });
        written = k;
      }
    })();
    while (written < 20) await sleep(5);

    const writtenBefore = written;
    const file = path.join(dir, 'during-writes.jsonl.gz');
    const summary = await writeBackup(database.pool, file);
    const writtenAfter = written;
    while (written < writtenAfter + 20) await sleep(5);
    stop = true;
    await writer;
    expect(writtenAfter).toBeGreaterThan(writtenBefore); // the backup did overlap the writes

    const final = await tableContents();
    await wipe();
    const restored = await restoreBackup(database.pool, file);
    const after = await tableContents();

    // K: the writes the snapshot holds. All three tables must agree on it.
    const loopRows = (rows: string[]) => rows.filter((r) => /"loop-\d+"/.test(r));
    const k = loopRows(after.clientes!).length;
    expect(k).toBeGreaterThanOrEqual(writtenBefore);
    expect(k).toBeLessThanOrEqual(writtenAfter);
    const atSnapshot = (rows: string[]) =>
      rows.filter((r) => {
        const m = /"loop-(\d+)"/.exec(r);
        return !m || Number(m[1]) <= k;
      });
    const expected: Record<string, string[]> = {
      ...final,
      clientes: atSnapshot(final.clientes!),
      scripts_gerados: atSnapshot(final.scripts_gerados!),
      user_daily_limits: final.user_daily_limits!.map((r) =>
        r.replace(/"scripts_generated":\d+/, `"scripts_generated":${k}`),
      ),
    };
    expect(Object.keys(after)).toEqual(Object.keys(final));
    for (const table of Object.keys(final)) expect(after[table], table).toEqual(expected[table]);
    expect(loopRows(after.scripts_gerados!)).toHaveLength(k);
    expect(restored.counts).toEqual(summary.counts);
    expect(restored.counts.clientes).toBe(20_000 + k);
  }, 60_000);

  it('restores a backup taken before the newest migrations, then applies them', async () => {
    await wipe();
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await migrateToLevel(client, 1795349555177); // 0003_purchases_ledger: no password_links
      await client.query(
        "INSERT INTO members (email, status, source) VALUES ('antiga@exemplo.com', 'active', 'cli')",
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const file = path.join(dir, 'older.jsonl.gz');
    const summary = await writeBackup(database.pool, file);
    expect(summary.counts).not.toHaveProperty('password_links');

    await wipe();
    const restored = await restoreBackup(database.pool, file);
    expect(restored.counts).toMatchObject({ members: 1, password_links: 0 });
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(readMigrationFiles({ migrationsFolder }).length);
  });

  it('refuses a damaged file before touching the data, and keeps the data a restore replaces', async () => {
    const good = path.join(dir, 'older.jsonl.gz');
    const lines = gunzipSync(readFileSync(good)).toString().split('\n');
    const truncated = path.join(dir, 'truncated.jsonl.gz');
    writeFileSync(truncated, gzipSync(lines.slice(0, -3).join('\n')));
    const notBackup = path.join(dir, 'other.jsonl.gz');
    writeFileSync(notBackup, gzipSync('{"hello":"world"}\n'));
    const before = await tableContents();

    await expect(restoreBackup(database.pool, truncated)).rejects.toThrow(/incomplete/);
    await expect(restoreBackup(database.pool, notBackup)).rejects.toThrow(BackupFileError);
    expect(await tableContents()).toEqual(before);

    const kept = path.join(dir, 'kept');
    const restored = await restoreBackup(database.pool, good, { keepPreviousIn: kept });
    expect(restored.previousDataFile).toMatch(
      /kept\/pre-restore-\d{4}-\d\d-\d\dT\d{6}Z\.jsonl\.gz$/,
    );
    await wipe();
    await restoreBackup(database.pool, restored.previousDataFile!);
    expect(await tableContents()).toEqual(before);
  });

  it('restores without sessions or links (every device signs in again), keeping BACKUP_KEEP pre-restore copies', async () => {
    const { db } = database;
    const seller = await createUser(db);
    const later = new Date(Date.now() + 86_400_000);
    await db.insert(sessions).values({ token: 'old-session', userId: seller.id, expiresAt: later });
    await db.insert(verifications).values({ identifier: 'x', value: 'y', expiresAt: later });
    await db
      .insert(passwordLinks)
      .values({ email: seller.email, purpose: 'reset', tokenHash: 'hash', expiresAt: later });
    const file = path.join(dir, 'with-sessions.jsonl.gz');
    await writeBackup(database.pool, file);

    const kept = path.join(dir, 'pruned');
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    for (const day of [1, 2, 3]) {
      const restored = await restoreBackup(database.pool, file, {
        keepPreviousIn: kept,
        keep: 2,
        now: at(day),
      });
      expect(restored.counts).toMatchObject({
        users: 1,
        sessions: 0,
        verifications: 0,
        password_links: 0,
      });
    }
    expect(readdirSync(kept).sort()).toEqual([
      'pre-restore-2026-01-02T120000Z.jsonl.gz',
      'pre-restore-2026-01-03T120000Z.jsonl.gz',
    ]);
  });
});

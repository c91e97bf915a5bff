import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memberSession } from './helpers/http-member.ts';
import { startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';
import { productInput } from './factories.ts';

// A stream of writes (products, customers, moves, scripts) against the real server, kill -9
// in the middle, restart: every write acknowledged with 2xx is there, and nothing is
// half-written. Five runs; odd runs also kill PostgreSQL, so its crash recovery runs too.

const RUNS = 5;
const dataDir = tempDataDir();
const emails = Array.from({ length: RUNS }, (_, i) => `crash-${i}@exemplo.com`);
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server?.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () =>
  startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MEMBER_EMAILS: emails.join(','),
    LOG_LEVEL: 'warn',
  });

interface Expected {
  products: Map<string, Record<string, unknown>>;
  /** Every product body sent, acknowledged or not: a row must be one of them, whole. */
  sentProducts: Array<Record<string, unknown>>;
  customers: Map<string, { acked: string; attempted: Set<string> }>;
  scripts: Set<string>;
}

const phases = ['prospect', 'contacted', 'interested', 'proposal', 'closed', 'lost'];

async function writeUntilKilled(
  baseUrl: string,
  cookie: string,
  expected: Expected,
  stopped: () => boolean,
) {
  const headers = {
    'content-type': 'application/json',
    cookie,
    origin: baseUrl.replace('127.0.0.1', 'localhost'),
  };
  const call = (method: string, p: string, body: unknown) =>
    fetch(`${baseUrl}${p}`, {
      method,
      headers: { ...headers, origin: '' },
      body: JSON.stringify(body),
    });
  let n = 0;
  while (!stopped()) {
    n++;
    try {
      const op = n % 4;
      if (op === 0) {
        const body = productInput({ nome: `Produto ${n} ${Math.random().toString(36).slice(2)}` });
        expected.sentProducts.push(body);
        const res = await call('POST', '/api/products', body);
        if (res.status === 201) expected.products.set((await res.json()).id, body);
      } else if (op === 1) {
        const res = await call('POST', '/api/customers', { nome: `Cliente ${n}` });
        if (res.status === 201)
          expected.customers.set((await res.json()).id, {
            acked: 'prospect',
            attempted: new Set(),
          });
      } else if (op === 2 && expected.customers.size > 0) {
        const ids = [...expected.customers.keys()];
        const id = ids[n % ids.length]!;
        const fase = phases[n % phases.length]!;
        const entry = expected.customers.get(id)!;
        entry.attempted.add(fase);
        const res = await call('PATCH', `/api/customers/${id}`, {
          fase,
          motivo_perda: fase === 'lost' ? 'outro' : null,
        });
        if (res.status === 200) expected.customers.set(id, { acked: fase, attempted: new Set() });
      } else if (op === 3 && expected.products.size > 0) {
        const res = await call('POST', '/api/scripts', {
          productId: [...expected.products.keys()][0],
        });
        const text = res.status === 200 ? await res.text() : '';
        const done = text.split('\n').find((l) => l.includes('"type":"done"'));
        if (done) expected.scripts.add(JSON.parse(done).script.id);
      }
    } catch {
      // the server was killed mid-request: not acknowledged
    }
  }
}

// One test a run: each starts the server twice (up to 15 s each on a loaded 2-core machine).
describe('crash safety: every acknowledged write survives kill -9', () => {
  it.each(Array.from({ length: RUNS }, (_, run) => run))(
    'run %i',
    async (run) => {
      server = await start();
      const cookie = await memberSession(server.baseUrl, dataDir, {
        email: emails[run]!,
        password: 'senha-123',
        name: 'Crash',
      });
      const expected: Expected = {
        products: new Map(),
        sentProducts: [],
        customers: new Map(),
        scripts: new Set(),
      };
      let stop = false;
      const writers = Array.from({ length: 4 }, () =>
        writeUntilKilled(server!.baseUrl, cookie, expected, () => stop),
      );
      // Killed mid-stream: once writes are being acknowledged (a loaded machine may take a
      // while to answer the first), a little later each run.
      const acked = () => expected.products.size + expected.customers.size;
      for (let waited = 0; acked() === 0 && waited < 20_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 200 + run * 150));
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      server.proc.kill('SIGKILL');
      if (run % 2 === 1) process.kill(postmaster, 'SIGKILL');
      stop = true;
      await Promise.all(writers);
      await server.exited;

      server = await start();
      const get = async (p: string) =>
        (await fetch(`${server!.baseUrl}${p}`, { headers: { cookie } })).json();
      const products = (await get('/api/products')) as Array<Record<string, unknown>>;
      const customers = (await get('/api/customers')) as Array<{ id: string; fase: string }>;
      const scripts = (await get('/api/scripts')) as Array<{
        id: string;
        script_content: string;
      }>;
      const fields = Object.keys(productInput());
      const pick = (row: Record<string, unknown>) =>
        Object.fromEntries(fields.map((f) => [f, row[f]]));

      expect(
        expected.products.size + expected.customers.size,
        `run ${run} wrote something`,
      ).toBeGreaterThan(0);
      for (const [id, body] of expected.products) {
        expect(pick(products.find((p) => p.id === id)!), `run ${run}: product ${id}`).toEqual(body);
      }
      for (const row of products)
        expect(expected.sentProducts.map((b) => JSON.stringify(b))).toContain(
          JSON.stringify(pick(row)),
        );
      for (const [id, { acked, attempted }] of expected.customers) {
        const row = customers.find((c) => c.id === id);
        expect(row, `run ${run}: customer ${id}`).toBeDefined();
        expect([acked, ...attempted]).toContain(row!.fase);
      }
      for (const id of expected.scripts) {
        const script = scripts.find((s) => s.id === id);
        expect(script?.script_content, `run ${run}: script ${id}`).toMatch(/^## 1\./);
      }
      server.proc.kill('SIGTERM');
      await server.exited;
    },
    60_000,
  );
});

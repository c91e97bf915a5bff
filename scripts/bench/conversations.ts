// `npm run bench:conversations`: a 5 MB WhatsApp export of 20,000 messages shared and filed
// while /api/health is polled every 5 ms (targets: the import ≤ 5 s, health p95 ≤ 100 ms), then
// the history's pages at 10,000 customers with 200 messages each (seeded with generate_series).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { exportFileName, whatsappExport } from '../../tests/helpers/whatsapp-export.ts';
import { memberCookie, startBenchServer, type BenchServer } from './support.ts';

const MESSAGES = 20_000;
const EXPORT_BYTES = 5 * 1024 * 1024;
const CUSTOMERS = 10_000;
const PER_CUSTOMER = 200;
const PAGE_SAMPLES = 200;
const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * share) - 1]!;

function database({ dataDir }: BenchServer) {
  const pgPid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return new pg.Pool({
    host: '127.0.0.1',
    port: Number(pgPid[3]),
    user: 'fechazap',
    password: dbPassword,
    database: 'fechazap',
    max: 4,
  });
}

/** An Android export of MESSAGES messages, its last message padded to just under EXPORT_BYTES. */
function bigExport(): string {
  const start = Date.parse('2026-01-05T12:00:00Z');
  const line = 'Oi! Vi o catálogo e queria saber do tamanho, da cor e do prazo de entrega. ';
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    author: i % 2 === 0 ? 'Márcia Lopes' : 'Bench',
    at: new Date(start + i * 60_000),
    text: `${i}: ${line.repeat(2)}`,
  }));
  const text = whatsappExport('Márcia Lopes', messages, { phone: 'android', clock: '24h' });
  const pad = EXPORT_BYTES - 1024 - Buffer.byteLength(text);
  return pad > 0 ? text.replace(/\n$/, ` ${'.'.repeat(pad - 2)}\n`) : text;
}

async function pollHealth(baseUrl: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const start = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

async function importWhilePolling(server: BenchServer, cookie: string) {
  const { baseUrl } = server;
  const text = bigExport();
  const bytes = Buffer.byteLength(text);
  let done = false;
  const started = performance.now();
  const work = (async () => {
    const form = new FormData();
    form.append('file', new File([text], exportFileName('Márcia Lopes')));
    const shared = await fetch(`${baseUrl}/api/shares`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
      body: form,
    });
    if (shared.status !== 201) throw new Error(`share: ${shared.status} ${await shared.text()}`);
    const preview = (await shared.json()) as { id: string; messageCount: number };
    const sharedMs = performance.now() - started;
    const filed = await fetch(`${baseUrl}/api/shares/${preview.id}/file`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ newCustomer: { nome: 'Márcia Lopes', telefone: null } }),
    });
    if (filed.status !== 200) throw new Error(`file: ${filed.status} ${await filed.text()}`);
    const result = (await filed.json()) as { added: number };
    return { sharedMs, totalMs: performance.now() - started, preview, result };
  })().finally(() => (done = true));
  const health = await pollHealth(baseUrl, () => done);
  const { sharedMs, totalMs, preview, result } = await work;
  const p95 = percentile(health, 0.95);
  console.log(
    `export: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${preview.messageCount} messages read, ${result.added} filed`,
  );
  console.log(
    `shared (read + preview) in ${Math.round(sharedMs)} ms, filed in ${Math.round(totalMs - sharedMs)} ms, total ${Math.round(totalMs)} ms (target ≤ 5000 ms: ${ok(totalMs <= 5000)})`,
  );
  console.log(
    `/api/health meanwhile: ${health.length} requests, p50 ${percentile(health, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 100 ms: ${ok(p95 <= 100)})`,
  );
}

/** CUSTOMERS customers with PER_CUSTOMER messages each, straight into the database. */
async function seedHistory(pool: pg.Pool, userId: string): Promise<string[]> {
  const started = performance.now();
  const { rows } = await pool.query<{ id: string }>(
    `insert into clientes (user_id, nome, telefone, whatsapp)
     select $1, 'Cliente ' || i, null, null from generate_series(1, $2) i returning id`,
    [userId, CUSTOMERS],
  );
  await pool.query(
    `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
     select $1, c.id, case when n % 2 = 0 then 'customer' else 'seller' end,
       timestamptz '2026-01-01' + make_interval(mins => n),
       'Mensagem ' || n || ' de uma conversa de venda pelo WhatsApp'
     from unnest($2::uuid[]) c(id), generate_series(1, $3) n`,
    [userId, rows.map((r) => r.id), PER_CUSTOMER],
  );
  await pool.query('analyze conversation_messages');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`seeded ${CUSTOMERS} customers × ${PER_CUSTOMER} messages in ${seconds} s`);
  return rows.map((r) => r.id);
}

async function historyPages(server: BenchServer, cookie: string, customerIds: string[]) {
  const get = async (url: string) => {
    const start = performance.now();
    const res = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
    const page = (await res.json()) as { messages: unknown[]; nextBefore: string | null };
    return { ms: performance.now() - start, page };
  };
  const first: number[] = [];
  const older: number[] = [];
  for (let i = 0; i < PAGE_SAMPLES; i++) {
    const id = customerIds[Math.floor((i + 0.5) * (customerIds.length / PAGE_SAMPLES))]!;
    const a = await get(`/api/customers/${id}/messages`);
    first.push(a.ms);
    const b = await get(`/api/customers/${id}/messages?before=${a.page.nextBefore}`);
    older.push(b.ms);
    if (a.page.messages.length !== 50 || b.page.messages.length !== 50) {
      throw new Error('a page did not have 50 messages');
    }
  }
  const line = (name: string, v: number[]) =>
    `${name}: p50 ${percentile(v, 0.5).toFixed(1)} ms, p95 ${percentile(v, 0.95).toFixed(1)} ms`;
  console.log(`history over ${CUSTOMERS * PER_CUSTOMER} messages, ${PAGE_SAMPLES} customers:`);
  console.log(`  ${line('first page (50)', first)}`);
  console.log(`  ${line('next page (before=)', older)}`);
}

const emails = ['bench-share@exemplo.com', 'bench-history@exemplo.com'];
const server = await startBenchServer(4831, { MEMBER_EMAILS: emails.join(',') });
try {
  await importWhilePolling(server, await memberCookie(server, emails[0]!));
  const cookie = await memberCookie(server, emails[1]!);
  const { id: userId } = (await (
    await fetch(`${server.baseUrl}/api/me`, { headers: { cookie } })
  ).json()) as { id: string };
  const pool = database(server);
  try {
    await historyPages(server, cookie, await seedHistory(pool, userId));
  } finally {
    await pool.end();
  }
} finally {
  await server.stop();
}

// `npm run bench:load`: a mixed workload of signed-in members (list products, list customers,
// move a card, limits, an offline objection) for 60 s at 50 connections; then the throughput
// of GET /api/customers against a bare node:http + pg server running the same query, in
// alternating rounds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { productInput } from '../../tests/factories.ts';
import { jsonHeaders, median, memberCookie, startBenchServer } from './support.ts';

const MEMBERS = 25;
const CUSTOMERS = 50;
const DURATION = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const emails = Array.from({ length: MEMBERS }, (_, i) => `load-${i}@exemplo.com`);
const phases = ['prospect', 'contacted', 'interested', 'proposal', 'closed'];

// The machine's load average, printed with the figures: on a shared machine they move with it.
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
const server = await startBenchServer(4396, { MEMBER_EMAILS: emails.join(',') });
const { baseUrl } = server;
interface Member {
  cookie: string;
  productId: string;
  customerIds: string[];
  userId: string;
}
const members: Member[] = [];
try {
  for (const email of emails) {
    const cookie = await memberCookie(server, email);
    const headers = jsonHeaders(baseUrl, cookie);
    const product = await (
      await fetch(`${baseUrl}/api/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify(productInput()),
      })
    ).json();
    const csv = `Nome;Telefone;Valor (R$)\n${Array.from({ length: CUSTOMERS }, (_, i) => `Cliente ${i};(11) 98765-43${String(i).padStart(2, '0')};${i * 10},00`).join('\n')}\n`;
    await fetch(`${baseUrl}/api/customers/import`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
      body: csv,
    });
    const customers = (await (
      await fetch(`${baseUrl}/api/customers`, { headers })
    ).json()) as Array<{ id: string }>;
    const me = (await (await fetch(`${baseUrl}/api/me`, { headers })).json()) as { id: string };
    members.push({
      cookie,
      productId: product.id,
      customerIds: customers.map((c) => c.id),
      userId: me.id,
    });
  }

  // The quota would turn objections into 429s within seconds: the harness resets it each
  // 50 ms, in a worker thread, so every objection request does the real work (quota increment + writing).
  const pgPid = readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split(
    '\n',
  );
  const { dbPassword } = JSON.parse(
    readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8'),
  );
  const dbConfig = {
    host: '127.0.0.1',
    port: Number(pgPid[3]),
    user: 'fechazap',
    password: dbPassword,
    database: 'fechazap',
  };
  // In a worker thread: autocannon keeps this thread too busy for timers to fire on time.
  const resetQuota = new Worker(
    `const { workerData } = require('node:worker_threads');
     const client = new (require('pg').Client)(workerData);
     client.connect().then(() => setInterval(() => client.query('update user_daily_limits set objections_broken = 0').catch(() => {}), 50));`,
    { eval: true, workerData: dbConfig },
  );

  let next = 0;
  const mixed = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        path: '/api/products',
        setupRequest: (req, context) => {
          const ctx = context as { member?: Member };
          ctx.member ??= members[next++ % members.length]!;
          return { ...req, headers: { ...req.headers, cookie: ctx.member.cookie } };
        },
      },
      {
        method: 'GET',
        path: '/api/customers',
        setupRequest: (req, ctx) => ({
          ...req,
          headers: { ...req.headers, cookie: (ctx as { member: Member }).member.cookie },
        }),
      },
      {
        method: 'PATCH',
        setupRequest: (req, ctx) => {
          const { member } = ctx as { member: Member };
          const id = member.customerIds[Math.floor(Math.random() * member.customerIds.length)];
          const fase = phases[Math.floor(Math.random() * phases.length)];
          return {
            ...req,
            path: `/api/customers/${id}`,
            headers: { ...req.headers, ...jsonHeaders(baseUrl, member.cookie) },
            body: JSON.stringify({ fase }),
          };
        },
      },
      {
        method: 'GET',
        path: '/api/limits',
        setupRequest: (req, ctx) => ({
          ...req,
          headers: { ...req.headers, cookie: (ctx as { member: Member }).member.cookie },
        }),
      },
      {
        method: 'POST',
        path: '/api/objections',
        setupRequest: (req, ctx) => {
          const { member } = ctx as { member: Member };
          return {
            ...req,
            headers: { ...req.headers, ...jsonHeaders(baseUrl, member.cookie) },
            body: JSON.stringify({
              productId: member.productId,
              customerNeeds: 'Presente para a mãe',
              objection: 'Achei caro',
            }),
          };
        },
      },
    ],
  });
  await resetQuota.terminate();
  const errors = mixed.errors + mixed.timeouts + mixed.non2xx;
  console.log(`mixed workload, ${CONNECTIONS} connections for ${DURATION} s (${MEMBERS} members):`);
  console.log(
    `  ${mixed.requests.average.toFixed(0)} req/s, latency p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms (target <= 100: ${mixed.latency.p99 <= 100 ? 'ok' : 'OVER TARGET'})`,
  );
  console.log(
    `  errors: ${errors} (target 0; ${mixed.errors} socket errors, ${mixed.timeouts} timeouts; status codes ${Object.entries(
      mixed.statusCodeStats ?? {},
    )
      .map(([code, stats]) => `${code}: ${stats.count}`)
      .join(', ')})`,
  );

  // GET /api/customers against a bare node:http + pg server doing the same query and JSON.
  const member = members[0]!;
  const pool = new pg.Pool({ ...dbConfig, max: 10 });
  const bare = createServer((_req, res) => {
    pool
      .query('select * from clientes where user_id = $1 order by created_at desc', [member.userId])
      .then(
        ({ rows }) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(rows));
        },
        (err: unknown) => {
          // Counted as an error by autocannon instead of an unhandled rejection ending the run.
          res.writeHead(500).end(String(err));
        },
      );
  });
  // Any free port: other benchmarks may run on this machine at the same time.
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  // Five rounds of 3 s each, ours then bare: on a shared machine the load moves within a
  // minute, and alternating makes both servers meet it alike.
  const ROUNDS = 5;
  const round = { connections: CONNECTIONS, duration: 3 };
  const ours = { requests: 0, seconds: 0, errors: 0, p99: [] as number[] };
  const baseline = { requests: 0, seconds: 0, errors: 0 };
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const a = await autocannon({
      ...round,
      url: `${baseUrl}/api/customers`,
      headers: { cookie: member.cookie },
    });
    const b = await autocannon({ ...round, url: bareUrl });
    ours.requests += a.requests.total;
    ours.seconds += a.duration;
    ours.errors += a.errors + a.timeouts + a.non2xx;
    ours.p99.push(a.latency.p99);
    baseline.requests += b.requests.total;
    baseline.seconds += b.duration;
    baseline.errors += b.errors + b.timeouts + b.non2xx;
    ratios.push(a.requests.average / b.requests.average);
  }
  const oursRate = ours.requests / ours.seconds;
  const bareRate = baseline.requests / baseline.seconds;
  const ratio = oursRate / bareRate;
  console.log(
    `GET /api/customers (${CUSTOMERS} customers), ${CONNECTIONS} connections, ${ROUNDS} rounds of 3 s each, alternating:`,
  );
  console.log(
    `  FechaZap: ${oursRate.toFixed(0)} req/s (p99 of the rounds ${ours.p99.join(', ')} ms; errors ${ours.errors}); bare node:http + pg: ${bareRate.toFixed(0)} req/s (errors ${baseline.errors})`,
  );
  console.log(
    `  ratio: ${ratio.toFixed(2)} (target >= 0.8: ${ratio >= 0.8 ? 'ok' : 'UNDER TARGET'}); by round ${ratios.map((r) => r.toFixed(2)).join(', ')}, median ${median(ratios).toFixed(2)}`,
  );
  console.log(`load average at the end: ${load()}`);
  bare.close();
  await pool.end();
} finally {
  await server.stop();
}

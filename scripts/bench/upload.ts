// `npm run bench:upload`: three uploads of the worst shape at once (5 MB of one-character
// lines: two customers imports and one console members import), three rounds, while
// /api/health is polled every 5 ms. Prints health p50/p95 during the uploads, each upload's answer and time, and the
// server's resident memory before and at its peak (VmHWM).
import { readFileSync } from 'node:fs';
import { memberCookie, startBenchServer } from './support.ts';

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const ROUNDS = 3;
const emails = ['upload-a@exemplo.com', 'upload-b@exemplo.com', 'upload-admin@exemplo.com'];
const server = await startBenchServer(4397, {
  MEMBER_EMAILS: emails.join(','),
  ADMIN_EMAILS: emails[2]!,
});
const { baseUrl } = server;
const memory = (field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024;
};
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * share) - 1]!;

try {
  const cookies = await Promise.all(emails.map((email) => memberCookie(server, email)));
  const worst = (line: string) =>
    Buffer.from(
      ('Nome\n' + line.repeat(MAX_IMPORT_BYTES / line.length)).slice(0, MAX_IMPORT_BYTES),
    );
  const uploads = [
    ['/api/customers/import', cookies[0]!, worst('a\n')],
    ['/api/customers/import', cookies[1]!, worst(';\n')],
    ['/api/admin/members/import', cookies[2]!, worst('\n')],
  ] as const;
  const pollHealth = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      const start = performance.now();
      await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return times;
  };
  let counted = 0;
  const quiet = await pollHealth(() => ++counted > 20);
  console.log(
    `/api/health alone: p50 ${percentile(quiet, 0.5).toFixed(1)} ms, p95 ${percentile(quiet, 0.95).toFixed(1)} ms`,
  );
  const rssBefore = memory('VmHWM');
  const health: number[] = [];
  const lines: string[] = [];
  // Three rounds (within the 10 uploads a minute each member may send), for enough samples.
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    let done = false;
    const answers = Promise.all(
      uploads.map(async ([path, cookie, body]) => {
        const res = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { cookie, origin: baseUrl, 'content-type': 'text/csv' },
          body,
        });
        const { error } = (await res.json()) as { error?: { message: string } };
        return `${path}: ${res.status} in ${Math.round(performance.now() - started)} ms (${error?.message ?? 'ok'})`;
      }),
    ).finally(() => (done = true));
    health.push(...(await pollHealth(() => done)));
    lines.push(...(await answers));
  }
  for (const line of lines) console.log(line);
  const p95 = percentile(health, 0.95);
  console.log(
    `/api/health during the uploads: ${health.length} requests, p50 ${percentile(health, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 100 ms: ${p95 <= 100 ? 'ok' : 'OVER TARGET'})`,
  );
  console.log(
    `server RSS: peak ${rssBefore.toFixed(0)} MiB before the uploads, ${memory('VmHWM').toFixed(0)} MiB`,
  );
} finally {
  await server.stop();
}

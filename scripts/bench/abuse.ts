// `npm run bench:abuse`: the payloads of the attack on the landed main, each a little beyond the
// sizes that stalled or filled the server, sent to the real (bundled) server while /api/health is
// timed every 50 ms and the server's resident memory is read from /proc. Targets: the slowest
// health answer ≤ 250 ms during each payload, no request fails (every answer the expected one:
// no other 5xx than the 503 that sheds a burst of sign-ins, no dropped connection), the server
// under 1 GB.
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { checkoutSecrets, signStandardWebhook } from '../../tests/helpers/checkout.ts';
import { craftedZip } from '../../tests/helpers/crafted-zip.ts';
import { whatsappExport } from '../../tests/helpers/whatsapp-export.ts';
import { jsonHeaders, memberCookie, startBenchServer, type BenchServer } from './support.ts';

const HEALTH_EVERY_MS = 50;
const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/**
 * Runs `send` while health is timed and memory read; the figures of that one payload. The
 * payload is built before (by `prepare`): building it here would stall this process's own
 * health polling, not the server's.
 */
async function during(server: BenchServer, send: () => Promise<string>) {
  let done = false;
  const health: number[] = [];
  let failures = 0;
  let peakMb = rssMb(server.pid);
  const poll = (async () => {
    while (!done) {
      const start = performance.now();
      try {
        const res = await fetch(`${server.baseUrl}/api/health`);
        await res.arrayBuffer();
        if (!res.ok) failures++;
      } catch {
        failures++;
      }
      health.push(performance.now() - start);
      peakMb = Math.max(peakMb, rssMb(server.pid));
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const started = performance.now();
  let answer: string;
  try {
    answer = await send();
  } catch (error) {
    answer = `FAILED: ${(error as Error).message}`;
    failures++;
  }
  const ms = performance.now() - started;
  done = true;
  await poll;
  return { answer, ms, slowest: Math.max(...health), failures, peakMb };
}

/** `expected` statuses only; anything else (a 5xx, a dropped connection) is a failure. */
async function expectStatus(res: Promise<Response>, ...expected: number[]): Promise<Response> {
  const answer = await res;
  if (!expected.includes(answer.status)) {
    throw new Error(`${answer.status} ${(await answer.text()).slice(0, 200)}`);
  }
  return answer;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 13, minute));
const chatOf = (texts: string[]) =>
  whatsappExport(
    'Márcia Lopes',
    texts.map((text, i) => ({ author: 'Márcia Lopes', at: at(i), text })),
    { phone: 'android', clock: '24h' },
  );

const form = (name: string, content: string | Uint8Array<ArrayBuffer>, field: string) => {
  const f = new FormData();
  f.append(field, new File([content], name));
  return f;
};

const emails = ['bench-abuse@exemplo.com'];
const server = await startBenchServer(4833, {
  MEMBER_EMAILS: emails.join(','),
  WEBHOOK_SECRET: checkoutSecrets.WEBHOOK_SECRET,
  TRUST_PROXY: '1',
});
const { baseUrl } = server;
const cookie = await memberCookie(server, emails[0]!);
const headers = jsonHeaders(baseUrl, cookie);
const share = (body: FormData) =>
  fetch(`${baseUrl}/api/shares`, { method: 'POST', headers: { cookie, origin: baseUrl }, body });
const shareTarget = (body: FormData) =>
  fetch(`${baseUrl}/compartilhar`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'none' },
    body,
    redirect: 'manual',
  });
const location = (res: Response) => `303 → ${res.headers.get('location')}`;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format();
const customer = (await (
  await expectStatus(
    fetch(`${baseUrl}/api/customers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nome: 'Márcia Lopes', proximo_contato: today }),
    }),
    201,
  )
).json()) as { id: string };

const fileOn = (id: string) =>
  expectStatus(
    fetch(`${baseUrl}/api/shares/${id}/file`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customerId: customer.id }),
    }),
    200,
  );
const zipOf = (chat: string) =>
  new Uint8Array(zipSync({ '_chat.txt': new TextEncoder().encode(chat) }));
const word = 'x'.repeat(35_000);

/** Each payload: its name, and a function that builds it and answers the request to time. */
const payloads: Array<[string, () => () => Promise<string>]> = [
  [
    'a pasted chat with two 35,000-character words, filed on a customer due today',
    () => {
      const text = chatOf([`Oi ${word} ${word}.opus quanto fica?`, `${word}.jpg`]);
      return async () => {
        const res = await expectStatus(
          fetch(`${baseUrl}/api/shares`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ text }),
          }),
          201,
        );
        await fileOn(((await res.json()) as { id: string }).id);
        return '201, filed';
      };
    },
  ],
  [
    'Hoje with that customer due, then three replies to them',
    () => async () => {
      await expectStatus(fetch(`${baseUrl}/api/today`, { headers }), 200);
      await expectStatus(
        fetch(`${baseUrl}/api/customers/${customer.id}/replies`, { method: 'POST', headers }),
        200,
      );
      return '200, 200';
    },
  ],
  [
    'a zip whose chat is one 4.9 MB word',
    () => {
      const zip = zipOf(chatOf(['Oi', 'y'.repeat(4.9 * 1024 * 1024)]));
      return async () =>
        String((await expectStatus(share(form('c.zip', zip, 'file')), 201)).status);
    },
  ],
  [
    'a zip whose chat is one 5.5 MB word',
    () => {
      const zip = zipOf(chatOf(['Oi', 'y'.repeat(5.5 * 1024 * 1024)]));
      return async () =>
        String((await expectStatus(share(form('c.zip', zip, 'file')), 413)).status);
    },
  ],
  [
    'signed out: a zip of 350 entries over the same data',
    () => {
      const zip = craftedZip(350, chatOf(Array.from({ length: 4000 }, (_, i) => `msg ${i}`)), {
        overlap: true,
      });
      return async () =>
        `${(zip.byteLength / 1024).toFixed(0)} KB, ${location(await expectStatus(shareTarget(form('c.zip', zip, 'files')), 303))}`;
    },
  ],
  [
    'a zip of 450 distinct 5 MB texts',
    () => {
      const zip = craftedZip(450, 'a'.repeat(5 * 1024 * 1024 - 1024), { overlap: false });
      return async () => {
        const res = await expectStatus(share(form('c.zip', zip, 'file')), 400);
        return `${(zip.byteLength / 1024 / 1024).toFixed(1)} MB, ${res.status}`;
      };
    },
  ],
  [
    'signed out: a contact card with 450,000 parameters on one line',
    () => {
      const params = Array.from({ length: 450_000 }, (_, i) => `X${i}=1`).join(';');
      const card = `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana\r\nTEL;${params}:+5511912345678\r\nEND:VCARD\r\n`;
      return async () =>
        location(await expectStatus(shareTarget(form('a.vcf', card, 'files')), 303));
    },
  ],
  [
    'a history of 50 messages of 60,000 characters, filed, then its first page',
    () => {
      const chat = chatOf(Array.from({ length: 50 }, (_, i) => `${i} ${'z'.repeat(60_000)}`));
      return async () => {
        const res = await expectStatus(share(form('c.txt', chat, 'file')), 201);
        await fileOn(((await res.json()) as { id: string }).id);
        const page = await expectStatus(
          fetch(`${baseUrl}/api/customers/${customer.id}/messages`, { headers }),
          200,
        );
        return `first page ${((await page.arrayBuffer()).byteLength / 1024).toFixed(0)} KB`;
      };
    },
  ],
  [
    '50 wrong sign-ins at once from 50 addresses (each a password hash, or a 503)',
    () => async () => {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: baseUrl,
              'x-forwarded-for': `203.0.113.${i + 1}`,
            },
            body: JSON.stringify({ email: emails[0], password: `errada-${i}` }),
          });
          await res.arrayBuffer();
          if (![401, 429, 503].includes(res.status)) throw new Error(`sign-in: ${res.status}`);
          return res.status;
        }),
      );
      const count = (s: number) => statuses.filter((x) => x === s).length;
      return `${count(401)} × 401, ${count(429)} × 429, ${count(503)} × 503`;
    },
  ],
  [
    'a signed webhook nested 30 levels past the limit',
    () => {
      const body = `${'['.repeat(62)}1${']'.repeat(62)}`;
      return async () => {
        const res = await fetch(`${baseUrl}/api/webhooks/generic`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signStandardWebhook('msg_1', body) },
          body,
        });
        return String((await expectStatus(Promise.resolve(res), 400)).status);
      };
    },
  ],
];

let allOk = true;
try {
  console.log(
    `health every ${HEALTH_EVERY_MS} ms; targets: slowest ≤ 250 ms, no failed request, server < 1024 MB`,
  );
  for (const [name, prepare] of payloads) {
    const r = await during(server, prepare());
    const pass = r.slowest <= 250 && r.failures === 0 && r.peakMb < 1024;
    allOk &&= pass;
    console.log(
      `${name}: ${r.answer} in ${Math.round(r.ms)} ms; health slowest ${r.slowest.toFixed(0)} ms, ` +
        `${r.failures} failed, server peak ${r.peakMb.toFixed(0)} MB (${ok(pass)})`,
    );
  }
  console.log(allOk ? 'every payload within target' : 'SOME PAYLOAD OVER TARGET');
} finally {
  await server.stop();
}

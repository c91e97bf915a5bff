import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/server/db/client.ts';
import { createLogger } from '../src/server/logger.ts';
import { checkout, checkoutSecrets } from './helpers/checkout.ts';
import { mailsFor, startSmtp, type TestSmtp } from './helpers/mail.ts';
import { createTestApp, startTestJobs, type TestApp } from './helpers/test-app.ts';
import { postJson, send, signedInUser, uniqueEmail } from './factories.ts';

// Mail goes through the job queue on PostgreSQL: a refusing or absent SMTP server, or a restart,
// does not lose a buyer's access link.

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

type Maybe<T> = T | undefined | false;
async function until<T>(check: () => Maybe<T> | Promise<Maybe<T>>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const approve = (email: string) =>
  checkout.hotmart.payload('approved', { email, transaction: `HP-${email}` });

describe('mail through the job queue', () => {
  it("retries a buyer's access mail that the SMTP server refused", async () => {
    const email = uniqueEmail('recusado');
    // The first two attempts for this buyer get '451 try again later'.
    smtp.refusing = (_n, to) =>
      to === email && smtp.attempts.filter((a) => a === email).length <= 2;
    const t = await createTestApp({ ...checkoutSecrets, SMTP_URL: smtp.url });
    try {
      expect((await checkout.hotmart.send(t, approve(email))).status).toBe(200);
      const [mail] = await until(() => mailsFor(smtp, email).length > 0 && mailsFor(smtp, email));
      expect(mail!.subject).toBe('Seu acesso ao FechaZap está liberado');
      expect(smtp.attempts.filter((a) => a === email)).toHaveLength(3);
    } finally {
      smtp.refusing = () => false;
      await t.close();
    }
  });

  it('sends the mail a webhook queued, from a new instance on the same database', async () => {
    const email = uniqueEmail('reinicio');
    // The instance that takes the webhook stops before its mail is sent: no worker runs in it.
    const t = await createTestApp(
      { ...checkoutSecrets, SMTP_URL: smtp.url },
      { mailWorker: false },
    );
    const database = connect(t.database.url, 'external');
    try {
      expect((await checkout.hotmart.send(t, approve(email))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsFor(smtp, email)).toEqual([]);

      const logger = createLogger('silent');
      const next = await startTestJobs({
        database,
        config: t.config,
        dataDir: t.config.DATA_DIR,
        logger,
      });
      try {
        const [mail] = await until(() => mailsFor(smtp, email).length > 0 && mailsFor(smtp, email));
        expect(mail!.text).toMatch(/\/criar-senha\?token=[\w-]{43}$/m);
      } finally {
        await next.stop();
      }
    } finally {
      await database.close();
      await t.close();
    }
  });

  it('mails imported members at MAIL_RATE_PER_MINUTE', async () => {
    const adminEmail = uniqueEmail('operador');
    const t = await createTestApp({
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: adminEmail,
      MAIL_RATE_PER_MINUTE: '600',
    });
    try {
      const admin = await signedInUser(t, { email: adminEmail });
      const emails = Array.from({ length: 20 }, () => uniqueEmail('importado'));
      const res = await t.request('/api/admin/members/import', {
        method: 'POST',
        headers: { cookie: admin.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
        body: emails.join('\n'),
      });
      expect(await res.json()).toMatchObject({ imported: 20 });
      await until(() => emails.every((e) => mailsFor(smtp, e).length === 1));
      // Ten a second: each mail at least ~100 ms after the one before, never a burst.
      const times = smtp.arrivals
        .filter((a) => emails.includes(a.to))
        .map((a) => a.at)
        .sort((a, b) => a - b);
      const gaps = times.slice(4).map((at, i) => at - times[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(300);
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1_800);
    } finally {
      await t.close();
    }
  });

  it("lists a mail that failed every attempt; 'Reenviar' queues it again", async () => {
    const adminEmail = uniqueEmail('operador');
    const email = uniqueEmail('falhou');
    smtp.refusing = (_n, to) => to === email;
    const t: TestApp = await createTestApp(
      { ...checkoutSecrets, SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmail },
      { mailRetryLimit: 1 },
    );
    try {
      const admin = await signedInUser(t, { email: adminEmail });
      expect((await checkout.hotmart.send(t, approve(email))).status).toBe(200);
      type Failure = { id: string; kind: string; email: string; error: string; failedAt: string };
      const failuresOf = async () =>
        (
          (await (await send(t, 'GET', '/api/admin/mail-failures', admin.cookie)).json()) as {
            failures: Failure[];
          }
        ).failures.filter((f) => f.email === email);
      const failures = await until(async () => {
        const found = await failuresOf();
        return found.length > 0 && found;
      });
      expect(failures).toEqual([
        expect.objectContaining({ kind: 'access', email, error: expect.stringContaining('451') }),
      ]);
      // Two attempts (the first and one retry), both refused; nothing was mailed.
      expect(smtp.attempts.filter((a) => a === email)).toHaveLength(2);
      expect(mailsFor(smtp, email)).toEqual([]);

      smtp.refusing = () => false;
      const resend = await postJson(
        t,
        `/api/admin/mail-failures/${failures[0]!.id}/resend`,
        {},
        { cookie: admin.cookie },
      );
      expect(resend.status).toBe(202);
      const [mail] = await until(() => mailsFor(smtp, email).length > 0 && mailsFor(smtp, email));
      expect(mail!.subject).toBe('Seu acesso ao FechaZap está liberado');
      expect(await failuresOf()).toEqual([]);
    } finally {
      smtp.refusing = () => false;
      await t.close();
    }
  });
});

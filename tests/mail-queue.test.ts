import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, checkoutSecrets } from './helpers/checkout.ts';
import { mailsFor, startSmtp, type TestSmtp } from './helpers/mail.ts';
import { createTestApp } from './helpers/test-app.ts';
import { uniqueEmail } from './factories.ts';

// Mail goes through the job queue on PostgreSQL: a refusing or absent SMTP server, or a restart,
// does not lose a buyer's access link.

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

async function until<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
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
});

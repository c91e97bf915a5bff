import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import { createMember, createUser, postJson, uniqueEmail } from './factories.ts';

// A real SMTP server on loopback stands in for the operator's mail provider.
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function until<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail over SMTP', () => {
  it('sends the reset email through SMTP_URL with the link on APP_URL', async () => {
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'FechaZap <oi@fechazap.test>',
      APP_URL: 'https://app.fechazap.test',
    });
    try {
      const user = await createUser(t.database.db);
      const res = await postJson(t, '/api/auth/request-password-reset', { email: user.email });
      expect(res.status).toBe(200);
      const mail = await until(() =>
        received.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === user.email),
      );
      expect(mail.from?.value[0]?.address).toBe('oi@fechazap.test');
      expect(mail.subject).toBe('FechaZap: redefina sua senha');
      // The whole token on its own line: 32 random bytes in base64url, which may hold '-' anywhere.
      expect(mail.text).toMatch(
        /^https:\/\/app\.fechazap\.test\/reset-password\?token=[\w-]{43}$/m,
      );
      expect(mail.html).toContain('href="https://app.fechazap.test/reset-password?token=');
      // Whom it is for, which login, what happens next, and where to get help, in both parts.
      for (const part of [mail.text!, String(mail.html)]) {
        expect(part).toContain('Olá, Maria!');
        expect(part).toContain(user.email);
        expect(part).toContain('O que acontece depois');
        expect(part).toContain(`https://wa.me/${t.config.SUPPORT_WHATSAPP}`);
      }
      expect(mail.html).toMatch(
        /<a href="https:[^"]+reset-password[^"]+" style="[^"]+">Criar uma nova senha<\/a>/,
      );
    } finally {
      await t.close();
    }
  });

  it("greets a Primeiro Acesso by the purchase's name, never by what was typed at sign-up", async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail();
      await createMember(t.database.db, { email, name: 'Joana Souza' });
      const typed = 'Ganhe um Pix: http://golpe.example';
      await postJson(t, '/api/auth/sign-up/email', { email, password: 'abc123', name: typed });
      const mail = await until(() =>
        received.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === email),
      );
      expect(mail.subject).toBe('Seu acesso ao FechaZap está liberado');
      expect(mail.text).toMatch(/^Olá, Joana!$/m);
      expect(mail.text).toContain(`Seu login é o email ${email}.`);
      expect(mail.text).not.toContain('golpe');
      expect(String(mail.html)).not.toContain('golpe');
    } finally {
      await t.close();
    }
  });

  it('still answers a reset request when SMTP is down, and logs the error', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await createUser(t.database.db);
      const res = await postJson(t, '/api/auth/request-password-reset', { email: user.email });
      expect(res.status).toBe(200);
      const entry = await until(() =>
        t.logs().find((l) => l.msg === 'could not send the password reset email'),
      );
      expect(entry.to).toBe(user.email);
    } finally {
      await t.close();
    }
  });
});

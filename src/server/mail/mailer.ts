import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox
 * (named in the log), so a developer can open a link without a mail server.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): SendMail {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail) => {
    const info = await transport.sendMail({ from: opts.from, ...mail });
    mkdirSync(outbox, { recursive: true });
    const file = path.join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
    );
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    // The file, never the link: a live link in a log is a way into the account.
    opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
  };
}

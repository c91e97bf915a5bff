import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The link of each outbox mail to this address, oldest first (no waiting). */
export async function outboxLinks(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const links: string[] = [];
  for (const file of readdirSync(outbox).sort()) {
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    if (mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === to) {
      // One link a mail: the token's page (the text repeats it and adds Login and support).
      const link = mail.text?.match(/https?:\/\/\S+\?token=\S+/)?.[0];
      if (link) links.push(link);
    }
  }
  return links;
}

/**
 * Mail is sent in the background: waits until the outbox holds a link for this address. Where
 * several instances share one queue, any of them may send it: each one's outbox is looked in.
 */
export async function waitForResetLink(
  dataDir: string | readonly string[],
  to: string,
  timeoutMs = 5_000,
): Promise<string> {
  const dirs = typeof dataDir === 'string' ? [dataDir] : dataDir;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const dir of dirs) {
      const [link] = await outboxLinks(dir, to);
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dirs.join(', ')} (outbox)`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface TestSmtp {
  url: string;
  /** The mails accepted, in arrival order. */
  received: ParsedMail[];
  /** When each accepted mail arrived (ms), with its recipient. */
  arrivals: Array<{ to: string; at: number }>;
  /** Every recipient the server was offered, accepted or not. */
  attempts: string[];
  /** Whether the server refuses the next attempts (451, try again later). */
  refusing: (attempt: number, to: string) => boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback; `refusing` decides which attempts get a 451. */
export async function startSmtp(refusing: TestSmtp['refusing'] = () => false): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    received: [],
    arrivals: [],
    attempts: [],
    refusing,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      smtp.attempts.push(address.address);
      if (!smtp.refusing(smtp.attempts.length, address.address)) return callback();
      callback(Object.assign(new Error('Tente mais tarde'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const at = Date.now();
      simpleParser(stream).then((mail) => {
        smtp.received.push(mail);
        smtp.arrivals.push({ to: session.envelope.rcptTo[0]?.address ?? '', at });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}

/** The mails the server accepted for this address. */
export const mailsFor = (smtp: TestSmtp, to: string) =>
  smtp.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === to);

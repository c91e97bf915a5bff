import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The links in the outbox mails to this address, oldest first (no waiting). */
export async function outboxLinks(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const links: string[] = [];
  for (const file of readdirSync(outbox).sort()) {
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    if (mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === to) {
      links.push(...(mail.text?.match(/https?:\/\/\S+/g) ?? []));
    }
  }
  return links;
}

/** Mail is sent in the background: waits until the outbox holds a link for this address. */
export async function waitForResetLink(
  dataDir: string,
  to: string,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [link] = await outboxLinks(dataDir, to);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

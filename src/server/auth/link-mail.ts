import { eq } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import { firstName } from '#shared/first-name.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { members, users } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { SendMail } from '../mail/mailer.ts';
import type { MailJob, MailQueue } from '../mail/queue.ts';
import { accessMail, passwordResetMail, type MailContext } from '../mail/templates.ts';
import { isActiveMember } from '../members/store.ts';
import { createPasswordLink } from './password-links.ts';
import { accountState } from './store.ts';

/** What the mail worker needs to make a link and send it. */
export interface LinkMailDeps {
  db: Db;
  config: Pick<Config, 'APP_NAME' | 'APP_URL' | 'SUPPORT_WHATSAPP'>;
  sendMail: SendMail;
  log: Logger;
}

/** What a route needs to have a link mailed: the queue (the worker sends it). */
export interface MailingDeps {
  db: Db;
  config: Config;
  log: Logger;
  mail: MailQueue;
}

/** The page where an access link's owner creates the password: `/criar-senha?token=…`. */
export const accessPath = '/criar-senha';

/** After a purchase or the operator's 'add': an access link, unless the email has an account. */
export const offerAccess = (email: string): MailJob => ({
  kind: 'access',
  email,
  when: 'no-account',
});

/**
 * The member's name as known before they choose one: a confirmed account's (its owner typed it),
 * else the purchase's. Never a pending account's: whoever knows a member's email can type one at
 * 'Primeiro Acesso'. The access link's page offers it; a mail greets by its first name.
 */
export async function knownName(db: Db, email: string): Promise<string | undefined> {
  const address = normalizeEmail(email);
  const [user] = await db
    .select({ name: users.name, confirmed: users.emailVerified })
    .from(users)
    .where(eq(users.email, address));
  const [member] = await db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.email, address));
  return (user?.confirmed ? user.name : member?.name) || undefined;
}

async function mailName(db: Db, email: string): Promise<string | undefined> {
  const name = await knownName(db, email);
  return (name && firstName(name)) || undefined;
}

async function mailContext(deps: LinkMailDeps, email: string): Promise<MailContext> {
  return {
    appName: deps.config.APP_NAME,
    appUrl: deps.config.APP_URL,
    name: await mailName(deps.db, email),
    supportWhatsApp: deps.config.SUPPORT_WHATSAPP,
  };
}

/** Mails a new 'Criar minha senha' link (72 h, single use) to the email. */
async function sendAccessLink(deps: LinkMailDeps, email: string): Promise<void> {
  const token = await createPasswordLink(deps.db, email, 'access');
  const link = `${deps.config.APP_URL}${accessPath}?token=${encodeURIComponent(token)}`;
  await deps.sendMail(accessMail(await mailContext(deps, email), email, link));
}

/**
 * Mails a reset link (1 h, single use) when the email has an account; nothing otherwise. A
 * pending account gets the access link instead: its page asks for the name too, so nothing a
 * squatter typed at 'Primeiro Acesso' survives.
 */
async function sendResetLink(deps: LinkMailDeps, email: string): Promise<void> {
  const state = await accountState(deps.db, email);
  if (state === 'none') return;
  if (state === 'pending') return sendAccessLink(deps, email);
  const token = await createPasswordLink(deps.db, email, 'reset');
  const link = `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.sendMail(passwordResetMail(await mailContext(deps, email), email, link));
}

/**
 * The mail worker's side of a queued mail: its conditions are checked now, when it is sent,
 * and each attempt makes a fresh link (an unsent one is never mailed later).
 */
export async function deliverMail(deps: LinkMailDeps, job: MailJob): Promise<void> {
  if (job.kind === 'reset') return sendResetLink(deps, job.email);
  if (job.when === 'member-without-account' && !(await isActiveMember(deps.db, job.email))) return;
  if (job.when && (await accountState(deps.db, job.email)) === 'confirmed') return;
  await sendAccessLink(deps, job.email);
}

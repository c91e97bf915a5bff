import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { SendMail } from '../mail/mailer.ts';
import { accessMail, passwordResetMail } from '../mail/templates.ts';
import { createPasswordLink } from './password-links.ts';
import { accountState } from './store.ts';

export interface LinkMailDeps {
  db: Db;
  config: Pick<Config, 'APP_NAME' | 'APP_URL'>;
  sendMail: SendMail;
  log: Logger;
}

/** The page where an access link's owner creates the password: `/criar-senha?token=…`. */
export const accessPath = '/criar-senha';

/** Mails a new 'Criar minha senha' link (72 h, single use) to the email. */
export async function sendAccessLink(deps: LinkMailDeps, email: string): Promise<void> {
  const token = await createPasswordLink(deps.db, email, 'access');
  const link = `${deps.config.APP_URL}${accessPath}?token=${encodeURIComponent(token)}`;
  await deps.sendMail(accessMail(deps.config.APP_NAME, email, link));
}

/** After a purchase or the operator's 'add': an access link, unless the email has an account. */
export async function offerAccess(deps: LinkMailDeps, email: string): Promise<void> {
  if ((await accountState(deps.db, email)) !== 'confirmed') await sendAccessLink(deps, email);
}

/**
 * Mails a reset link (1 h, single use) when the email has an account; nothing otherwise. A
 * pending account gets the access link instead: its page asks for the name too, so nothing a
 * squatter typed at 'Primeiro Acesso' survives.
 */
export async function sendResetLink(deps: LinkMailDeps, email: string): Promise<void> {
  const state = await accountState(deps.db, email);
  if (state === 'none') return;
  if (state === 'pending') return sendAccessLink(deps, email);
  const token = await createPasswordLink(deps.db, email, 'reset');
  const link = `${deps.config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.sendMail(passwordResetMail(deps.config.APP_NAME, email, link));
}

/**
 * Runs a mail job without making the request wait: the answer neither waits for SMTP nor
 * tells, by its timing, an email with an account from one without.
 */
export function inBackground(log: Logger, to: string, what: string, job: Promise<void>): void {
  job.catch((err: unknown) => log.error({ err, to }, `could not send the ${what} email`));
}

import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clear, hit, refund } from '../rate-limit/store.ts';

// Failed password checks are limited so that nobody can lock a member out:
// - per (email, IP): the hard block. One address gets 5 wrong guesses per account.
// - per IP: 50 failures over any emails (a carrier's shared IP holds many sellers).
// - per email: a ceiling for guesses spread over many addresses. It is 20 times the hard block,
//   so one attacker needs 20 addresses to reach it, and the member, on any network, still gets
//   in while one or a few addresses hammer their email.
// Attempts refused by a limit are not counted by the limits behind it.
const MINUTE = 60;
export const limits = {
  signInFailuresPerEmailAndIp: { max: 5, window: 15 * MINUTE },
  signInFailuresPerIp: { max: 50, window: 15 * MINUTE },
  signInFailuresPerEmail: { max: 100, window: 60 * MINUTE },
  passwordChangeFailuresPerUser: { max: 5, window: 15 * MINUTE },
  linkRedeemFailuresPerIp: { max: 20, window: 60 * MINUTE },
  signUpsPerIp: { max: 20, window: 60 * MINUTE },
  linkRequestsPerEmail: { max: 5, window: 60 * MINUTE },
  linkRequestsPerIp: { max: 30, window: 60 * MINUTE },
} as const;

type Limit = { max: number; window: number };

export const tooManyAttempts = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
  );

/** Counts one event on each key in order; the first over its limit refuses the request. */
async function takeInOrder(db: Db, checks: Array<[key: string, limit: Limit]>): Promise<void> {
  for (const [key, limit] of checks) {
    if ((await hit(db, key, limit.window)) > limit.max) throw tooManyAttempts();
  }
}

const signInKeys = (email: string, ip: string): Array<[string, Limit]> => [
  [`sign-in:email-ip:${email}:${ip}`, limits.signInFailuresPerEmailAndIp],
  [`sign-in:ip:${ip}`, limits.signInFailuresPerIp],
  [`sign-in:email:${email}`, limits.signInFailuresPerEmail],
];

/**
 * Counts a sign-in attempt before the password is checked, so a burst of simultaneous guesses
 * cannot slip past the limit; a successful sign-in gives its attempt back.
 */
export function takeSignInAttempt(db: Db, email: string, ip: string): Promise<void> {
  return takeInOrder(db, signInKeys(email, ip));
}

export async function signInSucceeded(db: Db, email: string, ip: string): Promise<void> {
  const [pair, ...others] = signInKeys(email, ip);
  await clear(db, pair![0]);
  for (const [key] of others) await refund(db, key);
}

const passwordChangeKey = (userId: string) => `change-password:user:${userId}`;

/** Wrong current passwords on change-password are guesses too. */
export function takePasswordChangeAttempt(db: Db, userId: string): Promise<void> {
  return takeInOrder(db, [[passwordChangeKey(userId), limits.passwordChangeFailuresPerUser]]);
}

export function passwordChangeSucceeded(db: Db, userId: string): Promise<void> {
  return clear(db, passwordChangeKey(userId));
}

const redeemKey = (ip: string) => `link-redeem:ip:${ip}`;

/** Tokens tried on the access and reset pages: a wrong one is a guess. */
export function takeLinkRedeemAttempt(db: Db, ip: string): Promise<void> {
  return takeInOrder(db, [[redeemKey(ip), limits.linkRedeemFailuresPerIp]]);
}

export function linkRedeemSucceeded(db: Db, ip: string): Promise<void> {
  return refund(db, redeemKey(ip));
}

export function countSignUp(db: Db, ip: string): Promise<void> {
  return takeInOrder(db, [[`sign-up:ip:${ip}`, limits.signUpsPerIp]]);
}

/**
 * Reset and access-link requests. Over the per-IP limit the request is refused (429). Over the
 * per-email limit it is answered as usual but mails nothing (false): a stranger asking for links
 * to someone's email must not make that person's own request fail.
 */
export async function countLinkRequest(db: Db, email: string, ip: string): Promise<boolean> {
  await takeInOrder(db, [[`link:ip:${ip}`, limits.linkRequestsPerIp]]);
  const byEmail = await hit(db, `link:email:${email}`, limits.linkRequestsPerEmail.window);
  return byEmail <= limits.linkRequestsPerEmail.max;
}

import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clear, hit, refund } from '../rate-limit/store.ts';

// Failed sign-ins are limited per email (the account under attack) and, more loosely, per IP:
// many sellers share a mobile carrier's IP. Sign-up and reset requests count every attempt.
const MINUTE = 60;
export const limits = {
  signInFailuresPerEmail: { max: 5, window: 15 * MINUTE },
  signInFailuresPerIp: { max: 50, window: 15 * MINUTE },
  signUpsPerIp: { max: 20, window: 60 * MINUTE },
  resetRequestsPerEmail: { max: 5, window: 60 * MINUTE },
  resetRequestsPerIp: { max: 30, window: 60 * MINUTE },
} as const;

export const tooManyAttempts = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    'Muitas tentativas. Aguarde alguns minutos antes de tentar novamente.',
  );

/**
 * Counts a sign-in attempt before the password is checked, so a burst of simultaneous guesses
 * cannot slip past the limit; a successful sign-in gives its attempt back.
 */
export async function takeSignInAttempt(db: Db, email: string, ip: string): Promise<void> {
  const byIp = await hit(db, `sign-in:ip:${ip}`, limits.signInFailuresPerIp.window);
  const byEmail = await hit(db, `sign-in:email:${email}`, limits.signInFailuresPerEmail.window);
  if (byEmail > limits.signInFailuresPerEmail.max || byIp > limits.signInFailuresPerIp.max) {
    throw tooManyAttempts();
  }
}

export async function signInSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await clear(db, `sign-in:email:${email}`);
  await refund(db, `sign-in:ip:${ip}`);
}

export async function countSignUp(db: Db, ip: string): Promise<void> {
  if ((await hit(db, `sign-up:ip:${ip}`, limits.signUpsPerIp.window)) > limits.signUpsPerIp.max) {
    throw tooManyAttempts();
  }
}

export async function countResetRequest(db: Db, email: string, ip: string): Promise<void> {
  // The IP first: a blocked client adds no row per new email it tries.
  if (
    (await hit(db, `reset:ip:${ip}`, limits.resetRequestsPerIp.window)) >
    limits.resetRequestsPerIp.max
  ) {
    throw tooManyAttempts();
  }
  if (
    (await hit(db, `reset:email:${email}`, limits.resetRequestsPerEmail.window)) >
    limits.resetRequestsPerEmail.max
  ) {
    throw tooManyAttempts();
  }
}

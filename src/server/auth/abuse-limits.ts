import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clear, hit, peek } from '../rate-limit/store.ts';

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

export async function assertSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [byEmail, byIp] = await Promise.all([
    peek(db, `sign-in:email:${email}`),
    peek(db, `sign-in:ip:${ip}`),
  ]);
  if (byEmail >= limits.signInFailuresPerEmail.max || byIp >= limits.signInFailuresPerIp.max) {
    throw tooManyAttempts();
  }
}

export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await hit(db, `sign-in:email:${email}`, limits.signInFailuresPerEmail.window);
  await hit(db, `sign-in:ip:${ip}`, limits.signInFailuresPerIp.window);
}

export const clearSignInFailures = (db: Db, email: string) => clear(db, `sign-in:email:${email}`);

export async function countSignUp(db: Db, ip: string): Promise<void> {
  if ((await hit(db, `sign-up:ip:${ip}`, limits.signUpsPerIp.window)) > limits.signUpsPerIp.max) {
    throw tooManyAttempts();
  }
}

export async function countResetRequest(db: Db, email: string, ip: string): Promise<void> {
  const byEmail = await hit(db, `reset:email:${email}`, limits.resetRequestsPerEmail.window);
  const byIp = await hit(db, `reset:ip:${ip}`, limits.resetRequestsPerIp.window);
  if (byEmail > limits.resetRequestsPerEmail.max || byIp > limits.resetRequestsPerIp.max) {
    throw tooManyAttempts();
  }
}

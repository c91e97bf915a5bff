import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { authErrorCodes, normalizeEmail, PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { SendMail } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { isActiveMember } from '../members/store.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { trustedOrigins } from '../http/origin-check.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  sendMail: SendMail;
  log: Logger;
}

export type Auth = ReturnType<typeof createAuth>;

const SESSION_DAYS = 30;

/** Better Auth (email + password), members only: the membership checks run here, on the server. */
export function createAuth({ config, db, secret, sendMail, log }: AuthDeps) {
  return betterAuth({
    appName: config.APP_NAME,
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // The link is built on APP_URL, never on the request's Host header. The mail is sent in
      // the background: the answer neither waits for SMTP nor tells known emails apart by time.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
        sendMail(passwordResetMail(config.APP_NAME, user.email, user.name, link)).catch(
          (err: unknown) =>
            log.error({ err, to: user.email }, 'could not send the password reset email'),
        );
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own limits (rate-limit/), counted in PostgreSQL and per email, replace these.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'fechazap',
      useSecureCookies: config.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: {
      log: (level, message) => log[level]({ source: 'better-auth' }, message),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/sign-in/email') return;
        const email = normalizeEmail(String(ctx.body?.email ?? ''));
        if (ctx.path === '/sign-in/email' && !(await isActiveMember(db, email))) {
          throw new APIError('FORBIDDEN', {
            code: authErrorCodes.membershipInactive,
            message: authMessages.notAuthorized.description,
          });
        }
        if (ctx.path === '/sign-up/email') {
          if (!(await isActiveMember(db, email))) {
            throw new APIError('FORBIDDEN', {
              code: authErrorCodes.notMember,
              message: authMessages.notPurchaseEmail.description,
            });
          }
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, email));
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: authErrorCodes.emailTaken,
              message: 'User already registered',
            });
          }
        }
      }),
    },
  });
}

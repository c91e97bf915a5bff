import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { authErrorCodes, normalizeEmail, PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { isActiveMember } from '../members/store.ts';
import { passwordLinkPlugin } from './password-link-endpoint.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { accountState } from './store.ts';
import { trustedOrigins } from '../http/origin-check.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  log: Logger;
}

export type Auth = ReturnType<typeof createAuth>;

const SESSION_DAYS = 30;

/** Better Auth (email + password), members only: the membership checks run here, on the server. */
export function createAuth({ config, db, secret, log }: AuthDeps) {
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
      // An account is confirmed by opening a link sent to its email (password-links.ts);
      // until then it cannot sign in. Reset links are ours too: Better Auth stores its reset
      // tokens in plain text.
      requireEmailVerification: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    plugins: [passwordLinkPlugin(db, secret)],
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
          if ((await accountState(db, email)) === 'confirmed') {
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

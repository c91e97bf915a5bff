import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { authErrorCodes, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import type { Db } from '../db/client.ts';
import { isActiveMember } from '../members/store.ts';
import { hashPassword } from './password-hash.ts';
import { consumePasswordLink, isLivePasswordLink } from './password-links.ts';
import { setPasswordByEmail } from './store.ts';

const bad = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });

/**
 * POST /api/auth/password-link/redeem, reached only through our routes (reset-password,
 * create-password): uses a link, sets the password (and, for an access link, the name, creating
 * the account), confirms the email, ends every session, and signs the member in. It lives
 * inside Better Auth because only an endpoint of its own can open a session without a password.
 */
export function passwordLinkPlugin(db: Db) {
  return {
    id: 'password-links',
    endpoints: {
      redeemPasswordLink: createAuthEndpoint(
        '/password-link/redeem',
        {
          method: 'POST',
          body: z.object({
            purpose: z.enum(['access', 'reset']),
            token: z.string().default(''),
            password: z.string().default(''),
            name: z.string().optional(),
          }),
        },
        async (ctx) => {
          const { purpose, token, password } = ctx.body;
          const name = purpose === 'access' ? (ctx.body.name ?? '').trim() : undefined;
          if (name !== undefined && (!name || name.length > DISPLAY_NAME_MAX)) {
            throw bad('VALIDATION_ERROR', authMessages.requiredAll.description);
          }
          if (password.length < PASSWORD_MIN) {
            throw bad(authErrorCodes.passwordTooShort, authMessages.passwordTooShort.description);
          }
          if (password.length > PASSWORD_MAX) {
            throw bad('PASSWORD_TOO_LONG', 'A senha pode ter no máximo 128 caracteres.');
          }
          const invalidLink = () => bad(authErrorCodes.invalidToken, 'Link inválido ou expirado.');
          // Checked before the costly hash, and consumed after it, inside the transaction.
          if (!(await isLivePasswordLink(db, token, purpose))) throw invalidLink();
          const passwordHash = await hashPassword(password);
          const userId = await db.transaction(async (tx) => {
            const email = await consumePasswordLink(tx, token, purpose);
            if (!email) throw invalidLink();
            if (purpose === 'access' && !(await isActiveMember(db, email))) {
              throw new APIError('FORBIDDEN', {
                code: authErrorCodes.membershipInactive,
                message: authMessages.notAuthorized.description,
              });
            }
            const user = await setPasswordByEmail(tx, { email, passwordHash, name });
            if (!user) throw invalidLink();
            return user.id;
          });

          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user || !(await isActiveMember(db, user.email))) {
            return ctx.json({ status: true, signedIn: false });
          }
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ status: true, signedIn: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

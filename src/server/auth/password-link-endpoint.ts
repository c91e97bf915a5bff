import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { authErrorCodes, DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import type { Db, Executor } from '../db/client.ts';
import { isActiveMember } from '../members/store.ts';
import { hashPassword } from './password-hash.ts';
import { consumePasswordLink, passwordLinkState, type LinkPurpose } from './password-links.ts';
import { provenSignUp } from './sign-up-proof.ts';
import { confirmAccount, setPasswordByEmail } from './store.ts';

const bad = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });
const invalidLink = () => bad(authErrorCodes.invalidToken, 'Link inválido ou expirado.');

const redeemBody = z.object({
  purpose: z.enum(['access', 'reset']),
  token: z.string().default(''),
  password: z.string().default(''),
  name: z.string().optional(),
  /** The sign-up proof cookie's value, when an access link's page only confirms. */
  proof: z.string().optional(),
});
type RedeemBody = z.infer<typeof redeemBody>;

/**
 * POST /api/auth/password-link/redeem, reached only through our routes (reset-password,
 * create-password): uses a link, sets the password (and, for an access link, the name, creating
 * the account) — or, opened where the 'Primeiro Acesso' was typed, keeps them (sign-up-proof.ts)
 * —, confirms the email, ends every session, and signs the member in. It lives inside Better
 * Auth because only an endpoint of its own can open a session without a password.
 */
export function passwordLinkPlugin(db: Db, secret: string) {
  return {
    id: 'password-links',
    endpoints: {
      redeemPasswordLink: createAuthEndpoint(
        '/password-link/redeem',
        { method: 'POST', body: redeemBody },
        async (ctx) => {
          const { purpose, proof } = ctx.body;
          const userId =
            purpose === 'access' && proof !== undefined
              ? await confirmWithProof(db, secret, ctx.body.token, proof)
              : await redeemWithPassword(db, ctx.body);
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

/** Uses the link and sets the password (and an access link's name): the account is theirs. */
async function redeemWithPassword(db: Db, body: RedeemBody): Promise<string> {
  const { purpose, token, password } = body;
  const name = purpose === 'access' ? (body.name ?? '').trim() : undefined;
  if (name !== undefined && (!name || name.length > DISPLAY_NAME_MAX)) {
    throw bad('VALIDATION_ERROR', authMessages.requiredAll.description);
  }
  if (password.length < PASSWORD_MIN) {
    throw bad(authErrorCodes.passwordTooShort, authMessages.passwordTooShort.description);
  }
  if (password.length > PASSWORD_MAX) {
    throw bad('PASSWORD_TOO_LONG', 'A senha pode ter no máximo 128 caracteres.');
  }
  // Checked before the costly hash, and consumed after it, inside the transaction.
  if ((await passwordLinkState(db, token, purpose)).state !== 'live') throw invalidLink();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const email = await useLink(db, tx, token, purpose);
    const user = await setPasswordByEmail(tx, { email, passwordHash, name });
    if (!user) throw invalidLink();
    return user.id;
  });
}

/** Uses an access link opened where its 'Primeiro Acesso' was typed: the account is confirmed. */
function confirmWithProof(db: Db, secret: string, token: string, proof: string) {
  return db.transaction(async (tx) => {
    const email = await useLink(db, tx, token, 'access');
    const userId = await provenSignUp(tx, secret, email, proof);
    // Thrown inside the transaction: the link stays unused for the page that asks.
    if (!userId) {
      throw bad(authErrorCodes.signUpNotProven, 'Crie sua senha para entrar com este link.');
    }
    await confirmAccount(tx, userId);
    return userId;
  });
}

async function useLink(db: Db, tx: Executor, token: string, purpose: LinkPurpose): Promise<string> {
  const email = await consumePasswordLink(tx, token, purpose);
  if (!email) throw invalidLink();
  if (purpose === 'access' && !(await isActiveMember(db, email))) {
    throw new APIError('FORBIDDEN', {
      code: authErrorCodes.membershipInactive,
      message: authMessages.notAuthorized.description,
    });
  }
  return email;
}

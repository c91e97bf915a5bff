import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { DISPLAY_NAME_MAX, normalizeEmail } from '#shared/auth.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp, compileTrust } from '../http/client-ip.ts';
import {
  countLinkRequest,
  countSignUp,
  linkRedeemSucceeded,
  passwordChangeSucceeded,
  signInSucceeded,
  takeLinkRedeemAttempt,
  takePasswordChangeAttempt,
  takeSignInAttempt,
} from './abuse-limits.ts';
import type { Auth } from './auth.ts';
import { readAuthBody, rebuiltRequest, type AuthBody } from './auth-body.ts';
import { reserveHashSlot } from './password-hash.ts';
import { getSession } from './session.ts';
import { clearSessionCache } from './session-cache.ts';
import { knownName, type MailingDeps } from './link-mail.ts';
import { deletePasswordLinks, passwordLinkState } from './password-links.ts';
import { provenSignUp, SIGN_UP_COOKIE, SIGN_UP_PROOF_HOURS, signUpProof } from './sign-up-proof.ts';
import { accountState, deletePendingAccount } from './store.ts';

// Better Auth's error codes that a member can meet, in pt-BR.
const ptBrMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo link.',
  EMAIL_NOT_VERIFIED:
    'Falta confirmar seu email: abra o link que enviamos para ele. Não chegou? Peça outro link.',
  USER_ALREADY_EXISTS: 'Este email já possui conta. Tente fazer login.',
  INVALID_PASSWORD: 'Senha atual incorreta.',
  INVALID_EMAIL: 'Email inválido.',
  INVALID_ORIGIN: 'Requisição de outra origem recusada.',
};

/** Re-shapes Better Auth's `{code, message}` errors into our `{error: {code, message}}`. */
async function withOurErrorShape(res: Response): Promise<Response> {
  if (res.ok || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? `HTTP_${res.status}`;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  const message =
    ptBrMessages[code] ?? body.message ?? 'Não foi possível concluir. Tente novamente.';
  return new Response(JSON.stringify({ error: { code, message } }), {
    status: res.status,
    headers,
  });
}

/** The body's email, normalised; longer than any real address (254) is refused before counting. */
function emailOf(body: AuthBody): string {
  const email = normalizeEmail(String(body.email ?? ''));
  if (email.length > 254) throw new AppError(400, 'INVALID_EMAIL', 'Email inválido.', 'email');
  return email;
}

/** Runs a request that hashes a password holding a place in the hash queue (or 503). */
async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const release = reserveHashSlot();
  try {
    return await work();
  } finally {
    release();
  }
}

/** /api/auth/*: Better Auth behind our body rules, abuse limits, error shape and sign-in-after-reset. */
export function authRoutes(auth: Auth, links: MailingDeps, secret: string): Hono<AppEnv> {
  const { db, config, mail } = links;
  const app = new Hono<AppEnv>();
  const trust = compileTrust(config.TRUST_PROXY);
  const ip = (c: Context<AppEnv>) => clientIp(c, trust);
  const forward = async (req: Request) => {
    // Sessions end on sign-out and password change (the caller's cookie comes along) and when
    // a link is used (every session of its account): only then is the cache cleared, so a
    // stream of anonymous requests cannot keep it empty.
    const ends =
      req.url.endsWith('/password-link/redeem') ||
      (req.headers.get('cookie') ?? '').includes('session_token=');
    if (ends) clearSessionCache();
    const res = await withOurErrorShape(await auth.handler(req));
    if (ends) clearSessionCache();
    return res;
  };
  const forwardBody = (c: Context, body: AuthBody) => forward(rebuiltRequest(c.req.raw, body));

  app.post('/sign-in/email', async (c) => {
    const body = await readAuthBody(c, {
      email: 'string',
      password: 'string',
      rememberMe: 'boolean',
    });
    const email = emailOf(body);
    return withHashSlot(async () => {
      // Counted before the check: a 401 or 403 (probing which emails are members) stays counted.
      await takeSignInAttempt(db, email, ip(c));
      const res = await forwardBody(c, { ...body, email });
      if (res.ok) await signInSucceeded(db, email, ip(c));
      return res;
    });
  });

  app.post('/sign-up/email', async (c) => {
    const body = await readAuthBody(c, { name: 'string', email: 'string', password: 'string' });
    const email = emailOf(body);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > DISPLAY_NAME_MAX) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Por favor, preencha todos os campos.', 'name');
    }
    return withHashSlot(async () => {
      await countSignUp(db, ip(c));
      const mayMail = await countLinkRequest(db, email, ip(c));
      // The account waits for the link sent to its email; an unconfirmed one is replaced.
      if ((await accountState(db, email)) === 'pending') await deletePendingAccount(db, email);
      const res = await forwardBody(c, { ...body, name, email });
      if (!res.ok) return res;
      if (mayMail) await mail.enqueue([{ kind: 'access', email }]);
      const created = (await res.clone().json()) as { user?: { id?: string } };
      const proof = created.user?.id && (await signUpProof(db, secret, email, created.user.id));
      return withSignUpProof(res, proof || undefined, config.APP_URL.startsWith('https://'));
    });
  });

  // Same answer whether or not the email has an account: the mail worker looks, not the request.
  app.post('/request-password-reset', async (c) => {
    const email = emailOf(await readAuthBody(c, { email: 'string' }));
    if (await countLinkRequest(db, email, ip(c))) await mail.enqueue([{ kind: 'reset', email }]);
    return c.json({ status: true });
  });

  // 'Reenviar link': a new access link for an active member whose account is not confirmed.
  app.post('/access-link', async (c) => {
    const email = emailOf(await readAuthBody(c, { email: 'string' }));
    if (await countLinkRequest(db, email, ip(c))) {
      await mail.enqueue([{ kind: 'access', email, when: 'member-without-account' }]);
    }
    return c.json({ status: true });
  });

  // A link's page asks when it opens whether the link still works; nothing is used or hashed.
  app.post('/link-state', async (c) => {
    const body = await readAuthBody(c, { purpose: 'string', token: 'string' });
    const purpose = body.purpose === 'reset' ? 'reset' : 'access';
    const token = typeof body.token === 'string' ? body.token : '';
    const { state, email } = await passwordLinkState(db, token, purpose);
    if (purpose === 'reset' || !email) return c.json({ state });
    const proven = await provenSignUp(db, secret, email, getCookie(c, SIGN_UP_COOKIE));
    const name = state === 'live' ? await knownName(db, email) : undefined;
    return c.json({ state, confirmOnly: Boolean(proven), ...(name ? { name } : {}) });
  });

  // Both kinds of link end in the member signed in, as 'Senha alterada!' promises.
  // A wrong token is a guess: limited per IP like sign-in, given back when the link works.
  const redeem = (c: Context<AppEnv>, body: AuthBody) =>
    withHashSlot(async () => {
      await takeLinkRedeemAttempt(db, ip(c));
      const url = new URL('/api/auth/password-link/redeem', c.req.url);
      const res = await forward(rebuiltRequest(c.req.raw, body, url.href));
      if (res.ok) await linkRedeemSucceeded(db, ip(c));
      return res;
    });
  app.post('/reset-password', async (c) => {
    const body = await readAuthBody(c, { token: 'string', newPassword: 'string' });
    return redeem(c, { purpose: 'reset', token: body.token, password: body.newPassword });
  });
  app.post('/create-password', async (c) => {
    const body = await readAuthBody(c, {
      token: 'string',
      name: 'string',
      password: 'string',
      confirm: 'boolean',
    });
    const { confirm, ...typed } = body;
    if (confirm !== true) return redeem(c, { purpose: 'access', ...typed });
    // 'Confirmar e entrar': the name and password typed at 'Primeiro Acesso' in this browser.
    const proof = getCookie(c, SIGN_UP_COOKIE) ?? '';
    const res = await redeem(c, { purpose: 'access', token: body.token, proof });
    return res.ok ? withSignUpProof(res, '', config.APP_URL.startsWith('https://')) : res;
  });

  // A wrong current password is a guess, limited like sign-in; the other sessions always end.
  app.post('/change-password', async (c) => {
    const body = await readAuthBody(c, { currentPassword: 'string', newPassword: 'string' });
    const session = await getSession(auth, db, c.req.raw.headers);
    if (!session) return forwardBody(c, body);
    return withHashSlot(async () => {
      await takePasswordChangeAttempt(db, session.user.id);
      const res = await forwardBody(c, { ...body, revokeOtherSessions: true });
      if (res.ok) {
        await passwordChangeSucceeded(db, session.user.id);
        await deletePasswordLinks(db, session.user.email);
      }
      return res;
    });
  });

  // Only what the app uses; Better Auth's other endpoints (update-user, list-sessions…) would
  // bypass our rules, and get-session would hand the HttpOnly session token to scripts.
  app.post('/sign-out', async (c) => forwardBody(c, await readAuthBody(c, {})));
  app.all('/*', () => {
    throw notFound();
  });
  return app;
}

/**
 * The sign-up's response, carrying the proof of what this browser typed (sign-up-proof.ts);
 * an empty proof clears it, once the account is confirmed.
 */
function withSignUpProof(res: Response, proof: string | undefined, secure: boolean): Response {
  if (proof === undefined) return res;
  const out = new Response(res.body, res);
  out.headers.append(
    'set-cookie',
    serialize(SIGN_UP_COOKIE, proof, {
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      path: '/api/auth',
      maxAge: proof ? SIGN_UP_PROOF_HOURS * 60 * 60 : 0,
    }),
  );
  return out;
}

import { Hono, type Context } from 'hono';
import { DISPLAY_NAME_MAX, normalizeEmail } from '#shared/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { findNulText, invalidText } from '../http/validate.ts';
import {
  countResetRequest,
  countSignUp,
  signInSucceeded,
  takeSignInAttempt,
} from './abuse-limits.ts';
import type { Auth } from './auth.ts';
import { clearSessionCache } from './session-cache.ts';
import { resetTokenOwner } from './store.ts';

// Better Auth's error codes that a member can meet, in pt-BR.
const ptBrMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo link de redefinição.',
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

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => ({}));
  const nul = findNulText(body);
  if (nul) throw invalidText(nul);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The body's email, normalised; longer than any real address (254) is refused before counting. */
function emailOf(body: Record<string, unknown>): string {
  const email = normalizeEmail(String(body.email ?? ''));
  if (email.length > 254) throw new AppError(400, 'INVALID_EMAIL', 'Email inválido.', 'email');
  return email;
}

/** The same request with its `email` trimmed and lower-cased: emails are case-insensitive. */
function withNormalizedEmail(req: Request, body: Record<string, unknown>): Request {
  if (typeof body.email !== 'string') return req;
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, {
    method: req.method,
    headers,
    body: JSON.stringify({ ...body, email: emailOf(body) }),
  });
}

/** /api/auth/*: Better Auth behind our abuse limits, error shape and reset-then-sign-in. */
export function authRoutes(auth: Auth, db: Db, config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const forward = async (c: Context, req: Request = c.req.raw) => {
    // Any session may have changed (signed in, out, or revoked by a new password).
    if (req.method !== 'GET') clearSessionCache();
    const res = await withOurErrorShape(await auth.handler(req));
    if (req.method !== 'GET') clearSessionCache();
    return res;
  };
  const ip = (c: Context) => clientIp(c, config.TRUST_PROXY);

  app.post('/sign-in/email', async (c) => {
    const body = await jsonBody(c);
    const email = emailOf(body);
    // Counted before the check: a 401 or a 403 (probing which emails are members) stays counted.
    await takeSignInAttempt(db, email, ip(c));
    const res = await forward(c, withNormalizedEmail(c.req.raw, body));
    if (res.ok) await signInSucceeded(db, email, ip(c));
    return res;
  });

  app.post('/sign-up/email', async (c) => {
    const body = await jsonBody(c);
    emailOf(body);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > DISPLAY_NAME_MAX) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Por favor, preencha todos os campos.', 'name');
    }
    await countSignUp(db, ip(c));
    return forward(c, withNormalizedEmail(c.req.raw, body));
  });

  app.post('/request-password-reset', async (c) => {
    const body = await jsonBody(c);
    await countResetRequest(db, emailOf(body), ip(c));
    return forward(c, withNormalizedEmail(c.req.raw, body));
  });

  // PRODUCT.md: after 'Senha alterada!' the member is signed in. The token is consumed by the
  // reset, so its owner is looked up first.
  app.post('/reset-password', async (c) => {
    const body = await jsonBody(c);
    const owner =
      typeof body.token === 'string' ? await resetTokenOwner(db, body.token) : undefined;
    const res = await forward(c);
    if (!res.ok || !owner || typeof body.newPassword !== 'string') return res;
    const signIn = await auth.api.signInEmail({
      body: { email: owner, password: body.newPassword },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!signIn.ok) return res;
    const out = new Response(res.body, res);
    for (const cookie of signIn.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
    return out;
  });

  // Only what the app uses; Better Auth's other endpoints (update-user, list-sessions…) would
  // bypass our rules (the display name's length, the membership check on a name change).
  app.post('/sign-out', (c) => forward(c));
  app.get('/get-session', (c) => forward(c));
  app.post('/change-password', async (c) => {
    await jsonBody(c);
    return forward(c);
  });
  app.all('/*', () => {
    throw notFound();
  });
  return app;
}

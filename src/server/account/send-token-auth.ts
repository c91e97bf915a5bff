import type { MiddlewareHandler } from 'hono';
import { membershipInactive } from '../auth/session.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp, compileTrust } from '../http/client-ip.ts';
import { isActiveMemberCached } from '../members/status-cache.ts';
import { hit } from '../rate-limit/store.ts';
import { useSendToken } from './send-tokens.ts';

/** The one path a send token opens. */
export const UPLOAD_PATH = '/api/shares/upload';

/** Requests a minute with one token (a Shortcut shares one thing per run), and wrong tokens per address. */
export const sendTokenLimit = { max: 60, window: 60 } as const;

const HOW_TO_GET_ONE = 'Crie um código novo em Minha Conta › Enviar do iPhone.';

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

const tooMany = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    'Muitos envios em pouco tempo. Aguarde um minuto e tente novamente.',
  );

/**
 * POST /api/shares/upload: the member a valid `Authorization: Bearer <send token>` names, as
 * c.var.user. A cookie session is not enough here: this route is for the Shortcut alone.
 */
export function requireSendToken(db: Db, config: Config): MiddlewareHandler<AppEnv> {
  const trust = compileTrust(config.TRUST_PROXY);
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    if (!token) {
      throw new AppError(
        401,
        'UNAUTHENTICATED',
        `Falta o seu código de envio no atalho (cabeçalho Authorization). ${HOW_TO_GET_ONE}`,
      );
    }
    const found = await useSendToken(db, token);
    if (!found) {
      const misses = await hit(db, `send-token-miss:${clientIp(c, trust)}`, sendTokenLimit.window);
      if (misses > sendTokenLimit.max) throw tooMany();
      throw new AppError(
        401,
        'UNAUTHENTICATED',
        `Este código de envio foi desativado ou não existe. ${HOW_TO_GET_ONE}`,
      );
    }
    if (
      (await hit(db, `send-token:${found.tokenId}`, sendTokenLimit.window)) > sendTokenLimit.max
    ) {
      throw tooMany();
    }
    if (!(await isActiveMemberCached(db, found.user.email))) throw membershipInactive();
    c.set('user', { ...found.user, sessionExpiresAt: new Date().toISOString() });
    await next();
  };
}

/**
 * Every other /api route refuses a bearer token (403): a send token creates shares and reads
 * nothing, and no route of the app takes any other bearer.
 */
export const refuseBearerElsewhere: MiddlewareHandler = async (c, next) => {
  const upload = c.req.method === 'POST' && c.req.path === UPLOAD_PATH;
  if (!upload && bearer(c.req.header('authorization'))) {
    throw new AppError(
      403,
      'FORBIDDEN',
      'Este código só envia conversas para o FechaZap: ele não abre nem lê nada.',
    );
  }
  await next();
};

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import type { ShareErrorCode } from '#shared/conversations.ts';
import type { Auth } from '../auth/auth.ts';
import { getSession } from '../auth/session.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientIp, compileTrust } from '../http/client-ip.ts';
import { trustedOrigins } from '../http/origin-check.ts';
import { inputFromForm, readAnyShare, takeShare } from './incoming.ts';
import { MAX_ZIP_BYTES, ShareReadError } from './read/share.ts';
import { audioFor, CLAIM_COOKIE, type ConversationDeps } from './routes.ts';
import { CLAIM_HOURS, createShare, newClaimToken } from './shares-store.ts';

/** A .zip export of up to 20 MB, with room for the form's own fields. */
const MAX_SHARE_BODY = MAX_ZIP_BYTES + 64 * 1024;

const back = (c: Context, query: string) => c.redirect(`/compartilhar?${query}`, 303);
const failed = (c: Context, code: ShareErrorCode) => back(c, `erro=${code}`);

/**
 * POST /compartilhar: the installed app's share target (the manifest's share_target), posted by
 * Android's share sheet as multipart/form-data with `title`, `text`, `url` and `files`. Works
 * signed in or out: signed out, the share waits under a random claim token, set as an HttpOnly
 * cookie (only its SHA-256 is stored) and claimed by GET /api/shares/:id after signing in.
 * Always answers 303 to the /compartilhar page, with the share's id or the reason it failed.
 */
export function shareTargetRoutes(
  auth: Auth,
  conversations: Pick<ConversationDeps, 'db' | 'audio'>,
  config: Config,
): Hono<AppEnv> {
  const { db } = conversations;
  const trust = compileTrust(config.TRUST_PROXY);
  const allowed = new Set(trustedOrigins(config));
  /**
   * Another site's form must not plant shares: a real share sheet posts from the browser itself
   * (Sec-Fetch-Site: none, no Origin or 'null'), the app's own page from its origin. A sibling
   * subdomain is same-site, not ours; an Origin is checked even when Sec-Fetch-Site is missing.
   */
  const foreign = (c: Context) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    return (
      site === 'cross-site' ||
      site === 'same-site' ||
      (origin !== undefined && origin !== 'null' && !allowed.has(origin))
    );
  };
  return new Hono<AppEnv>().post(
    '/compartilhar',
    bodyLimit({ maxSize: MAX_SHARE_BODY, onError: (c) => failed(c, 'TOO_LARGE') }),
    async (c) => {
      if (foreign(c)) return failed(c, 'EMPTY');
      const session = await getSession(auth, db, c.req.raw.headers);
      try {
        await takeShare(db, session ? `user:${session.user.id}` : `ip:${clientIp(c, trust)}`);
        const type = c.req.header('content-type') ?? '';
        if (
          !type.startsWith('multipart/form-data') &&
          !type.startsWith('application/x-www-form-urlencoded')
        ) {
          return failed(c, 'EMPTY');
        }
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw new ShareReadError('EMPTY');
        });
        if (session) c.set('user', { ...session.user });
        const audio = session ? audioFor(c, conversations) : null;
        const read = await readAnyShare(c, await inputFromForm(form), audio);
        if (session) {
          return back(c, `id=${await createShare(db, { userId: session.user.id }, read)}`);
        }
        const { token, hash } = newClaimToken();
        const id = await createShare(db, { claimTokenHash: hash }, read);
        setCookie(c, CLAIM_COOKIE, token, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: config.APP_URL.startsWith('https://'),
          path: '/',
          maxAge: CLAIM_HOURS * 60 * 60, // to sign in or create an account
        });
        return back(c, `id=${id}`);
      } catch (error) {
        if (error instanceof ShareReadError) return failed(c, error.code);
        throw error;
      }
    },
  );
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { accountRoutes } from './account/routes.ts';
import { refuseBearerElsewhere, requireSendToken, UPLOAD_PATH } from './account/send-token-auth.ts';
import { sendTokenRoutes } from './account/send-token-routes.ts';
import { uploadRoutes } from './conversations/upload.ts';
import { shareError } from './conversations/incoming.ts';
import { cadenceRoutes } from './follow-ups/cadence-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { createEngine, createTranscriber } from './ai/create-engine.ts';
import type { Transcriber } from './ai/transcriber.ts';
import { wavOffThread } from './conversations/audio/audio-share.ts';
import type { AiEngine } from './ai/engine.ts';
import { createAuth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { getSession, requireMember } from './auth/session.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { notFound, payloadTooLarge } from './errors.ts';
import type { AppEnv } from './http/app-env.ts';
import { errorHandler } from './http/error-handler.ts';
import { webManifest } from './http/manifest.ts';
import { noStore } from './http/no-store.ts';
import { originCheck } from './http/origin-check.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Renderers } from './http/ssr.ts';
import { spa } from './http/spa.ts';
import { defaultClientDir } from './paths.ts';
import type { Logger } from './logger.ts';
import { mailQueueOn } from './jobs/index.ts';
import type { MailQueue } from './mail/queue.ts';
import { watchMemberStatus } from './members/status-cache.ts';
import { webhookRoutes } from './members/webhooks.ts';
import { customerRoutes } from './customers/routes.ts';
import { pixChargeRoutes } from './pix/charge-routes.ts';
import { pixKeyRoutes } from './pix/key-routes.ts';
import { customerConversationRoutes, shareRoutes } from './conversations/routes.ts';
import { shareTargetRoutes } from './conversations/share-target.ts';
import { MAX_ZIP_BYTES, ShareReadError } from './conversations/read/share.ts';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import { importRoutes } from './legacy-import/routes.ts';
import { limitsRoutes } from './limits/routes.ts';
import { objectionRoutes } from './objections/routes.ts';
import { scriptRoutes } from './scripts/routes.ts';
import { meOf } from './account/me.ts';
import { publicConfig } from './system/public-config.ts';
import { productRoutes } from './products/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { resultsRoutes } from './results/routes.ts';
import { todayRoutes } from './today/routes.ts';
import { followUpRoutes } from './follow-ups/routes.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { reactivationRoutes } from './reactivation/routes.ts';
import { afterSaleRoutes } from './after-sale/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  authSecret: string;
  /** The job queue's mail (startJobs); without it mails wait for another instance's worker. */
  mail?: MailQueue;
  /** The built SPA; defaults to dist/client. */
  clientDir?: string;
  /** Defaults to the engine the configuration picks. */
  engine?: AiEngine;
  /** Defaults to the provider's speech-to-text (none offline); null turns it off. */
  transcriber?: Transcriber | null;
  /** Server renderers of the landing page and member pages; without them the SPA renders all. */
  renderers?: Renderers;
}

/** JSON bodies above this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Imports (legacy local data, a customers CSV of up to 10,000 rows) are larger. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** A shared chat: a .zip export of up to 20 MB (only its .txt is read), or 5 MB of text. */
const MAX_SHARE_BYTES = MAX_ZIP_BYTES + 64 * 1024;
const isBulkImport = (path: string) =>
  path === '/api/import/local' ||
  path === '/api/customers/import' ||
  path === '/api/admin/members/import';

/** Builds the Hono app: middleware, then one router per feature, then the SPA. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, logger } = deps;
  const { db } = database;
  const auth = createAuth({ config, db, secret: deps.authSecret, log: logger });
  const mail = deps.mail ?? mailQueueOn(database);
  const links = { db, config, mail, log: logger };
  const engine = deps.engine ?? createEngine(config);

  const app = new Hono<AppEnv>();
  app.onError(errorHandler);

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders(config.APP_URL));
  // Pages and JSON (not the script stream, nor assets the build compressed already).
  app.use(compress());
  const limitBody = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(payloadTooLarge().toBody(), 413) });
  const smallBody = limitBody(MAX_BODY_BYTES);
  const importBody = limitBody(MAX_IMPORT_BYTES);
  const shareBody = limitBody(MAX_SHARE_BYTES);
  // The Shortcut shows the message: the share's own, which says how to export a smaller chat.
  const uploadBody = bodyLimit({
    maxSize: MAX_SHARE_BYTES,
    onError: (c) => c.json(shareError(new ShareReadError('TOO_LARGE')).toBody(), 413),
  });
  app.use('/api/*', noStore);
  // A GET has no body to limit: asking for it would build a whole fetch Request per read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET'
      ? next()
      : (c.req.path === '/api/shares' || /^\/api\/shares\/[^/]+\/audios$/.test(c.req.path)
          ? shareBody
          : c.req.path === UPLOAD_PATH
            ? uploadBody
            : isBulkImport(c.req.path)
              ? importBody
              : smallBody)(c, next),
  );
  app.use('/api/*', originCheck(config));
  app.use('/api/*', refuseBearerElsewhere);

  const api = new Hono<AppEnv>();
  api.route('/', systemRoutes(config, database));
  api.route('/auth', authRoutes(auth, links, deps.authSecret));
  api.route('/me', accountRoutes(auth, db, config));
  api.route('/admin', adminRoutes(auth, links));
  api.route('/webhooks', webhookRoutes(config, db, { mail }));

  // Data routes: signed-in, active members only, each scoped to the caller.
  watchMemberStatus(database, logger);
  const member = requireMember(auth, db);
  const dailyLimits = { ...DAILY_LIMITS, replies: config.DAILY_REPLIES_LIMIT };
  const transcriber =
    deps.transcriber === undefined ? createTranscriber(config, wavOffThread) : deps.transcriber;
  const conversations = {
    db,
    engine,
    repliesLimit: config.DAILY_REPLIES_LIMIT,
    audio: { transcriber, minutesLimit: DAILY_LIMITS.audioMinutes },
  };
  // Every member router on one sub-app behind one guard: a router added here is guarded by
  // where it is mounted, not by the order of the lines above it.
  // A path no member route answers passes on to the 404 below instead of asking to sign in.
  const members = new Hono<AppEnv>();
  members.use('*', (c, next) =>
    matchedRoutes(c).some((r) => r.method !== 'ALL') ? member(c, next) : next(),
  );
  members.route('/products', productRoutes(db));
  members.route('/customers', customerRoutes(db));
  members.route('/customers', customerConversationRoutes(conversations));
  members.route('/customers', followUpRoutes(db));
  members.route('/customers', pixChargeRoutes(db));
  members.route('/customers', afterSaleRoutes(db));
  members.route('/customers', reactivationRoutes(db));
  members.route('/limits', limitsRoutes(db, dailyLimits));
  members.route('/shares', shareRoutes(conversations));
  members.route('/scripts', scriptRoutes(db, engine));
  members.route('/objections', objectionRoutes(db, engine));
  members.route('/import', importRoutes(db));
  members.route('/today', todayRoutes(db, engine));
  members.route('/account', cadenceRoutes(db));
  members.route('/account/pix', pixKeyRoutes(db));
  members.route('/account/send-token', sendTokenRoutes(db));
  members.route('/results', resultsRoutes(db));
  members.route('/campaigns', campaignRoutes(db, engine, dailyLimits));
  members.route('/push', pushRoutes(db, config));
  // The iPhone Shortcut's way in: a send token, not a session (before the members' guard).
  api.route('/shares/upload', uploadRoutes(conversations, config, requireSendToken(db, config)));
  api.route('/', members);
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api', api);

  app.get('/manifest.webmanifest', webManifest(config));
  app.route('/', shareTargetRoutes(auth, conversations, config));
  app.route(
    '/',
    spa(deps.clientDir ?? defaultClientDir, {
      renderers: deps.renderers,
      appName: config.APP_NAME,
      checkoutUrl: config.CHECKOUT_URL,
      checkoutPrice: publicConfig(config).checkoutPrice,
      signedInUser: async (req) => (await getSession(auth, db, req.headers))?.user ?? null,
      sessionStart: async (user) => ({
        me: await meOf(db, config, user),
        config: publicConfig(config),
      }),
      callApi: async (request, env) => app.fetch(request, env),
    }),
  );
  return app;
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { notFound, payloadTooLarge } from './errors.ts';
import type { AppEnv } from './http/app-env.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spa } from './http/spa.ts';
import { defaultClientDir } from './paths.ts';
import type { Logger } from './logger.ts';
import { systemRoutes } from './system/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The built SPA; defaults to dist/client. */
  clientDir?: string;
}

/** JSON bodies above this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Builds the Hono app: middleware, then one router per feature, then the SPA. */
export function createApp({ config, database, logger, clientDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders(config.APP_URL));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(payloadTooLarge().toBody(), 413),
    }),
  );

  const api = new Hono<AppEnv>();
  api.route('/', systemRoutes(config, database));
  api.all('*', () => {
    throw notFound();
  });
  app.route('/api', api);

  app.route('/', spa(clientDir ?? defaultClientDir));
  return app;
}

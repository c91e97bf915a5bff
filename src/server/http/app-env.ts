import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger.ts';

/** The signed-in user, as the session middleware leaves it for the handlers. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** When the session ends (ISO 8601): the app keeps its offline data no longer. */
  sessionExpiresAt: string;
}

/** The variables every handler can read with c.get(). */
export interface AppEnv {
  Variables: RequestIdVariables & {
    log: Logger;
    user: SessionUser;
  };
}

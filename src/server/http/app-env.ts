import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../logger.ts';

/** The variables every handler can read with c.get(). Features add theirs here. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    log: Logger;
  };
}

import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { hit } from './store.ts';

/**
 * Uploads per member a minute, previews included (each reads the whole file): a few imports
 * with their previews, while nobody can keep the server parsing files back to back.
 */
export const importLimit = { max: 10, window: 60 } as const;

/** Counts one upload by this user; over the limit, 429 before the body is read. */
export async function takeImport(db: Db, userId: string): Promise<void> {
  if ((await hit(db, `import:user:${userId}`, importLimit.window)) > importLimit.max) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      'Muitas importações em pouco tempo. Aguarde um minuto e tente novamente.',
    );
  }
}

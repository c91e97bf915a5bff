import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Where a newest-first list stopped: the last row's created_at as text (a JavaScript Date would
 * cut its microseconds, and rows of one import share a timestamp) and its id.
 */
export interface Keyset {
  createdAt: string;
  id: string;
}

/** The rows after `key` in (created_at desc, id desc) order; undefined without a key. */
export const olderThan = (createdAt: SQLWrapper, id: SQLWrapper, key: Keyset | undefined) =>
  key ? sql`(${createdAt}, ${id}) < (${key.createdAt}::timestamptz, ${key.id}::uuid)` : undefined;

export const encodeCursor = (key: Keyset) =>
  Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');

/** The keyset of a cursor encodeCursor wrote; undefined for any other text. */
export function decodeCursor(cursor: string): Keyset | undefined {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const valid =
    createdAt !== undefined &&
    id !== undefined &&
    /^[\d-]+ [\d:.]+[+-][\d:]+$/.test(createdAt) &&
    /^[0-9a-f-]{36}$/.test(id);
  return valid ? { createdAt, id } : undefined;
}

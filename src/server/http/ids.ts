import type { Context } from 'hono';
import { notFound } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The :id (or another param) of a row; anything that is not a UUID cannot be the caller's row: 404. */
export function idParam(c: Context, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw notFound();
  return id.toLowerCase();
}

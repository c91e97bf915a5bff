import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time string equality that does not leak the length either. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The value at a dotted path of a parsed payload, or undefined. */
export function get(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}

export const str = (v: unknown) =>
  (typeof v === 'string' && v !== '') || typeof v === 'number' ? String(v) : undefined;

const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A platform timestamp: epoch milliseconds (Hotmart) or seconds, ISO 8601, or Kiwify's
 * zone-less "2024-05-10 14:32:07", which is Brasília time (UTC-3, no daylight saving since 2019).
 */
export function parseTime(v: unknown): Date | undefined {
  if (typeof v === 'string' && /^\d+$/.test(v)) return parseTime(Number(v));
  if (typeof v === 'number') {
    const date = new Date(v > 1e11 ? v : v * 1000);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const text = v.trim();
  const date = new Date(ZONELESS.test(text) ? `${text.replace(' ', 'T')}-03:00` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The first of the values that reads as a time. */
export const firstTime = (...values: unknown[]) =>
  values.map(parseTime).find((d) => d !== undefined);

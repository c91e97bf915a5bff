import { vi } from 'vitest';

/** Runs `fn` with the clock at `iso`: Date only, so timers and the database keep running. */
export async function atTime<T>(iso: string, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

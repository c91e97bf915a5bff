import { afterEach, expect, it, vi } from 'vitest';
import { timeZoneCookie } from '#shared/time-zone.ts';
import { browserTimeZone } from '../lib/format.ts';
import { rememberTimeZone } from './boot-data.ts';

const tzCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('tz='));

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'tz=; max-age=0; path=/';
});

it("writes the zone Temporal names, where the browser has Temporal (no Intl call: a phone's long task)", () => {
  vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Pacific/Kiritimati' } });
  rememberTimeZone();
  expect(tzCookie()).toBe('tz=Pacific%2FKiritimati');
});

it('writes the zone Intl names where the browser has no Temporal', () => {
  vi.stubGlobal('Temporal', undefined);
  rememberTimeZone();
  expect(tzCookie()).toBe(timeZoneCookie(browserTimeZone()).split(';')[0]);
});

it('falls back to Intl when Temporal cannot say', () => {
  vi.stubGlobal('Temporal', {
    Now: {
      timeZoneId: () => {
        throw new RangeError('no zone');
      },
    },
  });
  rememberTimeZone();
  expect(tzCookie()).toBe(timeZoneCookie(browserTimeZone()).split(';')[0]);
});

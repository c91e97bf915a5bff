import { describe, expect, it } from 'vitest';
import { getLimitsQueryOptions } from '../limits/api/get-limits.ts';
import { getMeQueryOptions } from '../auth/session.ts';
import { boardOptions } from '../customers/api/get-board.ts';
import { getProductsQueryOptions } from '../products/api/get-products.ts';
import { getTodayQueryOptions } from '../today/api/get-today.ts';
import { hasCustomersQueryOptions } from '../today/api/has-customers.ts';
import { MEMBER_DATA_PATHS } from './cache-names.ts';
import { pageQueries } from './member-cache.ts';

describe('the data a rendered page leaves for offline use', () => {
  it('is each page query’s, under a URL the service worker keeps', () => {
    expect(pageQueries.map(([key]) => key)).toEqual([
      getMeQueryOptions().queryKey,
      getProductsQueryOptions().queryKey,
      getLimitsQueryOptions().queryKey,
      boardOptions({}).queryKey,
      hasCustomersQueryOptions().queryKey,
      getTodayQueryOptions().queryKey,
    ]);
    for (const [, url] of pageQueries) expect(MEMBER_DATA_PATHS).toContain(url);
  });
});

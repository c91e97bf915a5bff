import type { PageLoader } from '../app/route-modules.tsx';

/** /inicio (and /members): the day's list, and whether the member has any customer yet. */
export const welcomeLoader: PageLoader = async (client) => {
  const [{ getTodayQueryOptions }, { hasCustomersQueryOptions }] = await Promise.all([
    import('../today/api/get-today.ts'),
    import('../today/api/has-customers.ts'),
  ]);
  return Promise.all([
    client.ensureQueryData(getTodayQueryOptions()),
    client.ensureQueryData(hasCustomersQueryOptions()),
  ]);
};

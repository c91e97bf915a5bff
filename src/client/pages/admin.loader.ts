import type { AdminSection } from '#shared/routes.ts';
import type { PageLoader } from '../app/route-modules.tsx';

/**
 * /admin?secao=…: what each section of the console prefetches (for an admin only: the route
 * table's loader prefetches nothing of it for anyone else).
 */
export const adminLoaders: Record<AdminSection, PageLoader> = {
  // The members the URL's filters pick, and the mail that failed to reach them.
  membros: async (client, search) => {
    const [{ getMembersQueryOptions }, { memberFiltersFrom }, { getMailFailuresQueryOptions }] =
      await Promise.all([
        import('../admin/api/get-members.ts'),
        import('../admin/api/admin-keys.ts'),
        import('../admin/api/mail-failures.ts'),
      ]);
    return Promise.all([
      client.ensureInfiniteQueryData(getMembersQueryOptions(memberFiltersFrom(search))),
      client.ensureQueryData(getMailFailuresQueryOptions()),
    ]);
  },
  // The events with no filter, as the section opens.
  checkout: async (client) => {
    const { getEventsQueryOptions } = await import('../admin/api/get-events.ts');
    return client.ensureQueryData(getEventsQueryOptions({ platform: '', result: '' }));
  },
  // The last 30 days, as the section opens.
  uso: async (client) => {
    const { getUsageQueryOptions } = await import('../admin/api/get-usage.ts');
    return client.ensureQueryData(getUsageQueryOptions(30));
  },
};

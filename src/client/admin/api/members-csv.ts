import { searchOf, type MemberFilters } from './admin-keys.ts';

/** GET /api/admin/members.csv: a download link, with the filters the list shows. */
export const membersCsvUrl = (filters: MemberFilters) =>
  `/api/admin/members.csv${searchOf({ q: filters.q, status: filters.status })}`;

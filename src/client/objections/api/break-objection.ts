import type { ObjectionRequest, ObjectionResult } from '#shared/ai.ts';
import { limitsQueryKey } from '../../limits/api/get-limits.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

export const breakObjection = (request: ObjectionRequest) =>
  api<ObjectionResult>('/api/objections', { method: 'POST', body: JSON.stringify(request) });

/** Five answers to an objection; each request takes one of the day's quota, so reload it. */
export const useBreakObjection = () => useInvalidatingMutation(breakObjection, limitsQueryKey);

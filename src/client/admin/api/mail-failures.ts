import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { adminKeys } from './admin-keys.ts';

/** A mail the server gave up on after its last retry (GET /api/admin/mail-failures). */
export interface MailFailure {
  id: string;
  kind: 'access' | 'reset';
  email: string;
  error: string;
  failedAt: string;
}

const mailFailuresKey = [...adminKeys.all, 'mail-failures'] as const;

export const getMailFailuresQueryOptions = () =>
  queryOptions({
    queryKey: mailFailuresKey,
    queryFn: () => api<{ failures: MailFailure[] }>('/api/admin/mail-failures'),
  });

export const useMailFailures = () => useQuery(getMailFailuresQueryOptions());

export const resendMail = (id: string) =>
  api<{ ok: true }>(`/api/admin/mail-failures/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });

/** 'Reenviar': the mail goes back in the queue and leaves the list. */
export const useResendMail = () => useInvalidatingMutation(resendMail, mailFailuresKey);

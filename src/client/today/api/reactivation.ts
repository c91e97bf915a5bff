import type { ReactivationAction } from '#shared/reactivation.ts';
import { api } from '../../lib/api.ts';

/** What the member did with a customer 'Reativar' listed: sent (with its text) or skipped. */
export const actOnReactivation = ({ id, action }: { id: string; action: ReactivationAction }) =>
  api<unknown>(`/api/customers/${id}/reactivation`, {
    method: 'POST',
    body: JSON.stringify(action),
  });

/** Desfazer: the latest action on the customer is taken back, and they are listed again. */
export const undoReactivation = ({ id }: { id: string }) =>
  api<unknown>(`/api/customers/${id}/reactivation/undo`, { method: 'POST' });

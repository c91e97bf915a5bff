import type { AfterSaleAction, AfterSaleStepId } from '#shared/after-sale.ts';
import { api } from '../../lib/api.ts';

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
});

/** What the member did with an after-sale step: sent (with its text), skipped or put off. */
export const actOnAfterSale = ({ id, action }: { id: string; action: AfterSaleAction }) =>
  api<unknown>(`/api/customers/${id}/after-sale`, post(action));

/** Desfazer: the step comes back as Hoje showed it. */
export const undoAfterSale = ({
  id,
  step,
  saleAt,
}: {
  id: string;
  step: AfterSaleStepId;
  saleAt: string;
}) => api<unknown>(`/api/customers/${id}/after-sale/undo`, post({ step, saleAt }));

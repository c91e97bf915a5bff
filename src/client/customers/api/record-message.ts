import { useMutation } from '@tanstack/react-query';
import type { ScriptStageName } from '#shared/today.ts';
import { api } from '../../lib/api.ts';

export interface SentMessage {
  id: string;
  stage: ScriptStageName | null;
}

export const recordMessage = ({ id, stage }: SentMessage) =>
  api<void>(`/api/customers/${id}/messages`, {
    method: 'POST',
    body: JSON.stringify({ stage }),
  });

/** A message sent through the app's WhatsApp button, kept in the customer's history. */
export const useRecordMessage = () => useMutation({ mutationFn: recordMessage });

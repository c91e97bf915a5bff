import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, NewCampaign } from '#shared/campaigns.ts';
import { api } from '../../lib/api.ts';
import { campaignsKeys } from './get-campaigns.ts';

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

/** POST /api/campaigns: the new campaign's id (its queue is made by the server). */
export const createCampaign = (campaign: NewCampaign) =>
  api<{ id: string }>('/api/campaigns', post(campaign));

/** What the member did with the queue's customer, or 'resume' after the campaign paused itself. */
export type QueueAction =
  | { action: 'send'; customerId: string }
  | { action: 'skip'; customerId: string }
  | { action: 'resume' };

/** POST /api/campaigns/:id/send, /skip or /resume: the campaign as it stands after it. */
export const actOnCampaign = (id: string, act: QueueAction) =>
  api<CampaignDetail>(
    `/api/campaigns/${encodeURIComponent(id)}/${act.action}`,
    post(act.action === 'resume' ? undefined : { customerId: act.customerId }),
  );

/** PUT /api/campaigns/settings: campaign sends a day. */
export const saveDailyCap = (dailyCap: number) =>
  api<void>('/api/campaigns/settings', { method: 'PUT', body: JSON.stringify({ dailyCap }) });

/** Creates a campaign; the list is read again. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.overview }),
  });
}

/**
 * Sends, skips or resumes: the answer is the campaign afresh, put in the cache as it is; the
 * list's counts are read again. A refusal (the countdown, a guardrail) reads the queue again,
 * for its new wait or pause.
 */
export function useQueueAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (act: QueueAction) => actOnCampaign(id, act),
    onSuccess: (detail) => {
      queryClient.setQueryData(campaignsKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.overview });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.detail(id) }),
  });
}

/** Saves the daily cap; the list and every queue (their 'Hoje: X de N') are read again. */
export function useSaveDailyCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyCap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.all }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetail, CampaignsOverview } from '#shared/campaigns.ts';
import { api } from '../../lib/api.ts';

export const campaignsKeys = {
  all: ['campaigns'] as const,
  overview: ['campaigns', 'overview'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

export const getCampaigns = (signal?: AbortSignal) =>
  api<CampaignsOverview>('/api/campaigns', { signal });

export const getCampaign = (id: string, signal?: AbortSignal) =>
  api<CampaignDetail>(`/api/campaigns/${encodeURIComponent(id)}`, { signal });

/** The occasions with their next day, the member's campaigns (newest first) and daily cap. */
export const getCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsKeys.overview,
    queryFn: ({ signal }) => getCampaigns(signal),
  });

/** One campaign: its queue and what the guardrails allow now. */
export const getCampaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignsKeys.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
  });

export const useCampaigns = () => useQuery(getCampaignsQueryOptions());

export const useCampaign = (id: string) => useQuery(getCampaignQueryOptions(id));

import type { DashboardSection } from '#shared/routes.ts';
import type { PageLoader } from '../app/route-modules.tsx';

const products: PageLoader = async (client) =>
  client.ensureQueryData(
    (await import('../products/api/get-products.ts')).getProductsQueryOptions(),
  );

const productsAndLimits: PageLoader = async (client) => {
  const limits = (await import('../limits/api/get-limits.ts')).getLimitsQueryOptions();
  return Promise.all([products(client, new URLSearchParams()), client.ensureQueryData(limits)]);
};

/** /dashboard?section=…: what each section prefetches. */
export const dashboardLoaders: Record<DashboardSection, PageLoader> = {
  produtos: products,
  scripts: productsAndLimits,
  objecoes: productsAndLimits,
  // The board with no filter: the search box and the follow-up buttons start empty.
  vendas: async (client) => {
    const { boardOptions } = await import('../customers/api/get-board.ts');
    return client.ensureQueryData(boardOptions({}));
  },
  // The list, and the campaign's queue when the address opens one (?campanha=).
  campanhas: async (client, search) => {
    const { getCampaignsQueryOptions, getCampaignQueryOptions } =
      await import('../campaigns/api/get-campaigns.ts');
    const id = search.get('campanha');
    return Promise.all([
      client.ensureQueryData(getCampaignsQueryOptions()),
      id && client.ensureQueryData(getCampaignQueryOptions(id)),
    ]);
  },
  resultados: async (client) => {
    const { getResultsQueryOptions } = await import('../results/api/get-results.ts');
    return client.ensureQueryData(getResultsQueryOptions('month'));
  },
};

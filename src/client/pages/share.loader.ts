import type { PageLoader } from '../app/route-modules.tsx';

/** /compartilhar?id=…(&cliente=…): what was shared, when the URL names it. */
export const shareLoader: PageLoader = async (client, search) => {
  const id = search.get('id');
  if (!id) return;
  const { shareOptions } = await import('../conversations/api/get-share.ts');
  return client.ensureQueryData(shareOptions(id, search.get('cliente')));
};

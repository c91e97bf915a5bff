import type { PageLoader } from '../app/route-modules.tsx';

/** /compartilhar?id=…(&cliente=…): what was shared, and whose page it came from. */
export const shareLoader: PageLoader = async (client, search) => {
  const id = search.get('id');
  const cliente = search.get('cliente');
  if (!id) {
    if (!cliente) return;
    // Opened from a customer's page: the page names them.
    const { customerOptions } = await import('../customers/api/get-customer.ts');
    return client.ensureQueryData(customerOptions(cliente));
  }
  const { shareOptions } = await import('../conversations/api/get-share.ts');
  return client.ensureQueryData(shareOptions(id, cliente));
};

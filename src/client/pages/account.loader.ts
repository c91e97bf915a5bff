import type { PageLoader } from '../app/route-modules.tsx';

/** /minha-conta: the member's follow-up cadences and Pix key. */
export const accountLoader: PageLoader = async (client) => {
  const [{ cadencesQueryOptions }, { pixKeyOptions }] = await Promise.all([
    import('../follow-ups/api/cadences.ts'),
    import('../pix/api/pix-key.ts'),
  ]);
  return Promise.all([
    client.ensureQueryData(cadencesQueryOptions()),
    client.ensureQueryData(pixKeyOptions),
  ]);
};

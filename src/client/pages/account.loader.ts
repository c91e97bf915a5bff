import type { PageLoader } from '../app/route-modules.tsx';

/** /minha-conta: the member's follow-up cadences, Pix key and iPhone send token. */
export const accountLoader: PageLoader = async (client) => {
  const [{ cadencesQueryOptions }, { pixKeyOptions }, { sendTokenOptions }] = await Promise.all([
    import('../follow-ups/api/cadences.ts'),
    import('../pix/api/pix-key.ts'),
    import('../account/send-token.ts'),
  ]);
  return Promise.all([
    client.ensureQueryData(cadencesQueryOptions()),
    client.ensureQueryData(pixKeyOptions),
    client.ensureQueryData(sendTokenOptions),
  ]);
};

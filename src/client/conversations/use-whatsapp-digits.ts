import { useQuery } from '@tanstack/react-query';

/**
 * The wa.me digits of a phone the server has not normalised yet (a new customer's, from the
 * share). The phone rules carry 120 KB of metadata, so they load only when such a phone shows.
 */
export function useWhatsappDigits(phone: string | null) {
  const digits = useQuery({
    queryKey: ['whatsapp-digits', phone],
    queryFn: async () => (await import('#shared/phone.ts')).whatsappDigits(phone),
    enabled: Boolean(phone?.trim()),
    staleTime: Infinity,
  });
  return digits.data ?? null;
}

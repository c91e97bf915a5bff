import { z } from 'zod';

/** The member's own calendar day: the server has no way to know the seller's time zone. */
export const todayQuery = z.object({ today: z.iso.date() });

/** PATCH /api/customers/:id/next-contact */
export const nextContactSchema = z.object({ proximo_contato: z.iso.date().nullable() });

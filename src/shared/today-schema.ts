import { z } from 'zod';

/** PATCH /api/customers/:id/next-contact */
export const nextContactSchema = z.object({ proximo_contato: z.iso.date().nullable() });

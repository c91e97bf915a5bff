import { z } from 'zod';

/** POST /api/customers/:id/reactivation: the message sent (with its text), or skipped. */
export const reactivationActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('sent'),
    text: z.string().trim().min(1, 'Escreva a mensagem que você enviou.').max(4000),
  }),
  z.object({ action: z.literal('skipped') }),
]);

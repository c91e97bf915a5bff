import { z } from 'zod';
import { afterSaleStepIds } from './after-sale.ts';

const step = z.enum(afterSaleStepIds, 'Etapa desconhecida.');
/** The sale's moment as GET /api/today gave it, to the microsecond. */
const saleAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/, 'Venda desconhecida.');

/** POST /api/customers/:id/after-sale: a step sent (with its text), skipped or put off. */
export const afterSaleActionSchema = z.discriminatedUnion('action', [
  z.object({
    step,
    saleAt,
    action: z.literal('sent'),
    text: z.string().trim().min(1, 'Escreva a mensagem que você enviou.').max(4000),
  }),
  z.object({ step, saleAt, action: z.enum(['skipped', 'snoozed']) }),
]);

/** POST /api/customers/:id/after-sale/undo: Desfazer of what was done with a step. */
export const afterSaleUndoSchema = z.object({ step, saleAt });

import { z } from 'zod';
import {
  parseRepurchaseCycle,
  productFieldByName,
  repurchaseCycleField,
  type ProductField,
  type ProductFieldName,
} from './products.ts';
import { tooLongMessage } from './text-limit.ts';

// The zod schema of a product body, built from the field rules in products.ts (kept free of
// zod so the client bundle does not carry it).

const tooLong = (f: ProductField) => ({
  error: (issue: { input?: unknown }) =>
    tooLongMessage(f.max, typeof issue.input === 'string' ? issue.input.length : 0, f.label),
});

function requiredText(name: ProductFieldName) {
  const f = productFieldByName[name];
  const missing = f.required!.description;
  return z.string({ error: missing }).trim().min(1, missing).max(f.max, tooLong(f));
}

function optionalText(name: ProductFieldName) {
  const f = productFieldByName[name];
  return z
    .string({ error: 'Texto inválido.' })
    .trim()
    .max(f.max, tooLong(f))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A whole number of days, or '30' as the form sends it; blank or left out is null. */
const repurchaseCycle = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const days = parseRepurchaseCycle(value);
    if (days !== undefined) return days;
    ctx.addIssue({ code: 'custom', message: repurchaseCycleField.invalid });
    return z.NEVER;
  });

/**
 * The body of POST and PUT /api/products, keys in the spec's check order so the first error is
 * the first missing field. Unknown keys (a client-sent user_id) are dropped.
 */
export const productInputSchema = z.object({
  nome: requiredText('nome'),
  nicho: requiredText('nicho'),
  preco: requiredText('preco'),
  canal_aquisicao: requiredText('canal_aquisicao'),
  cliente_ideal: requiredText('cliente_ideal'),
  objecoes: requiredText('objecoes'),
  diferencial: requiredText('diferencial'),
  processo_vendas: requiredText('processo_vendas'),
  problema_resolve: requiredText('problema_resolve'),
  urgencia: requiredText('urgencia'),
  garantia: optionalText('garantia'),
  bonus: optionalText('bonus'),
  ciclo_recompra: repurchaseCycle,
});

import { z } from 'zod';
import {
  customerLimits,
  customerMessages,
  DEFAULT_PHASE,
  lostReasonIds,
  phaseIds,
  type CustomerInput,
} from './customers.ts';

/** Empty optional text is stored as null (SPEC §5). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The body of POST and PUT /api/customers; also each row of an import. */
export const customerInputSchema: z.ZodType<CustomerInput, unknown> = z.object({
  nome: z
    .string({ error: customerMessages.nameRequired.description })
    .trim()
    .min(1, customerMessages.nameRequired.description)
    .max(customerLimits.nome),
  telefone: optionalText(customerLimits.telefone),
  email: optionalText(customerLimits.email).pipe(z.email('Email inválido.').nullable()),
  produto_interesse: optionalText(customerLimits.produto_interesse),
  fase: z.enum(phaseIds, { error: 'Fase inválida.' }).default(DEFAULT_PHASE),
  /** ISO date or timestamp; defaults to now. */
  data_contato: z.iso
    .datetime({ offset: true })
    .or(z.string().regex(isoDate))
    .nullish()
    .transform((v) => v ?? null),
  observacoes: optionalText(customerLimits.observacoes),
  valor: z
    .number()
    .min(0, 'O valor não pode ser negativo.')
    .max(9_999_999_999.99)
    .nullish()
    .transform((v) => v ?? null),
  motivo_perda: z
    .enum(lostReasonIds)
    .nullish()
    .transform((v) => v ?? null),
  proximo_contato: z
    .string()
    .regex(isoDate, 'Data inválida.')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
});

export const phaseMoveSchema = z.object({
  fase: z.enum(phaseIds, { error: 'Fase inválida.' }),
  motivo_perda: z.enum(lostReasonIds).nullish(),
});

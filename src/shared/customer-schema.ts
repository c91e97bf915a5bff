import { z } from 'zod';
import {
  customerLimits,
  DEFAULT_PHASE,
  lostReasonIds,
  phaseIds,
  type CustomerInput,
} from './customers.ts';
import { customerMessages } from './messages.ts';
import { MAX_MONEY, readMoney } from './money.ts';

/** Empty optional text is stored as null, so 'not given' has one form. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A real calendar day ('2024-02-31' is not), from year 1900 on. */
const calendarDate = z.iso
  .date({ error: 'Data inválida.' })
  .refine((v) => v >= '1900-01-01', 'Data inválida.');
const timestamp = z.iso
  .datetime({ offset: true, error: 'Data inválida.' })
  .refine((v) => !Number.isNaN(Date.parse(v)) && v >= '1900', 'Data inválida.');

/** A deal's value in reais: what the database column holds. */
const dealValue = (required?: string) =>
  z.number(required).min(0, 'O valor não pode ser negativo.').max(MAX_MONEY);

/** The fields of a customer, for the imports to read some of them more leniently. */
export const customerFields = {
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
  data_contato: timestamp
    .or(calendarDate)
    .nullish()
    .transform((v) => v ?? null),
  observacoes: optionalText(customerLimits.observacoes),
  valor: dealValue()
    .nullish()
    .transform((v) => v ?? null),
  motivo_perda: z
    .enum(lostReasonIds)
    .nullish()
    .transform((v) => v ?? null),
  proximo_contato: calendarDate
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
};

/** The body of POST and PUT /api/customers. */
export const customerInputSchema: z.ZodType<CustomerInput, unknown> = z.object(customerFields);

/** An amount as a member or a spreadsheet writes it: a number, or text such as 'R$ 1.500,00'. */
const moneyFromText = <T extends z.ZodType>(then: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    const reading = readMoney(value);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message, input: value });
    return null;
  }, then);

const valorFromText = moneyFromText(customerFields.valor);

/** A customer typed by a person: the customer form, and each row of an import. */
export const typedCustomerSchema: z.ZodType<CustomerInput, unknown> = z.object({
  ...customerFields,
  valor: valorFromText,
});

/** PATCH /api/customers/:id: a move on the board, or its Desfazer. */
export const phaseMoveSchema = z.object({
  fase: z.enum(phaseIds, { error: 'Fase inválida.' }),
  motivo_perda: z.enum(lostReasonIds).nullish(),
  /** Asked when a deal without one moves to Fechado; on Desfazer, the value it had. */
  valor: dealValue().nullable().optional(),
  /** Desfazer: when the deal had entered the phase it goes back to, for the stalled badge. */
  fase_alterada_em: timestamp.optional(),
});

export type PhaseMove = z.output<typeof phaseMoveSchema>;

/**
 * 'Qual foi o valor da venda?', asked on the way to Fechado: the value as typed, required, read
 * as the move's `valor` (phaseMoveSchema) is held.
 */
export const closingValueSchema = z.object({
  valor: moneyFromText(dealValue('Informe o valor da venda.')),
});

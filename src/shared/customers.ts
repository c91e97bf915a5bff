import { z } from 'zod';

/** The pipeline's six phases, fixed (SPEC §3), in board order; a new customer starts in prospect. */
export const phases = [
  { id: 'prospect', label: 'Prospecção' },
  { id: 'contacted', label: 'Contatado' },
  { id: 'interested', label: 'Interessado' },
  { id: 'proposal', label: 'Proposta' },
  { id: 'closed', label: 'Fechado' },
  { id: 'lost', label: 'Perdido' },
] as const;

export type Phase = (typeof phases)[number]['id'];
export const phaseIds = phases.map((p) => p.id) as [Phase, ...Phase[]];
export const DEFAULT_PHASE: Phase = 'prospect';

/** Why a deal was lost (PRODUCT.md), asked when a card moves to Perdido. */
export const lostReasons = [
  { id: 'preco', label: 'Preço' },
  { id: 'concorrencia', label: 'Concorrência' },
  { id: 'sem_resposta', label: 'Sem resposta' },
  { id: 'sem_interesse', label: 'Sem interesse' },
  { id: 'outro', label: 'Outro' },
] as const;
export type LostReason = (typeof lostReasons)[number]['id'];
export const lostReasonIds = lostReasons.map((r) => r.id) as [LostReason, ...LostReason[]];

/** Limits the spec leaves open, set so a phone screen and a CSV stay sane. */
export const customerLimits = {
  nome: 120,
  telefone: 40,
  email: 254,
  produto_interesse: 120,
  observacoes: 2000,
};

export const customerMessages = {
  nameRequired: { title: 'Nome obrigatório', description: 'Por favor, informe o nome do cliente.' },
};

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
export const customerInputSchema = z.object({
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
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const phaseMoveSchema = z.object({
  fase: z.enum(phaseIds, { error: 'Fase inválida.' }),
  motivo_perda: z.enum(lostReasonIds).nullish(),
});

/** A customer as the API answers it. */
export interface Customer {
  id: string;
  nome: string;
  telefone: string | null;
  email: string | null;
  produto_interesse: string | null;
  fase: Phase;
  data_contato: string;
  observacoes: string | null;
  valor: number | null;
  motivo_perda: LostReason | null;
  proximo_contato: string | null;
  fase_alterada_em: string;
  created_at: string;
}

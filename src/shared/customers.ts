/** The pipeline's six phases, fixed, in board order; a new customer starts in prospect. */
import { fold } from './fold.ts';
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

/** A phase's name on the board ('Proposta'). */
export const phaseLabel = (fase: Phase): string => phases.find((p) => p.id === fase)?.label ?? fase;

/**
 * Phases as sellers write them in their spreadsheets, compared without case, accents or
 * punctuation; a feminine or plural form ('interessadas') reads as the word listed.
 */
const phaseWords: Record<Phase, string[]> = {
  prospect: ['prospeccao', 'prospect', 'prospecto', 'novo', 'novo lead', 'lead', 'new', 'frio'],
  contacted: ['contatado', 'contactado', 'contato feito', 'em contato', 'contato', 'respondeu'],
  interested: ['interessado', 'interesse', 'quente', 'morno', 'qualificado', 'qualified'],
  proposal: [
    'proposta',
    'proposta enviada',
    'negociando',
    'negociacao',
    'em negociacao',
    'negotiation',
    'orcamento',
    'orcamento enviado',
    'aguardando pagamento',
  ],
  closed: ['fechado', 'vendido', 'venda fechada', 'ganho', 'won', 'comprou', 'pago'],
  lost: ['perdido', 'desistiu', 'sem resposta', 'sem interesse', 'nao comprou', 'cancelado'],
};
/** Words of Perdido that also say why. */
const lostWords: Record<string, LostReason> = {
  'sem resposta': 'sem_resposta',
  'sem interesse': 'sem_interesse',
};

const foldWords = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const phaseByWord = new Map<string, Phase>(
  phases.flatMap((p) =>
    [p.id, foldWords(p.label), ...phaseWords[p.id]].map((word) => [word, p.id] as const),
  ),
);

/** The phase (and, for some words, why it was lost) a spreadsheet's text names; null if none. */
export function readPhase(text: string): { fase: Phase; motivo: LostReason | null } | null {
  const folded = foldWords(text);
  const singular = folded.replace(/s(?= |$)/g, '');
  for (const word of [folded, singular, singular.replace(/a(?= |$)/g, 'o')]) {
    const fase = phaseByWord.get(word);
    if (fase) return { fase, motivo: lostWords[word] ?? null };
  }
  return null;
}

/** Why a deal was lost, asked when a card moves to Perdido and kept with the customer. */
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

/** The body of POST and PUT /api/customers (customer-schema.ts validates it). */
export interface CustomerInput {
  nome: string;
  telefone: string | null;
  email: string | null;
  produto_interesse: string | null;
  fase: Phase;
  /** ISO date or timestamp; null for now. */
  data_contato: string | null;
  observacoes: string | null;
  valor: number | null;
  motivo_perda: LostReason | null;
  proximo_contato: string | null;
}

/** A customer as the API answers it. */
export interface Customer {
  id: string;
  nome: string;
  telefone: string | null;
  /** The phone's international digits for a wa.me link; null when it is not a valid number. */
  whatsapp: string | null;
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
  /**
   * They asked for no more messages ('pode parar de me mandar'): no after-sale step nor campaign
   * until the seller turns it off after a new message of theirs ('Não enviar campanhas').
   */
  sem_campanhas: boolean;
}

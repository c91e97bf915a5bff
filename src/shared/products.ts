/**
 * The product (produtos) rules, one definition for the server and the form: required fields
 * in the order they are checked, each with its toast, and the maximum lengths.
 */
export interface ProductField {
  name: ProductFieldName;
  label: string;
  max: number;
  /** The toast when it is missing; optional fields have none. */
  required?: { title: string; description: string };
  /**
   * False for the seller's own notes (who their ideal client is): the writers read them to choose
   * words but never quote them in a message a customer reads. 'Urgência e objetivo' is said only
   * in its urgency: its sentences about the seller's goal are left out (ai/offline/facts.ts).
   */
  forCustomer: boolean;
}

export const productFieldNames = [
  'nome',
  'nicho',
  'preco',
  'canal_aquisicao',
  'cliente_ideal',
  'objecoes',
  'diferencial',
  'processo_vendas',
  'problema_resolve',
  'urgencia',
  'garantia',
  'bonus',
] as const;
export type ProductFieldName = (typeof productFieldNames)[number];

const required = (title: string, what: string) => ({
  title,
  description: `Por favor, informe ${what}.`,
});

/** In the spec's order of required checks; the two optional fields last. */
export const productFields: readonly ProductField[] = [
  {
    name: 'nome',
    forCustomer: true,
    label: 'Nome do produto ou serviço',
    max: 80,
    required: required('Nome obrigatório', 'o nome do produto ou serviço'),
  },
  {
    name: 'nicho',
    forCustomer: true,
    label: 'Nicho',
    max: 60,
    required: required('Nicho obrigatório', 'o nicho do seu produto'),
  },
  {
    name: 'preco',
    forCustomer: true,
    label: 'Ticket médio',
    max: 30,
    required: required('Ticket médio obrigatório', 'o ticket médio (preço)'),
  },
  {
    name: 'canal_aquisicao',
    forCustomer: true,
    label: 'Canal de aquisição',
    max: 120,
    required: required('Canal de aquisição obrigatório', 'de onde vêm seus clientes'),
  },
  {
    name: 'cliente_ideal',
    forCustomer: false,
    label: 'Cliente ideal',
    max: 300,
    required: required('Cliente ideal obrigatório', 'quem é o seu cliente ideal'),
  },
  {
    name: 'objecoes',
    forCustomer: true,
    label: 'Objeções de fechamento',
    max: 300,
    required: required('Objeções obrigatórias', 'as objeções que você mais ouve'),
  },
  {
    name: 'diferencial',
    forCustomer: true,
    label: 'Diferenciais exclusivos',
    max: 300,
    required: required('Diferencial obrigatório', 'o seu diferencial'),
  },
  {
    name: 'processo_vendas',
    forCustomer: true,
    label: 'Processo de vendas atual',
    max: 300,
    required: required('Processo de vendas obrigatório', 'como você vende hoje'),
  },
  {
    name: 'problema_resolve',
    forCustomer: true,
    label: 'Dores que resolve',
    max: 300,
    required: required('Problema que resolve obrigatório', 'qual problema o seu produto resolve'),
  },
  {
    name: 'urgencia',
    forCustomer: true,
    label: 'Urgência e objetivo',
    max: 200,
    required: required('Urgência obrigatória', 'por que o cliente deve comprar agora'),
  },
  { name: 'garantia', label: 'Garantia', max: 200, forCustomer: true },
  { name: 'bonus', label: 'Bônus', max: 200, forCustomer: true },
];

export const productFieldByName = Object.fromEntries(
  productFields.map((f) => [f.name, f]),
) as Record<ProductFieldName, ProductField>;

type OptionalField = 'garantia' | 'bonus';

/**
 * Ciclo de recompra: in how many days a customer usually buys again, for the after-sale. A
 * whole number of days or nothing; not one of the texts above, so the AI never reads it.
 */
export const REPURCHASE_CYCLE_MIN = 1;
export const REPURCHASE_CYCLE_MAX = 730;
export const repurchaseCycleField = {
  name: 'ciclo_recompra',
  label: 'Ciclo de recompra (dias)',
  hint: 'Em quantos dias o cliente costuma comprar de novo. Deixe em branco se não se aplica.',
  invalid: `Use um número de dias entre ${REPURCHASE_CYCLE_MIN} e ${REPURCHASE_CYCLE_MAX}.`,
} as const;

/**
 * The cycle as sent (a number, or the form's text '30'): null when left blank (or not sent),
 * the number of days when it is a whole number in range, undefined when it is not valid.
 */
export function parseRepurchaseCycle(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  let days: number;
  if (typeof value === 'number') days = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (!/^\d{1,4}$/.test(text)) return undefined;
    days = Number(text);
  } else return undefined;
  return Number.isInteger(days) && days >= REPURCHASE_CYCLE_MIN && days <= REPURCHASE_CYCLE_MAX
    ? days
    : undefined;
}

/**
 * A product's fields as the API takes them: the two optional texts and the repurchase cycle
 * may be null.
 */
export type ProductInput = { [K in Exclude<ProductFieldName, OptionalField>]: string } & {
  [K in OptionalField]: string | null;
} & { ciclo_recompra: number | null };

/** A product as the API answers it. */
export type Product = ProductInput & { id: string; created_at: string; updated_at: string };

/**
 * Products are unlimited in the offer; this ceiling, far above any seller's catalogue, only
 * keeps one account from growing without bound.
 */
export const MAX_PRODUCTS_PER_MEMBER = 5000;
export const productLimitMessage = `Você chegou ao limite de ${MAX_PRODUCTS_PER_MEMBER.toLocaleString('pt-BR')} produtos. Exclua algum para cadastrar outro.`;

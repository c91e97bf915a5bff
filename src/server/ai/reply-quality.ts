import { ECHO, inEnglish, REFUSAL } from './answer-quality.ts';
import { wordsOf } from './message-check.ts';
import type { ReplyInput } from './engine.ts';
import { materialOf, messageProblems, type MessageMaterial } from './message-check.ts';
import { proposalValue } from './offline/reply-writer.ts';
import { readReply } from './offline/reading.ts';
import { unsaidDetails } from './offline/product-answer.ts';
import { pastAnswerFor } from './past-answers.ts';
import { CHECKS, CHECKS_WHETHER } from './check-words.ts';
import { productFieldByName, productFieldNames } from '#shared/products.ts';

/**
 * The check every reply and follow-up passes before a member reads it, whichever engine wrote
 * it: the one message check (message-check.ts: no field pasted, no age range, nouns that fit
 * the kind of offer, no markup or blanks) and what is a reply's own: 40–700 characters, pt-BR,
 * the customer's words not pasted back at them, and no fact the product does not have (a
 * price, an installment plan, a guarantee, a bonus). A provider's reply that fails is replaced
 * by an offline one (replies.ts, follow-ups.ts).
 */

export const REPLY_MIN_LENGTH = 40;
export const REPLY_MAX_LENGTH = 700;
/** This many of the customer's words in a row, said back to them, is a paste. */
const PASTE_RUN = 5;
/** In a sentence that checks what they asked, this many. */
const CHECK_PASTE_RUN = 8;

const PORTUGUESE =
  /(?<!\p{L})(?:você|vc|voce|que|não|pra|para|com|te|eu|seu|sua|o|a|é|de|por|são|uma|os)(?!\p{L})/iu;
/** Tags of the reply prompt (prompts.ts) sent back. */
const REPLY_ECHO = /<\/?(?:conversa|cliente|leitura|exemplos_do_vendedor)>/i;
/** Words that take a counter-offer ('Claro!', 'Pode ser', 'Fechado', 'Faço por R$ 10'). */
const AGREES =
  /^(?:claro|pode ser|fechado|combinado|sim|beleza|ok|certo|perfeito)\b|\b(?:fa[çc]o|fecho|deixo) por\b/iu;
/** A reply to a complaint apologises or says the seller will look into it. */
const LOOKS_INTO =
  /desculp|sinto muito|lament|transtorno|verific|confer|vou ver|j[áa] vejo|estou vendo/iu;
/** A delivery confirmed: what a complaint ('vc disse que entregava no mesmo dia') must not get. */
const CONFIRMS_DELIVERY =
  /\bd[áa] sim\b|\b(?:entrego|entregamos) (?:no mesmo dia|hoje|amanh[ãa])\b|\b(?:[ée]|tenho) pronta entrega\b/iu;
/** Sends the price or the way to pay again, to a customer who paid. */
const ASKS_TO_PAY =
  /chave pix|link (?:de|do) (?:pagamento|cart[ãa]o)|\bte mand(?:o|ar) o (?:pix|link|boleto)\b|\bsaem? por\b|\bforma fica melhor\b|\bfica melhor pra voc[êe] pagar\b/iu;
/** Grants or refuses an exchange or a refund the product's fields say nothing of. */
const TAKES_OR_REFUSES =
  /^(?:claro|sim|pode ser|com certeza)\b|\b(?:pode trocar|troco sim|fa[çc]o a troca|te devolvo|devolvo o)\b|\bn[ãa]o (?:fa[çc]o|aceito|trabalho com|tem) (?:troca|devolu)|\bn[ãa]o (?:d[áa]|tem como) (?:pra|para) (?:trocar|devolver)\b/iu;
/** A delivery on the same day, promised. */
const SAME_DAY_PROMISE =
  /mesmo dia|\b(?:entrego|entregamos|chega) hoje\b|\bhoje (?:mesmo|ainda) (?:eu )?entrego/iu;

/** Money as written in a message ('R$ 1.234,56', 'R$89', '49,90'), as a number. */
function amountsIn(text: string): number[] {
  return [
    ...text.matchAll(/R\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?|\b(\d+),(\d{2})\b/gi),
  ].map((m) => {
    const whole = (m[1] ?? m[3] ?? '0').replace(/\./g, '');
    return Number(`${whole}.${m[2] ?? m[4] ?? '0'}`);
  });
}

/** Figures a reply may say only when the product's fields say them too, each as compared. */
const FIGURES: ReadonlyArray<readonly [string, (text: string) => Array<number | string>]> = [
  ['a price', amountsIn],
  [
    'an installment plan',
    (t) => (t.match(/\b\d+\s*x\b/gi) ?? []).map((p) => p.replace(/\s/g, '').toLowerCase()),
  ],
  [
    'a percentage',
    (t) => (t.match(/(?<!\d)\d+(?:,\d+)?\s*%/g) ?? []).map((p) => p.replace(/\s/g, '')),
  ],
];

/** Claims a reply may make only when the product says so too. */
const CLAIMS: ReadonlyArray<readonly [string, RegExp, 'garantia' | 'bonus' | null]> = [
  [
    'a guarantee',
    /garantia|devolv\p{L}* (?:o |seu )?dinheiro|dinheiro de volta|reembols/iu,
    'garantia',
  ],
  ['a bonus', /b[oô]nus|brinde|gr[aá]tis|gratuit/iu, 'bonus'],
  // Free shipping or 'de graça' is not the product's bonus, even when it has one.
  ['something free', /de gra[cç]a|(?:frete|entrega) (?:[ée] |sai |fica )?gr[aá]tis/iu, null],
  ['interest-free installments', /sem juros/i, null],
  ['a discount', /desconto/i, null],
];

/**
 * Whether the reply answers the turn as read (offline/reading.ts) without promising what the
 * product does not say: a counter-offer neither taken nor turned down offhand, a complaint
 * looked into and never answered as a delivery question, an exchange or a refund neither
 * granted nor refused, a payment made never asked for again, a same-day delivery only when the
 * product says so.
 */
function turnProblems(reply: string, input: ReplyInput): string[] {
  const { intent, turn, delivery, product, more } = readReply(input);
  const problems: string[] = [];
  for (const answer of product ? [product, ...more] : []) {
    problems.push(...productProblems(reply, input, answer));
  }
  if (intent === 'counter' && AGREES.test(reply)) problems.push('agrees to a counter-offer');
  const afterSale = intent === 'complaint' || intent === 'return';
  if (afterSale && !LOOKS_INTO.test(reply)) problems.push('a complaint not looked into');
  if (afterSale && CONFIRMS_DELIVERY.test(reply)) {
    problems.push('a complaint answered as a delivery question');
  }
  if (intent === 'return' && TAKES_OR_REFUSES.test(reply)) {
    problems.push('takes or refuses an after-sale request');
  }
  if (intent === 'paid' && ASKS_TO_PAY.test(reply)) problems.push('asks again for a payment made');
  // A complaint, a return or a payment is answered as one, health named or not (reply-frames.ts).
  if (
    turn.health &&
    !['complaint', 'return', 'paid'].includes(intent) &&
    !/\bm[eé]dic[oa]\b/i.test(reply)
  ) {
    problems.push('a health question not sent to the doctor');
  }
  if (SAME_DAY_PROMISE.test(reply) && !delivery.sameDay) {
    problems.push('a same-day delivery the product does not promise');
  }
  return problems;
}

/**
 * Fields that state what the product is; the seller's own notes (`forCustomer: false`), the
 * customers' objections and where customers come from say nothing of it.
 */
const STATING = productFieldNames.filter(
  (name) =>
    productFieldByName[name].forCustomer && name !== 'objecoes' && name !== 'canal_aquisicao',
);

/**
 * To a question about the product itself (its material, size, colours…), a detail of that topic
 * the product's fields do not state; and a yes to 'serve pra …?' the fields do not give.
 */
function productProblems(
  reply: string,
  input: ReplyInput,
  answer: NonNullable<ReturnType<typeof readReply>['product']>,
): string[] {
  const fields = [...STATING.map((name) => input.product?.[name] ?? ''), toldBefore(input)].join(
    '\n',
  );
  const unsaid = unsaidDetails(reply, answer.topic, fields);
  if (answer.topic === 'suitability') {
    return unsaid.length && !answer.said ? ['says it serves where the product does not say'] : [];
  }
  return unsaid.map((d) => `a ${answer.topic} detail the product does not have (${d})`);
}

/**
 * The seller's earlier answer to this very question states facts too (decision 035): that one
 * answer, not every answer they ever gave.
 */
const toldBefore = (input: ReplyInput) =>
  pastAnswerFor(readReply(input).asked, input.pastAnswers, input.product?.nome) ?? '';

/** Everything the reply states that the product (or the customer's proposal) does not. */
function factProblems(reply: string, input: ReplyInput): string[] {
  const { turn, total, intent, written } = readReply(input);
  // The total for the quantity asked and the customer's own offer may be said back.
  const known = [
    ...Object.values(input.product ?? {}),
    proposalValue(input.customer.valor),
    total,
    turn.counterOffer,
    toldBefore(input),
  ]
    .filter((v): v is string => !!v)
    .join('\n');
  // 'Vou ver se tem frete grátis…', 'Vou confirmar se tenho de 1,80': a check states nothing.
  const stated = reply
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !CHECKS_WHETHER.test(sentence))
    .join(' ');
  const problems: string[] = [];
  for (const [what, valuesOf] of FIGURES) {
    const given = new Set(valuesOf(known));
    for (const value of new Set(valuesOf(stated))) {
      if (!given.has(value)) problems.push(`${what} the product does not have (${value})`);
    }
  }
  // A complaint about what they got ('os brindes … que não recebi') names it back, promising nothing.
  const complained = (intent === 'complaint' || intent === 'return') && written;
  for (const [claim, re, field] of CLAIMS) {
    const given = !!field && !!input.product?.[field]?.trim();
    if (re.test(stated) && !given && !re.test(known) && !(complained && re.test(complained))) {
      problems.push(`${claim} the product does not have`);
    }
  }
  return problems;
}

/**
 * A run of the customer's words said back to them (not the product's name they typed). A check
 * names what it checks as they asked it ('Vou confirmar se serve para o modelo subaqua 14504'),
 * so there a longer run is allowed, never their whole question.
 */
function pastedFromCustomer(reply: string, input: ReplyInput): boolean {
  const sentences = reply.split(/(?<=[.!?])\s+/);
  const runsOf = (texts: string[], length: number) => {
    const runs = new Set<string>();
    for (const text of texts) {
      const words = wordsOf(text);
      for (let i = 0; i + length <= words.length; i++)
        runs.add(words.slice(i, i + length).join(' '));
    }
    return runs;
  };
  // Across sentences: five words outside the checks, eight anywhere.
  const stated = sentences.filter((sentence) => !CHECKS.test(sentence)).join(' ');
  const limits = [
    [PASTE_RUN, runsOf([stated], PASTE_RUN)],
    [CHECK_PASTE_RUN, runsOf([reply], CHECK_PASTE_RUN)],
  ] as const;
  const known = input.product
    ? ` ${wordsOf(Object.values(input.product).join(' ')).join(' ')} `
    : '';
  return input.messages
    .filter((m) => m.author === 'customer')
    .some((m) => {
      const said = wordsOf(m.text);
      return limits.some(([length, replyRuns]) => {
        for (let i = 0; i + length <= said.length; i++) {
          const run = said.slice(i, i + length).join(' ');
          if (replyRuns.has(run) && !known.includes(` ${run} `)) return true;
        }
        return false;
      });
    });
}

/** Without a product there is nothing the member typed to paste, and no kind to fit. */
const NO_PRODUCT: MessageMaterial = {
  pieces: [],
  productName: '',
  described: [],
  need: null,
  kind: null,
  own: '',
};

/** Everything that keeps a reply from being sent as it is; empty when it can be. */
export function replyProblems(text: string, input: ReplyInput): string[] {
  const reply = text.trim();
  if (!reply) return ['empty'];
  const problems: string[] = [];
  if (reply.length < REPLY_MIN_LENGTH || reply.length > REPLY_MAX_LENGTH) {
    problems.push(`${reply.length} characters`);
  }
  if (/[{}]/.test(reply)) problems.push('a placeholder');
  if (REFUSAL.test(reply)) problems.push('a refusal or the model speaking of itself');
  if (ECHO.test(reply) || REPLY_ECHO.test(reply)) problems.push('the prompt echoed back');
  if (inEnglish(wordsOf(reply)) || !PORTUGUESE.test(reply)) problems.push('not in Portuguese');
  if (pastedFromCustomer(reply, input)) problems.push('the customer’s words pasted back');
  problems.push(...factProblems(reply, input));
  problems.push(...turnProblems(reply, input));
  problems.push(...messageProblems(reply, input.product ? materialOf(input.product) : NO_PRODUCT));
  return problems;
}

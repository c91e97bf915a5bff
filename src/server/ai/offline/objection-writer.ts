import type { ProductInfo } from '../product-info.ts';
import { timesPasted } from '../message-check.ts';
import { needOf, needText, objectionOf } from './customer-words.ts';
import { deadlineOf } from './deadline.ts';
import { factsOf, type Facts } from './facts.ts';
import type { AnswerContext } from './answer-context.ts';
import { nounPhrase } from './noun-phrase.ts';
import { kindWords } from './objection-kinds.ts';
import {
  empathy,
  riskReversal,
  socialProof,
  urgencyOrBonus,
  valueReframe,
  type Frame,
} from './objection-frames.ts';
import { pick as pickWith } from './text.ts';

export interface ObjectionInput {
  product: ProductInfo;
  /** 'Qual a necessidade do cliente?' */
  customerNeeds: string;
  /** 'Qual objeção foi recebida?' */
  objection: string;
}

export interface ObjectionAnswer {
  title: string;
  content: string;
}

const techniques: Array<{ title: (f: Facts) => string; frames: Frame[] }> = [
  { title: () => 'Empatia e isolamento', frames: empathy },
  { title: () => 'Reenquadramento de valor', frames: valueReframe },
  { title: () => 'Prova social', frames: socialProof },
  {
    title: (f) => (f.guarantee ? 'Reversão de risco com a garantia' : 'Reversão de risco'),
    frames: riskReversal,
  },
  {
    title: (f) =>
      f.urgency && f.bonus
        ? 'Urgência com bônus'
        : f.urgency
          ? 'Urgência'
          : f.bonus
            ? 'Bônus para decidir agora'
            : 'O custo de esperar',
    frames: urgencyOrBonus,
  },
];

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Five answers to a customer's objection, each with its own technique and title, written from
 * the product's fields, the customer's need and the objection. The customer's words are dealt
 * out, not pasted everywhere: one answer quotes the objection, two speak of the need, one of
 * what holds the customer back; each call picks other frames and another deal.
 */
export function writeObjectionAnswers(
  input: ObjectionInput,
  random: () => number = Math.random,
): ObjectionAnswer[] {
  const f = factsOf(input.product);
  const objection = objectionOf(input.objection);
  // 'Tá caro, mas eu precisava antes do Natal' is quoted as 'Tá caro'; the date is used apart.
  const quote = objection.quote?.replace(/,\s+(?:mas|só|porém|e)\s.*$/iu, '') ?? null;
  const need = needOf(input.customerNeeds);
  const [quoteAt, needAt, alsoNeedAt, constraintAt] = shuffled([0, 1, 2, 3, 4], random);
  // A client profile that already says what the customer needs would repeat it in other answers.
  const repeatsNeed = !!need && !!f.client && timesPasted(f.client, needText(need)) > 0;
  const base = {
    f: repeatsNeed ? { ...f, client: null } : f,
    k: kindWords[objection.kind ?? 'general'],
    kind: objection.kind ?? ('general' as const),
    deadline: deadlineOf(input.objection, input.customerNeeds),
    product: f.short ? nounPhrase(f.short) : null,
    asks: objection.asks,
    pick: <T>(items: readonly T[]) => pickWith(random, items),
  };
  return techniques.map(({ title, frames }, at): ObjectionAnswer => {
    const context: AnswerContext = {
      ...base,
      quote: at === quoteAt ? quote : null,
      need: at === needAt || at === alsoNeedAt ? need && { ...need, constraint: null } : null,
      constraint: at === constraintAt ? (need?.constraint ?? null) : null,
    };
    return { title: title(f), content: base.pick(frames)(context) };
  });
}

/**
 * The basic answers used when the AI provider fails ('Respostas geradas (modo offline)'): the
 * offline engine's own answers, built from the product and the objection's text.
 */
export function offlineFallbackAnswers(input: ObjectionInput): ObjectionAnswer[] {
  return writeObjectionAnswers(input);
}

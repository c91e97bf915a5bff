import { timeClause } from './answer-context.ts';
import type { Facts, ObjectionKind } from './facts.ts';

/**
 * The building blocks of the offline script's phrase bank: message lines, slots and stage plans,
 * and the answers of the 'Quebra de objeções' stage, built from the product's objections.
 */

/** Picks one of several phrasings. */
export type Pick = <T>(items: readonly T[]) => T;

/** One message, or null when the product lacks the fields it needs. */
export type Line = (f: Facts, pick: Pick) => string | null;

/**
 * One message slot of a stage: the first tier with a line that can be written wins, and one of
 * its lines is picked; `chance` below 1 makes the slot optional.
 */
export interface Slot {
  tiers: Line[][];
  chance?: number;
}

export interface StagePlan {
  /** One of these may close the stage's first message. */
  emojis: string[];
  slots: Slot[];
}

export const generic = (...texts: string[]): Line[] => texts.map((text) => () => text);

const objectionOpeners: Record<ObjectionKind | 'general', string[]> = {
  price: ['Se o valor pesou, eu entendo.', 'Sei que o preço conta muito na hora de decidir.'],
  broke: ['Se agora não cabe no bolso, eu entendo.'],
  nocard: ['Se o cartão não ajuda agora, sem problema.'],
  compare: ['Dá para achar opções mais baratas por aí, sim.'],
  later: ['Claro, pode pensar com calma!'],
  others: ['Claro, faz todo sentido decidir junto com quem é importante pra você!'],
  stock: ['Se você já tem algo parecido, ótimo!'],
  time: ['Entendo a correria do dia a dia!'],
  trust: ['É normal ter receio, ainda mais se você já tentou outras coisas.'],
  general: ['Se ficou qualquer dúvida, pode me perguntar sem receio.'],
  gone: ['Tudo bem, sem problema nenhum!'],
};

/** What follows the opener, given a fact that backs the answer up (the differential). */
type Body = (f: Facts, pick: Pick, support: string | null) => string;

const objectionBodies: Record<ObjectionKind | 'general', Body> = {
  price: (_f, _pick, support) =>
    support
      ? ` Mas pensa no que está incluído: ${support}.`
      : ' Se ajudar, me fala, que eu vejo a melhor forma de pagamento pra você.',
  broke: () =>
    ' Quando ficar melhor pra você, é só me chamar, que eu vejo a melhor forma de pagamento.',
  nocard: () => ' Me fala, que eu vejo outra forma de pagamento pra você.',
  compare: (_f, pick, support) =>
    support
      ? pick([
          ` A diferença está no que vem junto: ${support}.`,
          ` Só que aqui você leva mais: ${support}.`,
        ])
      : ' A diferença é o atendimento: aqui eu te acompanho do começo ao fim.',
  later: (f) =>
    ' Só me diz: ficou alguma dúvida que eu possa responder agora?' +
    (f.urgency ? ` E lembrando: ${f.urgency}.` : ''),
  others: () =>
    ' Se quiser, te mando um resumo com valor e condições para você mostrar, assim a conversa fica mais fácil.',
  stock: (_f, _pick, support) =>
    support
      ? ` Só vale comparar com o que você tem hoje: ${support}.`
      : ' Quando quiser experimentar a diferença, é só me chamar.',
  time: (_f, _pick, support) =>
    support
      ? ` Por isso deixei tudo bem prático: ${support}.`
      : ' Por isso deixei tudo bem prático, sem complicação.',
  trust: (_f, _pick, support) =>
    support
      ? ` É por isso que aqui é diferente: ${support}.`
      : ' Por isso te mostro tudo antes e respondo cada dúvida por aqui.',
  general: (_f, _pick, support) =>
    support
      ? ` Deixa eu te explicar como funciona aqui: ${support}.`
      : ' Respondo tudo por aqui, com calma, antes de você decidir.',
  gone: () => ' Se mudar de ideia, é só me chamar, que eu te atendo com prazer.',
};

/**
 * The fact that answers this kind of objection: for no time, what saves it ('sofá seco em 4
 * horas'), never a count of customers; for doubt, that count when there is one.
 */
function supportFor(kind: ObjectionKind | 'general', n: number, f: Facts): string | null {
  if (kind === 'time') return timeClause(f);
  if (kind === 'trust' && f.diffMore && /\d/.test(f.diffMore)) return f.diffMore;
  return n === 0 ? f.diff : (f.diffMore ?? null);
}

const FREIGHT = /\bfrete\b/i;

/**
 * The answer to the n-th objection of the product (at most two, of different kinds), never
 * quoting it back (decision 034): a freight found dear, by the CEP; a kind of doubt the script
 * can answer, with a fact. A question only the seller can answer ('É à prova d'água?') gets no
 * line here: an answer beside the point is worse than none.
 */
export function objectionAnswer(n: number): Line {
  return (f, pick) => {
    const seen = new Set<string>();
    const chosen = f.objections.filter((o) => {
      const key = o.quote && FREIGHT.test(o.quote) ? 'freight' : o.kind;
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const o = chosen[n];
    if (!o) return null;
    if (o.quote && FREIGHT.test(o.quote)) {
      return pick([
        'Sobre o frete: eu calculo pelo seu CEP e te passo a opção mais em conta.',
        'O frete eu calculo pelo seu CEP, e sempre te passo a opção mais em conta.',
      ]);
    }
    const kind = o.kind!;
    return pick(objectionOpeners[kind]) + objectionBodies[kind](f, pick, supportFor(kind, n, f));
  };
}

/** The bonus after the price, or a line on the value when there is none. */
export function bonusTail(f: Facts, pick: Pick): string {
  if (f.bonus) return pick([` E ainda tem bônus: ${f.bonus}.`, ` E de presente: ${f.bonus}.`]);
  // Picked either way, so an everyday price leaves the script's other choices as they were.
  const fair = pick([' Pensando em tudo o que está incluído, é um valor bem justo.', '']);
  return f.everydayPrice ? '' : fair;
}

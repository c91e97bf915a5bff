import type { ObjectionKind } from './facts.ts';

/**
 * How an answer speaks of the objection without quoting it: only one of the five answers
 * repeats the customer's words, the others name what the objection is about.
 */
export interface KindWords {
  /** After 'Entendo': 'a preocupação com o valor'. */
  concern: string;
  /** After 'Tirando': 'o valor'. */
  aside: string;
  /** A clause after 'se': 'o valor coubesse direitinho no seu bolso'. */
  solved: string;
  /** One sentence that looks at the objection from the value side. */
  reframe: string;
}

export const kindWords: Record<ObjectionKind | 'general', KindWords> = {
  price: {
    concern: 'a preocupação com o valor',
    aside: 'o valor',
    solved: 'o valor coubesse direitinho no seu bolso',
    reframe: 'Mas vale olhar o que está incluído, e não só o número.',
  },
  compare: {
    concern: 'que você compare antes de decidir',
    aside: 'a comparação de preço',
    solved: 'o preço fosse o mesmo dos outros lugares',
    reframe: 'Mas comparar só o preço esconde o que vem junto com cada opção.',
  },
  later: {
    concern: 'que você queira pensar com calma',
    aside: 'o tempo pra pensar',
    solved: 'você já tivesse pensado em tudo',
    reframe: 'Mas enquanto a gente pensa, o problema continua do mesmo jeito.',
  },
  others: {
    concern: 'que você queira decidir junto com quem é importante pra você',
    aside: 'a conversa com quem decide junto com você',
    solved: 'quem decide com você também topasse',
    reframe: 'E vale levar pra essa conversa o que vocês ganham, e não só o que pagam.',
  },
  time: {
    concern: 'a correria do dia a dia',
    aside: 'a falta de tempo',
    solved: 'o tempo não fosse um problema',
    reframe: 'E é justamente pra quem tem pouco tempo que isso faz mais diferença.',
  },
  trust: {
    concern: 'o receio de não dar certo',
    aside: 'o receio',
    solved: 'você tivesse certeza de que funciona',
    reframe: 'E a melhor forma de ter certeza é ver de perto como funciona.',
  },
  stock: {
    concern: 'que você já tenha uma solução por aí',
    aside: 'o que você já tem',
    solved: 'o que você tem hoje não resolvesse do jeito que você quer',
    reframe: 'Mas vale pensar se o que você tem hoje resolve do jeito que você quer.',
  },
  general: {
    concern: 'a sua dúvida',
    aside: 'essa dúvida',
    solved: 'essa dúvida estivesse resolvida',
    reframe: 'Mas vale olhar o que você leva, e não só o que paga.',
  },
};

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
  /** One sentence that looks at the objection from the value side; it opens a sentence. */
  reframe: string;
  /** Other customers who said the same, without quoting anyone. */
  common: string;
}

export const kindWords: Record<ObjectionKind | 'general', KindWords> = {
  price: {
    concern: 'a preocupação com o valor',
    aside: 'o valor',
    solved: 'o valor coubesse direitinho no seu bolso',
    reframe: 'Vale olhar o que está incluído, e não só o número.',
    common: 'Muita gente também achou caro no começo e depois viu que valeu cada centavo.',
  },
  compare: {
    concern: 'que você compare antes de decidir',
    aside: 'a comparação de preço',
    solved: 'o preço fosse o mesmo dos outros lugares',
    reframe: 'Comparar só o preço esconde o que vem junto com cada opção.',
    common: 'Muita gente também comparou bastante antes de fechar comigo.',
  },
  later: {
    concern: 'que você queira pensar com calma',
    aside: 'o tempo pra pensar',
    solved: 'você já tivesse pensado em tudo',
    reframe: 'Enquanto a gente pensa, o problema continua do mesmo jeito.',
    common: 'Muita gente também quis pensar com calma antes de decidir.',
  },
  others: {
    concern: 'que você queira decidir junto com quem é importante pra você',
    aside: 'a conversa com quem decide junto com você',
    solved: 'quem decide com você também topasse',
    reframe: 'Vale levar pra essa conversa o que vocês ganham, e não só o que pagam.',
    common: 'Muita gente também decidiu junto com a família antes de fechar.',
  },
  time: {
    concern: 'a correria do dia a dia',
    aside: 'a falta de tempo',
    solved: 'o tempo não fosse um problema',
    reframe: 'É justamente pra quem tem pouco tempo que isso faz mais diferença.',
    common: 'Muita gente que me procura também vive na correria.',
  },
  trust: {
    concern: 'o receio de não dar certo',
    aside: 'o receio',
    solved: 'você tivesse certeza de que funciona',
    reframe: 'A melhor forma de ter certeza é ver de perto como funciona.',
    common: 'Muita gente chegou com o mesmo receio.',
  },
  stock: {
    concern: 'que você já tenha uma solução por aí',
    aside: 'o que você já tem',
    solved: 'o que você tem hoje não resolvesse do jeito que você quer',
    reframe: 'Vale pensar se o que você tem hoje resolve do jeito que você quer.',
    common: 'Muita gente também já tinha algo parecido quando me procurou.',
  },
  general: {
    concern: 'a sua dúvida',
    aside: 'essa dúvida',
    solved: 'essa dúvida estivesse resolvida',
    reframe: 'Vale olhar o que você leva, e não só o que paga.',
    common: 'Muita gente chega com a mesma dúvida.',
  },
};

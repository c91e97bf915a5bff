import {
  answerTo,
  ask,
  heard,
  onTime,
  join,
  lead,
  productOr,
  shared,
  told,
  type AnswerContext,
} from './answer-context.ts';
import { upperFirst } from './text.ts';
import { problemOf } from './facts.ts';

/**
 * The sentence frames of the five techniques, two or three each. Every frame opens with words
 * of its own, so the five answers never start alike, and each fits the customer's words only
 * where it received them.
 */
export type Frame = (c: AnswerContext) => string;

const withProduct = (c: AnswerContext) => productOr(c, 'o que eu ofereço');

/** The verb in the singular, or the plural for a plural name ('as Semijoias Lua têm'). */
const agrees = (c: AnswerContext, singular: string, plural: string) =>
  c.product?.article === 'os' || c.product?.article === 'as' ? plural : singular;

const held = (c: AnswerContext, then: string) =>
  c.constraint && `E eu sei que você está ${c.constraint}, ${then}`;

export const empathy: Frame[] = [
  (c) =>
    join(
      `Entendo ${heard(c) ? `quando você ${heard(c)}` : c.k.concern}, de verdade, e agradeço a sinceridade.`,
      told(c),
      held(c, 'então a gente vai no seu ritmo.'),
      onTime(c, 'vale a gente já se organizar pra isso.'),
      `Tirando ${c.k.aside}, tem mais alguma coisa que te impede de começar?`,
      'Se for só isso, a gente encontra um jeito juntos agora.',
    ),
  (c) =>
    join(
      heard(c)
        ? `Que bom que você me ${heard(c, 'disse')}, é assim que a gente acerta.`
        : 'Que bom que você me contou o que está pensando, é assim que a gente acerta.',
      held(c, 'e vou respeitar isso.'),
      onTime(c, 'vale a gente já se organizar pra isso.'),
      'Deixa eu te fazer uma pergunta sincera.',
      lead(c)
        ? `${lead(c)} se ${c.k.solved}, isso faria sentido pra você?`
        : `Se ${c.k.solved}, ${withProduct(c)} ${agrees(c, 'faria', 'fariam')} sentido pra você?`,
      'Se a resposta for sim, o resto a gente resolve junto, com calma.',
    ),
  (c) =>
    join(
      c.quote
        ? `Olha, sobre o "${c.quote}": faz todo sentido, e fico feliz que você tenha me falado.`
        : 'Olha, faz todo sentido o que você me disse, e fico feliz que você tenha falado.',
      told(c),
      held(c, 'e eu levo isso em conta.'),
      onTime(c, 'vale a gente já se organizar pra isso.'),
      `Me conta com sinceridade: é ${c.k.aside} que pesa mais, ou tem mais alguma coisa?`,
      'Assim eu consigo te ajudar do jeito certo.',
    ),
];

export const valueReframe: Frame[] = [
  (c) =>
    join(
      'Deixa eu te mostrar outro lado disso.',
      heard(c) && `Quando você ${heard(c)}, eu entendo.`,
      c.k.reframe,
      told(c),
      c.f.diff &&
        (c.product
          ? `${upperFirst(withProduct(c))} ${agrees(c, 'tem', 'têm')} um diferencial: ${c.f.diff}.`
          : `O diferencial aqui é este: ${c.f.diff}.`),
      held(c, 'e isso pesa a favor.'),
      answerTo(c, false),
    ),
  // 'Resolver isso de vez' only where the product solves a problem; else the first frame.
  (c) =>
    !problemOf(c.f)
      ? valueReframe[0]!(c)
      : join(
          'Pensa comigo: quanto vale pra você resolver isso de vez?',
          heard(c) && `Você ${heard(c, 'disse')}, e faz sentido parar pra pensar nisso.`,
          lead(c)
            ? `${lead(c)} cada semana esperando também tem um custo, mesmo que ele não apareça na fatura.`
            : 'Cada semana esperando também tem um custo, mesmo que ele não apareça na fatura.',
          held(c, 'então quero que cada minuto valha a pena.'),
          c.f.diff && `E o que você leva aqui é isto: ${c.f.diff}.`,
          !c.f.diff && answerTo(c, false),
        ),
  (c) =>
    join(
      'Vale fazer uma conta rápida comigo?',
      heard(c) && `Você ${heard(c, 'disse')}, e é justo olhar com cuidado.`,
      told(c),
      held(c, 'e é aí que isso mais ajuda.'),
      c.k.reframe,
      c.f.diff && `Só pra você ter ideia: ${c.f.diff}.`,
      answerTo(c, false),
    ),
];

const tried = (c: AnswerContext) => (c.product ? ` ${productOr(c, '')}` : '');

export const socialProof: Frame[] = [
  (c) =>
    join(
      c.quote
        ? `"${c.quote}" é uma das coisas que eu mais escuto por aqui, viu?`
        : 'Essa dúvida é uma das que eu mais escuto por aqui, viu?',
      !c.quote && c.k.common,
      c.need && shared(c),
      held(c, 'e muita gente que me procura também está assim.'),
      `O que mais ajuda a decidir é ver o resultado de quem já experimentou${tried(c)}.`,
      'Quer que eu te mande alguns depoimentos?',
    ),
  (c) =>
    join(
      'Deixa eu te contar uma coisa que acontece muito por aqui:',
      'quem chega em dúvida costuma ser quem mais aproveita depois.',
      heard(c) ? `Muita gente também me ${heard(c, 'disse')} antes de começar.` : c.k.common,
      c.need && shared(c),
      held(c, 'e muita gente começou assim também.'),
      `Se quiser, te mando o que outros ${c.f.nouns.buyers} contaram depois de experimentar${tried(c)}.`,
    ),
  (c) =>
    join(
      'Você não é a única pessoa a pensar assim, viu?',
      heard(c) ? `Muita gente me ${heard(c, 'disse')} no começo.` : c.k.common,
      c.need && shared(c),
      held(c, 'e muita gente chega assim também.'),
      `E quem decidiu experimentar${tried(c)} costuma me agradecer depois.`,
      `Posso te mandar alguns relatos de ${c.f.nouns.buyers}?`,
    ),
];

const noRisk = (c: AnswerContext) =>
  c.f.guarantee
    ? c.f.guarantee
    : join(
        c.pick([
          'Antes de qualquer pagamento, te mostro tudo em detalhes e respondo cada dúvida por aqui, sem compromisso.',
          'Pode me perguntar tudo antes, sem compromisso nenhum: eu te mostro cada detalhe por aqui.',
        ]),
        c.f.deposit && 'E você começa só com um sinal; o restante fica para depois.',
        !c.f.deposit && c.f.freeTalk && 'Se preferir, começamos por uma conversa sem compromisso.',
      );

export const riskReversal: Frame[] = [
  (c) =>
    join(
      c.quote
        ? `Sei que por trás do "${c.quote}" tem uma preocupação de verdade, e eu levo isso a sério.`
        : 'Quero que você decida sem risco nenhum.',
      noRisk(c),
      c.kind !== 'trust' && answerTo(c),
      lead(c)
        ? `${lead(c)} você vê na prática se é isso mesmo, sem medo.`
        : 'Assim você vê na prática se é isso mesmo, sem medo.',
      held(c, 'então pode ir no seu tempo.') || 'Qualquer dúvida no caminho, é só me chamar aqui.',
    ),
  (c) =>
    join(
      'Você não precisa decidir no escuro.',
      heard(c) && `Você ${heard(c, 'disse')}, e eu entendo: ninguém gosta de decidir sem certeza.`,
      noRisk(c),
      c.kind !== 'trust' && answerTo(c),
      told(c),
      held(c, 'então eu te acompanho de perto.'),
      onTime(c, 'dá pra combinar tudo hoje e ficar tranquilo.'),
      'Você só fecha quando tiver certeza de que é o certo pra você, e pode me chamar aqui com qualquer pergunta.',
    ),
];

export const urgencyOrBonus: Frame[] = [
  (c) =>
    join(
      `${
        c.quote
          ? `Fica à vontade com o "${c.quote}", só não deixa passar um detalhe`
          : 'Tem um detalhe importante antes de você decidir'
      }: ${c.f.urgency ?? 'quanto antes a gente combinar, mais tranquilo fica pra você'}.`,
      c.f.bonus && `E quem fecha agora ainda leva: ${c.f.bonus}.`,
      onTime(c, 'vale não deixar pra última hora.') ??
        (lead(c)
          ? `${lead(c)} vale não deixar pra depois.`
          : 'Por isso, vale não deixar pra depois.'),
      held(c, 'então deixo tudo pronto pra você.'),
      ask(c),
    ),
  (c) =>
    join(
      'Quero te fazer uma proposta, pode ser?',
      heard(c) && `Você ${heard(c, 'disse')}, e eu respeito.`,
      c.f.bonus
        ? `Fechando agora, você ainda leva: ${c.f.bonus}.`
        : 'Fechando agora, a gente já começa e você sente a diferença logo.',
      c.f.urgency && `E atenção: ${c.f.urgency}.`,
      onTime(c, 'é só me dar o ok que eu organizo tudo a tempo.') ??
        (lead(c) && `${lead(c)} é só me dar o ok que eu organizo tudo.`),
      held(c, 'por isso eu cuido de tudo por aqui.'),
      !c.f.urgency && 'Assim você já começa a aproveitar e não fica com isso pendente na cabeça.',
      ask(c),
    ),
];

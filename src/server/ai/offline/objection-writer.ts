import type { ProductInfo } from '../product-info.ts';
import { factsOf, objectionKind, quoteOf, type Facts, type ObjectionKind } from './facts.ts';
import { clean, firstSentence, lowerFirst, pick as pickWith, stripEnd } from './text.ts';

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

/** What one answer knows: the product, the customer's need and the objection's words. */
interface Context {
  f: Facts;
  /** The need, ready to follow a colon or sit in parentheses ('definir os cachos'). */
  need: string | null;
  /** The objection in the customer's words, to quote ('Está caro'). */
  said: string | null;
  kind: ObjectionKind | null;
  product: string;
  pick: <T>(items: readonly T[]) => T;
}

/** 'Cliente quer definir os cachos.' → 'definir os cachos'. */
function needOf(text: string): string | null {
  const value = clean(text);
  if (!value) return null;
  const need = firstSentence(value, 120)
    .replace(/^(o |a )?(cliente|ele|ela)\s+/i, '')
    .replace(
      /^(precisa( de)?|necessita( de)?|quer|busca|procura|deseja|gostaria de|est[aá] procurando|t[aá] procurando)\s+/i,
      '',
    );
  return stripEnd(lowerFirst(need)) || null;
}

/** Sentences joined with single spaces, empty ones left out. */
const join = (...parts: Array<string | null | false>) =>
  parts
    .filter((p): p is string => !!p)
    .map((p) => p.trim())
    .join(' ');

const paren = (need: string | null) => (need ? ` (${need})` : '');
const colon = (need: string | null) => (need ? `: ${need}` : '');

const isolation: Partial<Record<ObjectionKind, string>> = {
  price: 'Tirando o valor',
  compare: 'Tirando a comparação de preço',
  later: 'Tirando o tempo para pensar',
  others: 'Tirando a conversa com quem decide com você',
  time: 'Tirando a questão do tempo',
};

function empathy(c: Context): string {
  const { said, need, pick } = c;
  return pick([
    join(
      said
        ? `Entendo perfeitamente quando você diz "${said}".`
        : 'Entendo perfeitamente a sua dúvida.',
      need && `Você me contou o que precisa: ${need}.`,
      `${(c.kind && isolation[c.kind]) ?? 'Tirando essa questão'}, tem mais alguma coisa que te impede de começar?`,
      'Se for só isso, a gente resolve juntos agora.',
    ),
    join(
      said
        ? `Faz todo sentido você pensar "${said}", e eu agradeço a sinceridade.`
        : 'Faz todo sentido ter essa dúvida, e eu agradeço a sinceridade.',
      `Só me confirma uma coisa: se essa questão estivesse resolvida, ${c.product} atenderia o que você precisa${paren(need)}?`,
      'Se sim, vamos encontrar juntos um jeito de fazer isso acontecer.',
    ),
  ]);
}

function valueReframe(c: Context): string {
  const { f, said, need, pick } = c;
  const worth = f.price
    ? `Pensa no valor (${f.price}) como investimento, não como gasto: continuar sem resolver também custa.`
    : 'Pensa nisso como investimento, não como gasto: continuar sem resolver também custa.';
  return pick([
    join(
      said
        ? `Entendo o "${said}", então vamos olhar por outro ângulo.`
        : 'Vamos olhar por outro ângulo.',
      need && `O que você me pediu foi isto: ${need}.`,
      f.diff && `E ${c.product} entrega isso com um diferencial: ${f.diff}.`,
      worth,
    ),
    join(
      `Eu sei que ${said ? `"${said}"` : 'essa dúvida'} pesa na hora de decidir.`,
      `Mas pensa comigo: quanto vale pra você resolver de vez o que me contou${paren(need)}?`,
      f.diff && `Com ${c.product}, você tem um diferencial: ${f.diff}.`,
      f.price && f.priceIsAmount
        ? `No fim, ${f.price} é menos do que custa continuar como está.`
        : worth,
    ),
  ]);
}

function socialProof(c: Context): string {
  const { f, said, need, pick } = c;
  return pick([
    join(
      `Você não é a única pessoa a me dizer ${said ? `"${said}"` : 'isso'}.`,
      `Muita gente chega com a mesma necessidade que você${paren(need)} e com essa mesma dúvida.`,
      `O que mais pesa para quem decide é ver na prática${f.diff ? `: ${f.diff}` : ' como funciona'}.`,
      'Se quiser, te mando o que outros clientes contaram depois de experimentar.',
    ),
    join(
      `${said ? `"${said}"` : 'Essa dúvida'} é uma das coisas que eu mais escuto por aqui, viu?`,
      f.client && `Quem mais compra comigo tem um perfil parecido com o seu: ${f.client}.`,
      `E muitos chegaram querendo exatamente o que você quer${paren(need)}.`,
      'Posso te mostrar o que eles acharam depois de experimentar?',
    ),
  ]);
}

function riskReversal(c: Context): string {
  const { f, said, need, pick } = c;
  const opener = pick([
    said
      ? `Entendo o receio por trás do "${said}", e é por isso que o risco fica comigo.`
      : 'Entendo o receio, e é por isso que o risco fica comigo.',
    said
      ? `Sobre o "${said}": você não precisa decidir no escuro.`
      : 'Você não precisa decidir no escuro.',
  ]);
  if (f.guarantee) {
    return join(
      opener,
      f.guarantee,
      pick([
        `Ou seja, você experimenta sem medo e vê com seus próprios olhos se resolve o que você precisa${colon(need)}.`,
        `Assim, você foca no que importa${paren(need)} e eu fico com o risco.`,
      ]),
    );
  }
  return join(
    opener,
    pick([
      'Antes de qualquer pagamento, te mostro tudo em detalhes e respondo cada dúvida por aqui, sem compromisso.',
      'Pode me perguntar tudo antes, sem compromisso nenhum: eu te mostro cada detalhe por aqui.',
    ]),
    f.deposit && 'E você começa só com um sinal; o restante fica para depois.',
    !f.deposit && f.freeTalk && 'Se preferir, começamos por uma conversa sem compromisso.',
    `Você só decide quando tiver certeza de que resolve o que você precisa${colon(need)}.`,
  );
}

function urgencyOrBonus(c: Context): string {
  const { f, said, need, pick } = c;
  const ask = pick([
    `Quer que eu já reserve ${f.secure} pra você?`,
    `Posso te mandar ${f.step} agora?`,
  ]);
  const why = `Pensando no que você me disse que precisa${paren(need)}, vale não deixar para depois.`;
  if (f.urgency) {
    return join(
      said
        ? pick([
            `Entendo o "${said}", mas tem um detalhe importante: ${f.urgency}.`,
            `Sobre o "${said}": fica à vontade para tirar todas as dúvidas, só não deixa passar isto: ${f.urgency}.`,
          ])
        : `Tem um detalhe importante: ${f.urgency}.`,
      f.bonus &&
        pick([`E fechando agora você ainda leva: ${f.bonus}.`, `E tem bônus: ${f.bonus}.`]),
      why,
      ask,
    );
  }
  if (f.bonus) {
    return join(
      said
        ? `Sobre o "${said}": eu entendo, e por isso quero te fazer uma proposta.`
        : 'Quero te fazer uma proposta.',
      `Fechando agora, você ainda leva: ${f.bonus}.`,
      why,
      ask,
    );
  }
  return join(
    said ? `Sobre o "${said}": eu entendo.` : 'Eu entendo.',
    `Mas cada semana esperando é mais uma semana sem resolver o que você precisa${paren(need)}.`,
    'Que tal começar agora e já sentir a diferença?',
    `Te mando ${f.step} e a gente resolve tudo por aqui.`,
  );
}

/**
 * Five answers to a customer's objection, each with its own technique and title, written from
 * the product's fields, the customer's need and the objection's own words. Each call picks among
 * several phrasings.
 */
export function writeObjectionAnswers(
  input: ObjectionInput,
  random: () => number = Math.random,
): ObjectionAnswer[] {
  const f = factsOf(input.product);
  const objection = clean(input.objection);
  const c: Context = {
    f,
    need: needOf(input.customerNeeds),
    said: objection ? quoteOf(objection, 120) : null,
    kind: objection ? objectionKind(objection) : null,
    product: f.short ?? 'o que eu ofereço',
    pick: (items) => pickWith(random, items),
  };
  const urgencyTitle =
    f.urgency && f.bonus
      ? 'Urgência com bônus'
      : f.urgency
        ? 'Urgência'
        : f.bonus
          ? 'Bônus para decidir agora'
          : 'O custo de esperar';
  return [
    { title: 'Empatia e isolamento', content: empathy(c) },
    { title: 'Reenquadramento de valor', content: valueReframe(c) },
    { title: 'Prova social', content: socialProof(c) },
    {
      title: f.guarantee ? 'Reversão de risco com a garantia' : 'Reversão de risco',
      content: riskReversal(c),
    },
    { title: urgencyTitle, content: urgencyOrBonus(c) },
  ];
}

/**
 * The basic answers used when the AI provider fails ('Respostas geradas (modo offline)'): the
 * offline engine's own answers, built from the product and the objection's text.
 */
export function offlineFallbackAnswers(input: ObjectionInput): ObjectionAnswer[] {
  return writeObjectionAnswers(input);
}

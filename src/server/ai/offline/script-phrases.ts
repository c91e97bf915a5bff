import { problemOf as pain, type Facts } from './facts.ts';
import { fold, lowerFirst, stripEnd, upperFirst } from './text.ts';
import { productPhrase } from './reply-offer.ts';
import { bonusTail, generic, objectionAnswer, type StagePlan } from './script-lines.ts';

/** The product with its article, as a sentence says it ('o kit 10 relógios'), or null. */
const the = (f: Facts) => (f.short ? productPhrase(f.short, f.name ?? f.short) : null);
/** The price says the product's own noun ('R$ 280,00 a consulta' of 'Consulta com nutricionista'). */
const namesProduct = (f: Facts) =>
  !!f.short && new RegExp(`\\b${fold(f.short).split(' ')[0]}\\b`).test(fold(f.price ?? ''));
/** 'no kit', 'na corrente': the product after 'em'. */
const inThe = (f: Facts) => the(f)?.replace(/^(o|a|os|as) /, (_m, a: string) => `n${a} `) ?? null;

/** The guarantee as a sentence: 'Tem garantia de 90 dias.' for a bare '90 dias'; else as typed. */
function guaranteeSaid(g: string): string {
  if (/garantia/i.test(g)) return g;
  const said = stripEnd(g);
  return /^\d/.test(said) ? `Tem garantia de ${said}.` : g;
}

/** ' aqui em Campinas', when the niche said where. */
/** What people give as a present: a gift question fits them only. */
const GIFT =
  /\b(?:presente|joias?|prata|ouro|bijuteria|perfumes?|chocolates?|cestas?|flores|buque|relogios?|canecas?|personalizad\p{L}*|pelucias?|brinquedos?|cosmeticos?|maquiagem)\b/u;

const here = (f: Facts) => (f.place ? ` aqui ${f.place}` : '');

/**
 * The offline script's phrase bank: for each of the eight stages, in the order of scriptStages,
 * several phrasings of each message, the richer ones first, built from the product's fields.
 */
export const stagePlans: StagePlan[] = [
  {
    emojis: ['😊', '👋'],
    slots: [
      {
        tiers: [
          [
            (f) =>
              f.niche &&
              `Oi, {nome}! Tudo bem? Que bom que você chamou. Eu trabalho com ${f.niche}${here(f)} e vou cuidar de você pessoalmente.`,
            (f) =>
              f.niche &&
              `Olá, {nome}, tudo certo? Passando para me apresentar: trabalho com ${f.niche}${here(f)} e quero te ajudar no que precisar.`,
            (f) =>
              f.short &&
              `Oi, {nome}! Tudo bem por aí? Vi seu interesse ${inThe(f)} e quis te dar um oi antes de tudo.`,
          ],
          generic(
            'Oi, {nome}! Tudo bem? Que bom que você chamou. Vou cuidar do seu atendimento pessoalmente por aqui.',
          ),
        ],
      },
      {
        tiers: [
          [
            (f) =>
              f.via &&
              `Boa parte dos meus ${f.nouns.buyers} me conhece ${f.via}. Se você também veio por aí, que bom ter você aqui!`,
          ],
          generic(
            'Antes de te passar qualquer valor, quero entender direitinho o que você procura, combinado?',
          ),
        ],
      },
    ],
  },
  {
    emojis: ['🙂'],
    slots: [
      {
        tiers: [
          [
            (f) =>
              pain(f) &&
              `{nome}, posso te fazer uma pergunta rápida? Muita gente me procura por causa disto: ${f.pain}. Isso também acontece com você?`,
            (f) =>
              pain(f) &&
              `Sabe o que eu mais escuto por aqui? ${upperFirst(f.pain!)}. Se isso soa familiar, acho que posso te ajudar.`,
            (f) =>
              pain(f) &&
              `Muita gente me procura com o mesmo incômodo: ${f.pain}. Você se identifica?`,
          ],
          generic('{nome}, posso te fazer uma pergunta rápida para te indicar a melhor opção?'),
        ],
      },
      {
        chance: 0.5,
        tiers: [
          // Only after the plain question ('posso te fazer uma pergunta rápida…?').
          [
            (f) =>
              pain(f)
                ? null
                : 'É rapidinho, e assim eu consigo te indicar o que faz mais sentido pra você.',
          ],
        ],
      },
    ],
  },
  {
    emojis: [],
    slots: [
      {
        tiers: [generic('Me conta um pouco do seu caso: o que você está buscando hoje?')],
      },
      {
        tiers: [
          [
            (f) => pain(f) && 'E o que você já tentou até agora para resolver isso?',
            (f) => pain(f) && 'Se isso estivesse resolvido hoje, o que mudaria na sua rotina?',
            // Only what people give ('corrente de prata'), not curtains or cake tins.
            (f) =>
              f.kind === 'product' && GIFT.test(fold(`${f.name ?? ''} ${f.niche ?? ''}`))
                ? 'É pra você ou pra dar de presente?'
                : null,
            () => 'Você já conhece o meu trabalho ou é a primeira vez?',
          ],
        ],
      },
      {
        chance: 0.5,
        tiers: [
          generic(
            'Pergunto porque quero te indicar a opção certa, e não só te vender qualquer coisa.',
            'Pode falar à vontade: quanto mais eu souber, melhor consigo te orientar.',
          ),
        ],
      },
    ],
  },
  {
    emojis: ['✨'],
    slots: [
      {
        tiers: [
          [
            (f) =>
              f.name &&
              f.diff &&
              `Pelo que você me contou, acho que ${the(f)} é pra você. O que faz diferença aqui: ${f.diff}.`,
            (f) =>
              f.name &&
              f.diff &&
              `O que eu tenho pra você é ${the(f)}. E não é mais do mesmo: ${f.diff}.`,
            (f) => f.short && f.diff && `É aí que entra ${the(f)}: ${f.diff}.`,
          ],
          [
            (f) =>
              f.name &&
              `O que eu tenho pra você é ${the(f)}, e foi pensado para resolver exatamente isso.`,
          ],
          generic(
            'O que eu ofereço foi pensado para resolver exatamente isso, do jeito mais simples possível.',
          ),
        ],
      },
      {
        tiers: [[(f) => f.diffMore && `Ah, e um detalhe: ${f.diffMore}.`]],
      },
    ],
  },
  {
    emojis: ['💡'],
    slots: [
      {
        tiers: [
          // The cost of going on with a problem only where the product solves one.
          [
            // Neither speech for an everyday price (a bread, a phone film): the price says itself.
            (f) =>
              pain(f) && !f.everydayPrice
                ? 'Uma coisa que sempre falo: o mais caro é continuar com o problema. Cada semana assim tem um custo, mesmo que ele não apareça na fatura.'
                : null,
            (f) =>
              f.everydayPrice
                ? null
                : 'Quero te passar o valor com calma, porque ele faz mais sentido quando você vê tudo o que está incluído.',
          ],
        ],
      },
      {
        tiers: [
          [
            (f, pick) =>
              f.price && f.pricePerSize ? `Os valores são: ${f.price}.${bonusTail(f, pick)}` : null,
            // 'A consulta sai por R$ 280,00 a consulta': the price that names the product, alone.
            (f, pick) =>
              f.price && f.short && f.priceIsAmount && !namesProduct(f)
                ? `${upperFirst(the(f)!)} sai por ${f.price}.${bonusTail(f, pick)}`
                : null,
            // 'Investimento' is a course's or a service's word, not a marmita's.
            (f, pick) =>
              f.price &&
              `${f.kind === 'product' ? 'O valor é' : 'O investimento é'} ${f.price}.${bonusTail(f, pick)}`,
            (f, pick) => f.price && `Sobre o valor: ${f.price}.${bonusTail(f, pick)}`,
          ],
          [
            (f, pick) =>
              `Te passo o valor certinho de acordo com o que você precisa, tudo bem?${f.bonus ? bonusTail(f, pick) : ''}`,
          ],
        ],
      },
    ],
  },
  {
    emojis: ['✅', '🙌'],
    slots: [
      {
        tiers: [
          [
            (f) => f.urgency && `Só um aviso importante: ${f.urgency}.`,
            (f) => f.urgency && `Antes que eu esqueça: ${f.urgency}.`,
          ],
        ],
      },
      {
        tiers: [
          [
            (f) =>
              f.schedules
                ? `Qual dia e horário ficam melhor pra você? Já deixo reservado${f.deposit ? ' e te mando o Pix do sinal' : ''}.`
                : null,
            (f) =>
              f.paysOnArrival
                ? null
                : `Faz sentido pra você? Se sim, já te mando ${f.step} para garantir ${f.secure}.`,
            (f) => (f.paysOnArrival ? null : `Quer que eu já te mande ${f.step}?`),
            (f) =>
              f.paysOnArrival
                ? null
                : `Se estiver tudo certo pra você, é só me responder "quero" que eu te mando ${f.step} agora mesmo.`,
          ],
          // Paid when it arrives: nothing is sent before, the order is set aside.
          [
            () => 'Quer que eu já separe o seu pedido? O pagamento é na entrega.',
            () =>
              'Se estiver tudo certo pra você, me fala que eu já deixo o seu separado. Você paga na entrega.',
          ],
        ],
      },
      {
        chance: 0.5,
        tiers: [
          [
            (f) =>
              f.delivers
                ? `Assim que confirmar, já combino ${f.nouns.theDelivery} com você.`
                : f.kind === 'course'
                  ? 'Assim que confirmar, você já recebe o acesso.'
                  : null,
          ],
          generic('Qualquer dúvida que aparecer no caminho, é só me chamar aqui.'),
        ],
      },
    ],
  },
  {
    emojis: ['🤝'],
    slots: [
      {
        tiers: [
          [objectionAnswer(0)],
          generic(
            'Se ficou qualquer dúvida, pode me perguntar sem receio. Prefiro te explicar tudo agora do que você decidir no escuro.',
          ),
        ],
      },
      { tiers: [[objectionAnswer(1)]] },
      {
        tiers: [
          [
            (f) => f.guarantee && `Você não corre risco nenhum. ${guaranteeSaid(f.guarantee)}`,
            (f) =>
              f.guarantee &&
              `E pode decidir com segurança: ${lowerFirst(stripEnd(guaranteeSaid(f.guarantee)))}.`,
            (f) =>
              f.guarantee &&
              (/garantia/i.test(f.guarantee)
                ? `Pode comprar sem medo: ${lowerFirst(stripEnd(f.guarantee))}.`
                : `Ah, e tem garantia, viu? ${f.guarantee}`),
          ],
        ],
      },
    ],
  },
  {
    emojis: ['😉', '🙂'],
    slots: [
      {
        tiers: [
          [
            (f) =>
              f.short && `Oi, {nome}! Passando para saber se ficou alguma dúvida sobre ${the(f)}.`,
            (f) =>
              f.short &&
              `{nome}, tudo bem? Lembrei de você hoje. Conseguiu pensar sobre ${the(f)}?`,
          ],
          generic('Oi, {nome}! Passando para saber se ficou alguma dúvida. Estou por aqui.'),
        ],
      },
      {
        tiers: [
          [
            (f) => f.urgency && `Te aviso para você não perder: ${f.urgency}.`,
            (f) =>
              f.urgency && `Uma atualização rápida: ${f.urgency}. Quer que eu reserve ${f.secure}?`,
            (f) => f.bonus && `E o bônus ainda está de pé: ${f.bonus}.`,
          ],
        ],
      },
      {
        chance: 0.6,
        tiers: [
          generic(
            'Se agora não for o momento, tudo bem! Quando quiser retomar, é só me chamar por aqui.',
            'Vou deixar você à vontade. Se mudar de ideia, me chama que eu te atendo na hora.',
          ),
        ],
      },
    ],
  },
];

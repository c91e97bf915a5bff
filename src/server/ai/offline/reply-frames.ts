import {
  hello,
  call,
  thing,
  step,
  guaranteeLine,
  guaranteeNote,
  boughtAlready,
  bonusLine,
  diffLine,
  priceLine,
  askedInstallments,
  otherWayAsked,
  priceInstallments,
  paymentAnswer,
  waysOpen,
  waysToPay,
  waysSaid,
  namedWayToPay,
  reachAnswer,
  occasionLine,
  deliveryAnswer,
  shipLine,
  shipPolicy,
  complainedThing,
  theirOffer,
  methodNote,
  toFindIt,
  afterPayment,
  theMany,
  highlight,
  plural,
  type Piece,
  withName,
  type ReplyContext,
  type ReplyFrame,
} from './reply-lines.ts';
import { LINK_PROMISED, SELLER_CHECKS, SELLER_READIES, WISH, type Intent } from './reply-intent.ts';
import { otherReplies } from './other-replies.ts';
import {
  fitFrames,
  productFrames,
  SIZE_WORRY,
  sizeWorryFrames,
  whetherHave,
  namesProduct,
  askedOfItself,
} from './product-frames.ts';
import { REFUND, RESALE, type TurnDetails } from './turn.ts';
import { objectionKind, PICKUP_SAID } from './facts.ts';
import { fold, lowerFirst, stripEnd, upperFirst } from './text.ts';

/**
 * The customer asks the price too ('qual o valor do tamanho G?'): a price question; not 'o valor
 * do frete' (FRZ6).
 */
const PRICE_ASKED =
  /\b(?:precos?|valor(?:es)?(?! d[oe] (?:frete|entrega)\b)|custa|custam|custo|quanto (?:e|fica|sai|(?:voce |voces )?faz)|(?:fica|sai) por quanto|reais)\b/;
/** They ask when it arrives too ('vou comprar, chega quando?'): answered after the main ask. */
const WHEN_ASKED = /\b(?:chega\p{L}*|prazo|envi(?:a|am|o)|despach\p{L}*|posta\p{L}*)\b/u;
/** Several asks in one turn are all answered: the price of a delivery question, and so on. */
const alsoPrice = (c: ReplyContext): Piece =>
  PRICE_ASKED.test(c.asked) && !c.turn.bought ? priceLine(c) : null;
const alsoWhen = (c: ReplyContext): Piece[] =>
  WHEN_ASKED.test(c.asked) && !c.turn.bought
    ? [
        shipLine(c),
        // 'qual a chegada prevista pra esse cep 13971201?' (db.csv L2488): their CEP looked into.
        c.turn.cepGiven && c.offer.reach === 'delivery'
          ? 'Vou ver o prazo pro seu CEP e já te falo.'
          : null,
      ]
    : [];
/** The freight asked by a buyer ('vou pedir 2. O frete é grátis?'): by their CEP. */
const alsoFreight = (c: ReplyContext): Piece =>
  c.turn.freight && !c.turn.bought && c.offer.reach === 'delivery'
    ? c.turn.cepGiven
      ? 'O frete eu calculo pro seu CEP e já te falo.'
      : 'O frete eu calculo pelo seu CEP: me passa ele?'
    : null;

/** What they say they told already ('expliquei a situação', 'já te falei'). */
const TOLD_ALREADY =
  /\bja (?:e|eh) a \S+ vez que (?:eu )?(?:me comunico|entro em contato|cobro)\b|\b(?:(?:as )?respostas que (?:eu )?(?:enviei|mandei|dei)|o que (?:eu )?solicitei|expliquei|ja (?:te )?(?:falei|contei|disse|mandei|passei|expliquei)|(?:minha|minhas|varias|as) (?:pergunta|perguntas|duvida|duvidas))\b/;

/** A thing of theirs named in a complaint of a late reply ('cancelado minha compra'). */
const THING_NAMED =
  /\b(?:compra|acesso|pagamento|certificado|pedido|boleto|encomenda|entrega|brindes?|bonus|nota fiscal|carregador|cadeados?|bloquead[oa]s?|expirad[oa]s?|travad[oa]s?|nao (?:entra|abre) (?:em )?nada)\b/;

/**
 * A complaint, by what it is about: a late reply is apologised for; what they got and did not
 * like is asked about; a long wait with nothing named asks what is still open; an order that
 * did not come is looked for.
 */
const complaintFrames: Record<
  NonNullable<TurnDetails['complaintAbout']>,
  readonly [ReplyFrame, ReplyFrame, ReplyFrame]
> = {
  // 'você falou que ia me ajudar… até agora não me mostrou': owned, and seen to now.
  promise: [
    (c) => [
      call(c, 'Poxa', ', me desculpa pela demora!'),
      'Vou ver isso agora mesmo e já te dou um retorno.',
    ],
    (c) => [call(c, 'Você tem razão', ', me desculpa!'), 'Já estou vendo isso pra você.'],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      'Vou resolver isso com você agora e te respondo em seguida.',
    ],
  ],
  reply: [
    // 'expliquei a situação… e sem retorno': what they told is looked at, not asked again.
    (c) => [
      call(c, 'Desculpa a demora'),
      TOLD_ALREADY.test(c.asked)
        ? /\b(?:pergunt|duvida)/.test(c.asked)
          ? 'Já estou vendo o que você me perguntou e te respondo por aqui, tá?'
          : 'Já estou vendo o que você me contou e te respondo por aqui, tá?'
        : // '…Porque foi cancelado minha compra?': what they named is looked into.
          THING_NAMED.test(c.asked)
          ? `Já estou vendo o que aconteceu com ${complainedThing(c)} e te dou um retorno em seguida.`
          : 'Estou aqui agora. Me conta como posso te ajudar?',
    ],
    (c) => [
      call(c, 'Sinto muito por isso'),
      'Demorei pra te responder, mas já estou vendo tudo. O que você precisa?',
    ],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      'Já estou aqui pra te ajudar. Me diz o que você precisa?',
    ],
  ],
  // It stopped working after some use: looked into, the guarantee named, since when asked in the
  // last; a photo of a phone that will not turn on shows nothing.
  broken: [
    (c) => [
      call(c, 'Poxa, sinto muito'),
      // 'está na garantia?', 'quanto tempo de garantia ele tem?': the product's own answer.
      GUARANTEE_ASKED.test(c.asked) ? guaranteeNote(c) : null,
      // 'Produto apresentou problemas, e não tem nota fiscal': both looked into.
      c.turn.complaint?.endsWith('nota fiscal')
        ? 'Vou ver agora esse problema e a sua nota fiscal, e já te dou um retorno.'
        : // Not 'desde quando está assim?': most tell it ('com 1 mês ele começou a desligar').
          'Quero resolver isso com você: vou ver agora o que dá pra fazer e já te falo.',
    ],
    (c) => [
      call(c, 'Sinto muito por isso'),
      GUARANTEE_ASKED.test(c.asked) ? null : guaranteeNote(c),
      'Vou ver o que dá pra fazer e já te falo.',
    ],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      'Me conta desde quando está assim, que eu vejo com você a melhor forma de resolver.',
    ],
  ],
  quality: [
    (c) => [
      call(c, 'Poxa, sinto muito que você não gostou'),
      // A course or a visit has nothing to photograph.
      c.offer.reach === 'delivery'
        ? 'Me manda uma foto, que eu vejo o que posso fazer por você?'
        : 'Quero resolver isso com você. Vou ver aqui o que aconteceu e já te falo.',
    ],
    (c) => [
      call(c, 'Sinto muito por isso'),
      'Quero resolver isso com você. Vou ver aqui o que dá pra fazer e já te falo.',
    ],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      'Vou ver a melhor forma de resolver isso pra você e te respondo em seguida.',
    ],
  ],
  // 'Estou o dia todo tentando resolver': what is still open, asked; nothing guessed.
  waiting: [
    (c) => [
      call(c, 'Poxa', ', me desculpa pela espera!'),
      'Me conta o que está faltando, que eu resolvo isso com você agora.',
    ],
    (c) => [
      call(c, 'Sinto muito pela demora'),
      'Já estou aqui. Me fala o que ainda não se resolveu?',
    ],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      'Me conta em que pé está, que eu vejo isso agora mesmo.',
    ],
  ],
  order: [
    (c) => [
      call(c, 'Poxa', ', me desculpa!'),
      GUARANTEE_ASKED.test(c.asked) ? guaranteeNote(c) : null,
      // '… com o seu pedido e a sua nota fiscal, e já te dou um retorno.'
      `Vou ver agora o que aconteceu com ${complainedThing(c).replace(/ e .*/, '$&,')} e já te dou um retorno.`,
    ],
    (c) => [
      call(c, 'Sinto muito por isso'),
      c.offer.reach !== 'delivery'
        ? `Me conta o que aconteceu, que eu vejo ${complainedThing(c)} agora mesmo.`
        : boughtAlready(c.phase) && !c.turn.defect
          ? `Vou ver ${complainedThing(c)} agora e já te falo.`
          : c.turn.defect
            ? `Me manda uma foto do defeito e ${toFindIt(c)}, que eu vejo agora o que aconteceu?`
            : /boleto/.test(complainedThing(c))
              ? 'Me conta o que aparece aí, que eu já te mando o boleto de novo.'
              : /pagamento/.test(complainedThing(c))
                ? `Me passa ${toFindIt(c)}, que eu confiro ${complainedThing(c)} agora.`
                : /pedido|encomenda|entrega|compra/.test(complainedThing(c))
                  ? `Me passa ${toFindIt(c)}, que eu vejo agora onde está ${complainedThing(c)}?`
                  : `Me passa ${toFindIt(c)}, que eu vejo ${complainedThing(c)} agora.`,
    ],
    (c) => [
      call(c, 'Desculpa pelo transtorno'),
      `Já estou vendo ${complainedThing(c)} aqui e te respondo em seguida com uma posição certinha.`,
    ],
  ],
};

/** The guarantee asked of a thing bought ('está na garantia?', 'quanto tempo de garantia ele tem?'). */
const GUARANTEE_ASKED =
  /\b(?:(?:esta|ta|estaria) (?:na|dentro da) garantia|(?:quanto tempo|quantos (?:meses|dias)|qual) (?:de |e a |a )?garantia|garantia\b[^.!?]{0,30}\?)/;

/** A purchase made days ago ('Já comprei há mais de 1 semana', 'paguei semana passada'). */
const PAID_LONG_AGO =
  /\b(?:ha|faz) (?:mais de )?(?:\d+|um|uma|dois|duas|tres|quatro|cinco) (?:dias?|semanas?|mes(?:es)?)\b|\b(?:semana|mes) passad[oa]\b/;
/** Glad of what they bought ('paguei há 2 dias e já estou amando as aulas'): nothing went wrong. */
const GLAD = /\b(?:amand|adorand|amei|gostei|otim|maravilh)/;

/** A purchase done and the access had ('Eu consegui, fiquei vitalício', 'já estou dentro'). */
const DONE_AND_IN =
  /^(?:eu )?consegui\b(?![^.!?]*\bnao\b)|\b(?:ja (?:tenho|estou com) (?:o )?acesso|ja (?:entrei|estou dentro))\b/;

/** A price found high: what it gives, the guarantee, a way to talk it over. */
const expensiveFrames: readonly [ReplyFrame, ReplyFrame, ReplyFrame] = [
  (c) => [
    call(c, 'Entendo você'),
    'É um valor que a gente pensa antes, né?',
    diffLine(c, 'Vale lembrar') ?? '~E eu capricho em cada detalhe.',
    guaranteeLine(c, 'E tem garantia'),
    `Se fizer sentido, te mando ${step(c)}.`,
  ],
  (c) => [
    call(c, 'Entendi'),
    'Posso te perguntar com o que você está comparando?',
    `Assim eu te explico certinho o que vem ${c.product ? `com ${c.product}` : 'no que eu ofereço'}.`,
  ],
  (c) => [
    call(c, 'Eu sei que pesa'),
    bonusLine(c) ?? guaranteeLine(c, 'E pra você comprar sem medo'),
    'Me fala quanto ficaria bom pra você, que eu vejo o que consigo fazer.',
  ],
];

/** A turn that opens with thanks ('Bom dia Sueli, muito obrigada por sua disponibilidade…'). */
const THANKS_FIRST = /^(?:\S+ ){0,4}(?:muito )?(?:obrigad[oa]|agradeco|gratidao)\b/u;

/** No money now ('não tenho ng q me empreste'): heard, never pushed; the door left open. */
const brokeFrames: readonly [ReplyFrame, ReplyFrame, ReplyFrame] = [
  // 'muito obrigada por sua disponibilidade… ganho pouco, está pesado pra mim' (L8): thanked too.
  (c) => [
    call(c, THANKS_FIRST.test(c.asked) ? 'Eu que agradeço' : 'Entendo'),
    THANKS_FIRST.test(c.asked) ? 'Entendo o momento, de verdade.' : 'Agradeço por me contar.',
    'Quando der certo pra você, é só me chamar, que eu te ajudo.',
  ],
  (c) => [call(c, 'Imagino'), 'Sem pressa nenhuma, tá?', 'Estou por aqui quando você precisar.'],
  (c) => [
    hello(c),
    'Entendo, de verdade.',
    'Se mais pra frente fizer sentido, me chama que eu vejo a melhor forma pra você.',
  ],
];

/** A return still awaited ('o estorno… que até o momento não foi feito'): met with sorry. */
const STILL_AWAITED =
  /\b(?:ate (?:o momento|agora|hoje|hj) (?:nao|nada)|e nada|sem resposta|nenhuma resposta)\b/;

const frames: Record<Intent, [ReplyFrame, ReplyFrame, ReplyFrame]> = {
  // An exchange or the money back: looked into, what is needed asked, neither granted nor
  // refused (the product's fields say nothing of returns the writer could promise).
  return: [
    (c) => [
      call(
        c,
        c.turn.complaint || c.turn.defect || STILL_AWAITED.test(c.asked)
          ? 'Poxa, sinto muito'
          : 'Entendi',
      ),
      `Vou ver ${complainedThing(c)} aqui e o que dá pra fazer sobre ${c.turn.afterSale === 'exchange' ? (REFUND.test(c.asked) ? 'a troca e o reembolso' : 'a troca') : 'isso'}.`,
      exchangePolicy(c),
      boughtAlready(c.phase) ? null : `Me passa ${toFindIt(c)}?`,
    ],
    (c) => [
      call(c, 'Pode deixar que eu vejo isso'),
      // A buyer (Fechado) is found without asking who bought.
      boughtAlready(c.phase)
        ? c.turn.defect
          ? 'Me manda uma foto do defeito, que eu verifico tudo e te falo o que consigo fazer.'
          : `Vou verificar ${c.turn.afterSale === 'exchange' ? 'a troca' : 'tudo'} aqui e te falo o que consigo fazer.`
        : c.turn.defect
          ? `Me manda uma foto do defeito e ${toFindIt(c)}, que eu verifico tudo e te falo o que consigo fazer.`
          : c.turn.afterSale === 'exchange'
            ? `Me passa ${toFindIt(c)}, que eu verifico a troca e te falo o que consigo fazer.`
            : c.asked.split(' ').length > 12 || /\b(?:porque|pq|motivos?|por causa)\b/.test(c.asked)
              ? `Me passa ${toFindIt(c)}, que eu verifico tudo e te falo o que consigo fazer.`
              : `Me conta o que aconteceu e me passa ${toFindIt(c)}, que eu verifico tudo e te falo o que consigo fazer.`,
    ],
    (c) => [
      hello(c),
      'Recebi sua mensagem.',
      'Vou conferir tudo aqui com calma e te respondo com uma posição certinha.',
    ],
  ],
  // A late reply is apologised for; what they got and did not like is asked about; an order
  // that did not come is looked for.
  complaint: [0, 1, 2].map(
    (i) => (c: ReplyContext) => complaintFrames[c.turn.complaintAbout ?? 'order'][i]!(c),
  ) as [ReplyFrame, ReplyFrame, ReplyFrame],
  // Paid or bought already: thanked, checked, and what comes next; a payment promised
  // ('vou pagar o boleto hoje') thanked and awaited. Never asked to pay again.
  paid: [
    (c) =>
      c.turn.paying === 'promised'
        ? [
            call(c, 'Agradeço por avisar'),
            'Fico no aguardo do pagamento.',
            `Assim que cair, eu te confirmo por aqui e já ${c.offer.hold.now}.`,
          ]
        : // 'Eu consegui, fiquei vitalício e paguei': done, and in.
          DONE_AND_IN.test(c.asked)
          ? [call(c, 'Que alegria'), 'Agradeço a confiança!', 'Qualquer dúvida, é só me chamar.']
          : // 'Já comprei há mais de 1 semana': long paid, nothing more to wait for.
            PAID_LONG_AGO.test(c.asked) && !GLAD.test(c.asked)
            ? [call(c, 'Poxa'), 'Vou conferir aqui a sua compra e já te falo o que aconteceu.']
            : [
                call(c, 'Agradeço'),
                'Vou conferir o pagamento aqui e já te confirmo.',
                afterPayment(c),
              ],
    (c) =>
      c.turn.paying === 'promised'
        ? [
            call(c, 'Combinado'),
            'Quando pagar, me manda o comprovante por aqui, que eu confirmo e te aviso.',
          ]
        : [
            call(c, 'Recebi sua mensagem'),
            'Já vou verificar o pagamento e te aviso em seguida.',
            '~Qualquer coisa é só me chamar por aqui.',
          ],
    (c) => [
      hello(c),
      'Que bom, agradeço a confiança!',
      c.turn.paying === 'promised'
        ? 'Fico aguardando, e assim que o pagamento cair te passo os próximos passos.'
        : c.offer.reach === 'delivery'
          ? 'Vou conferir tudo e te passo a previsão de envio certinha.'
          : 'Vou conferir tudo e já te passo os próximos passos.',
    ],
  ],
  // A price of the customer's own: restated, looked into, never agreed to nor refused offhand.
  counter: [
    (c) =>
      c.turn.hardship
        ? [
            call(c, 'Entendo o momento', '.'),
            'Agradeço por me contar com tanta sinceridade.',
            'Vou ver o que consigo fazer por você e já te respondo.',
          ]
        : [
            hello(c),
            priceLine(c, c.turn.counterEach && c.f?.priceIsAmount ? 'Cada um' : undefined),
            c.turn.counterOffer
              ? `Por ${theirOffer(c)}, deixa eu ver se consigo e já te respondo.`
              : 'Deixa eu ver o que consigo fazer e já te respondo.',
            methodNote(c),
          ],
    (c) => [
      call(c, 'Entendi'),
      c.turn.counterOffer ? `Você queria por ${theirOffer(c)}, né?` : null,
      'Vou fazer as contas aqui e te falo o que consigo.',
    ],
    (c) => [
      priceLine(c) ?? call(c, 'Vou ver isso pra você'),
      c.turn.quantity
        ? `Pra ${c.turn.quantity}, vejo se consigo uma condição no total e te falo.`
        : 'Vou ver o que consigo no valor e já te falo.',
    ],
  ],
  // The price, with the sum for a quantity; what comes next is offered, not pushed.
  price: [
    (c) => [
      hello(c),
      priceLine(c) ?? 'Já te passo o valor certinho.',
      occasionLine(c),
      c.f?.price && !c.turn.occasion && !alsoWhen(c)[0]
        ? '~' + (guaranteeLine(c, 'E tem garantia') ?? '')
        : null,
      ...alsoWhen(c),
      c.f?.price
        ? `Quer que eu ${c.offer.hold.ask}?`
        : 'Me confirma o que você procura, pra eu não te passar valor errado?',
    ],
    (c) => [
      call(c, 'Claro'),
      priceLine(c) ?? 'O valor depende do que você precisa.',
      occasionLine(c),
      bonusLine(c),
      c.f?.price ? 'Ficou alguma dúvida?' : 'Me conta um pouco mais do que você procura?',
    ],
    (c) =>
      // A place or a subscription is secured now; a thing or a visit is for a date.
      ['course', 'event', 'subscription'].includes(c.offer.kind)
        ? [
            priceLine(c) ?? call(c, 'Vou te passar o valor certinho'),
            `Se quiser, já te mando ${step(c)} e ${c.offer.hold.now}.`,
          ]
        : [
            priceLine(c) ?? call(c, 'Vou te passar o valor certinho'),
            c.f?.price ? null : 'Me conta o que você procura?',
            c.deadline
              ? `Como você precisa ${c.deadline}, já vejo ${c.offer.order} aqui.`
              : occasionLine(c),
            c.f?.price ? `Se quiser, já te mando ${step(c)}.` : null,
          ],
  ],
  expensive: [0, 1, 2].map(
    (i) => (c: ReplyContext) =>
      (objectionKind(c.asked) === 'broke' ? brokeFrames : expensiveFrames)[i]!(c),
  ) as [ReplyFrame, ReplyFrame, ReplyFrame],
  think: [
    (c) => [
      call(c, 'Claro'),
      'Pensa com calma.',
      c.relation
        ? `Se ajudar, te mando um resumo pra você mostrar ${c.relation.startsWith('sua') ? 'pra' : 'pro'} ${c.relation}.`
        : 'Se ajudar, te mando um resumo com tudo pra você ver depois.',
    ],
    (c) => [
      call(c, 'Tranquilo'),
      `Só pra eu te ajudar: ficou alguma dúvida sobre ${thing(c, 'o que te mandei')}, ou é mais o valor?`,
    ],
    (c) => [
      call(c, 'Sem pressa'),
      c.deadline
        ? `Só lembrando que você precisa ${c.deadline}.`
        : c.f?.urgency && `Só um aviso: ${c.f.urgency}.`,
      'Posso te chamar amanhã pra saber o que você decidiu?',
    ],
  ],
  declines: [
    (c) => [
      call(c, 'Tudo bem'),
      'Agradeço por me avisar.',
      'Se mudar de ideia, é só me chamar aqui.',
    ],
    // A reason said ('isto é péssimo, tô fora!') is not asked for again, nor met with an offer.
    (c) =>
      reasonGiven(c)
        ? [call(c, 'Sem problema'), 'Agradeço a sinceridade: vou levar isso em conta pra melhorar.']
        : [
            call(c, 'Sem problema'),
            'Posso te perguntar o que pesou mais?',
            '~Me ajuda muito a melhorar.',
          ],
    (c) =>
      reasonGiven(c)
        ? [call(c, 'Entendo', '.'), 'Se quiser conversar sobre isso, é só me chamar aqui.']
        : [
            call(c, 'Entendo'),
            'Vou deixar seu contato aqui, e se aparecer uma condição boa eu te aviso, pode ser?',
          ],
  ],
  // When and how it ships, from the sales process; the freight and the time to their door
  // depend on where they are, so the CEP is asked (never again once given).
  delivery: [
    (c) =>
      c.turn.freight && !c.turn.bought && c.offer.reach === 'delivery'
        ? [
            hello(c),
            alsoPrice(c),
            'O frete eu calculo pelo seu CEP.',
            /\b(?:dois|duas|junto|mesmo frete|um frete|\d+ (?:kits?|unidades|pecas))\b/.test(
              c.asked,
            )
              ? `Levando mais de ${/^as? /.test(c.product ?? '') ? 'uma' : 'um'}, calculo tudo junto.`
              : null,
            c.turn.cepGiven
              ? 'Vou ver o frete pro seu CEP e já te falo.'
              : 'Me passa ele que eu vejo certinho?',
          ]
        : c.turn.bought && c.offer.reach === 'delivery'
          ? [hello(c), `Me passa ${toFindIt(c)}, que eu vejo o rastreio e já te falo onde está.`]
          : [hello(c), alsoPrice(c), ...(deliveryAnswer(c) ?? [shipLine(c), reachAnswer(c)])],
    (c) => [
      c.turn.bought ? call(c, 'Pode deixar') : null,
      ...(c.turn.bought && c.offer.reach === 'delivery'
        ? [shipPolicy(c), `Vou ver ${complainedThing(c)} aqui e te passo o código de rastreio.`]
        : ((c.offer.reach === 'delivery' ? null : deliveryAnswer(c)) ??
          (c.offer.reach === 'delivery'
            ? [
                withName(c, shipLine(c) || 'O prazo e o frete dependem do seu CEP.'),
                c.turn.cepGiven
                  ? 'Vou ver o prazo pro seu CEP e já te falo.'
                  : shipLine(c)
                    ? 'O prazo de entrega depende do seu CEP: me passa ele que eu confirmo?'
                    : 'Me passa ele que eu confirmo?',
              ]
            : [
                c.deadline
                  ? `Anotei que você precisa ${c.deadline}.`
                  : c.offer.kind === 'event'
                    ? 'Quantas inscrições você quer?'
                    : c.offer.reach === 'access'
                      ? 'Você quer começar quando?'
                      : null,
                reachAnswer(c),
              ]))),
    ],
    (c) => [
      c.turn.bought
        ? call(c, 'Só um instante')
        : c.offer.reach === 'delivery'
          ? null
          : call(c, 'Vou te passar certinho'),
      c.turn.bought && c.offer.reach === 'delivery'
        ? `Já estou vendo ${complainedThing(c)} e te mando a posição do envio em seguida.`
        : c.offer.reach === 'visit'
          ? 'Me diz qual dia fica melhor pra você, que eu confirmo o horário e o local.'
          : c.offer.reach === 'access'
            ? c.offer.order === 'o seu acesso'
              ? `Se quiser, já ${c.offer.hold.now} por aqui.`
              : `Se quiser, já ${c.offer.hold.now} e te mando ${c.offer.kind === 'event' ? 'todos os detalhes' : 'o acesso'} por aqui.`
            : withName(
                c,
                c.turn.cepGiven
                  ? 'Vou calcular o frete e o prazo pro seu CEP e já te mando.'
                  : 'Me manda seu CEP, que eu calculo o frete e o prazo e já te falo.',
              ),
    ],
  ],
  payment: [
    (c) => [
      hello(c),
      // 'No cartão fica por quanto?': the price too.
      askedInstallments(c) ? null : alsoPrice(c),
      paymentAnswer(c),
      onArrival(c) ? ON_ARRIVAL : `Se quiser, já te mando ${step(c)}.`,
    ],
    (c) => {
      if (onArrival(c)) {
        return [call(c, 'Boa pergunta'), paymentAnswer(c), 'E você só paga quando receber.'];
      }
      if (c.turn.payOnArrival) {
        return [call(c, 'Boa pergunta'), paymentAnswer(c), `Quer que eu te mande ${step(c)}?`];
      }
      if (brandAsked(c)) {
        return [hello(c), `Vou ver se o cartão ${c.turn.cardBrand} passa aqui e já te falo.`];
      }
      // Installments the price does not give: the ways the process names, the rest looked into.
      if (askedInstallments(c) && !priceInstallments(c) && waysToPay(c).length > 0)
        return [
          hello(c),
          `Por enquanto eu trabalho ${waysToPay(c).join(' ou ')}.`,
          'Se precisar parcelar, me fala em quantas vezes, que eu vejo o que dá pra fazer.',
        ];
      const oneWay = /Pix|link|pagamento/.test(step(c)) && !/ ou /.test(step(c));
      return [
        hello(c),
        askedInstallments(c) ? null : alsoPrice(c),
        `Quer que eu te mande ${/Pix|link|pagamento/.test(step(c)) ? step(c) : 'as formas de pagamento'}?`,
        namedWayToPay(c) || oneWay
          ? '~Aí você paga quando for melhor pra você.'
          : '~Aí você vê com calma e escolhe como fica melhor.',
      ];
    },
    (c) => [
      (c.turn.payOnArrival ? paymentAnswer(c) : priceLine(c)) ?? call(c, 'Combinado'),
      brandAsked(c) && `Sobre o ${c.turn.cardBrand}, confirmo se passa e te falo.`,
      `Assim que você confirmar, eu já ${c.offer.hold.now}.`,
      onArrival(c)
        ? ON_ARRIVAL
        : namedWayToPay(c)
          ? `É só me dizer que eu te mando ${step(c)}.`
          : waysToPay(c).length > 1
            ? choiceQuestion(c)
            : 'Qual forma fica melhor pra você?',
    ],
  ],
  // A question nothing here can answer from the product's fields: the seller checks and says
  // so, neither a yes nor a no, nor a pitch in its place (issue 40); what the fields do say of
  // it first (a class's start, a course's parts); buying to sell again, the terms of resale.
  info: [
    (c) =>
      startLine(c)
        ? [hello(c), startLine(c), `Quer que eu ${c.offer.hold.ask}?`]
        : overview(c)
          ? [
              call(c, 'Claro'),
              overview(c),
              priceAlong(c),
              'Quer que eu te explique mais alguma parte?',
            ]
          : RESALE.test(c.asked)
            ? [
                hello(c),
                'Vou ver as condições pra revenda e já te falo.',
                'Quantas unidades você pensa em pegar?',
              ]
            : REQUEST.test(c.asked)
              ? [call(c, 'Claro'), 'Já vejo isso aqui e te passo em seguida.']
              : [
                  call(
                    c,
                    // A buyer's question is about what they have, and so is an order's
                    // voltage asked before it is sent: no 'Boa pergunta' (OL53, FOG13).
                    c.turn.bought ||
                      boughtAlready(c.phase) ||
                      / do seu pedido$/.test(c.turn.checkNamed ?? '')
                      ? 'Pode deixar'
                      : INSISTED.test(c.asked)
                        ? 'Desculpa'
                        : JUST_WANT.test(c.asked)
                          ? 'Claro'
                          : 'Boa pergunta',
                  ),
                  infoChecked(c)
                    ? `Vou confirmar ${infoChecked(c)} e já te falo.`
                    : 'Vou confirmar isso certinho e já te respondo.',
                  cancelIfNot(c),
                ],
    (c) =>
      startLine(c)
        ? [call(c, 'Claro'), startLine(c), `Se quiser, já ${c.offer.hold.now}.`]
        : overview(c)
          ? [hello(c), overview(c), '~Ficou alguma dúvida?', 'Se quiser, já te passo o valor.']
          : RESALE.test(c.asked)
            ? [call(c, 'Que bom'), 'Deixa eu ver as condições de revenda aqui e te mando.']
            : [
                hello(c),
                infoChecked(c)
                  ? `Deixa eu ver aqui ${infoChecked(c)} e já te falo, tá?`
                  : 'Deixa eu ver isso aqui pra você e já te falo, tá?',
                cancelIfNot(c),
              ],
    (c) =>
      startLine(c)
        ? [
            call(c, 'Te conto', ':'),
            lowerFirst(startLine(c) as string),
            `Quer que eu ${c.offer.hold.ask}?`,
          ]
        : overview(c)
          ? [call(c, 'Te conto', ':'), lowerFirst(overview(c) as string), priceAlong(c)]
          : [
              call(c, 'Já vejo isso pra você', '.'),
              RESALE.test(c.asked)
                ? 'Te passo as condições de revenda em seguida.'
                : infoChecked(c)
                  ? `Te confirmo ${infoChecked(c)} em seguida.`
                  : 'Te respondo em seguida.',
              cancelIfNot(c),
            ],
  ],
  // Still to be had: a product on sale is, but a quantity asked is checked in the stock; the
  // price and what comes next follow.
  available: [
    (c) =>
      c.turn.quantity
        ? [
            hello(c),
            `Deixa eu ver no estoque se consigo ${theMany(c)} ${c.turn.quantity} e já te falo.`,
            priceLine(c),
          ]
        : c.offer.kind === 'product'
          ? [call(c, 'Tem sim'), priceLine(c), whereToo(c) ?? `Quer que eu ${c.offer.hold.ask}?`]
          : [hello(c), 'Vou confirmar a disponibilidade e já te falo.', priceLine(c)],
    (c) =>
      c.turn.quantity
        ? [
            call(c, 'Já vejo isso pra você', '.'),
            `Confirmo ${theMany(c)} ${c.turn.quantity} no estoque e te falo em seguida.`,
            priceLine(c),
          ]
        : c.offer.kind === 'product'
          ? [hello(c), 'Tenho sim!', whereToo(c) ?? `Se quiser, já ${c.offer.hold.now}.`]
          : [hello(c), 'Deixa eu ver a disponibilidade aqui e já te respondo.'],
    (c) =>
      c.turn.quantity
        ? [
            hello(c),
            priceLine(c),
            `Vou confirmar ${theMany(c)} ${c.turn.quantity} no estoque e, se tiver, já ${c.offer.hold.now}.`,
          ]
        : c.offer.kind === 'product'
          ? [
              call(c, 'Tem sim'),
              ...(whereToo(c)
                ? [whereToo(c)]
                : [
                    /^as? /.test(c.product ?? '') ? 'Quantas você quer?' : 'Quantos você quer?',
                    `Aí eu já te mando ${step(c)}.`,
                  ]),
            ]
          : [
              call(c, 'Já vejo isso pra você', '.'),
              `Confirmo a disponibilidade e, se quiser, já ${c.offer.hold.now}.`,
            ],
  ],
  // A buyer who also asks whether it is there hears 'tem sim' first; a choice the process gives
  // ('o Pix ou o link do cartão') is asked, never announced as both.
  ready: [
    (c) => [
      askedAvailable(c) ? call(c, 'Tem sim') : call(c, 'Oba, que bom'),
      onArrival(c)
        ? ON_ARRIVAL
        : // 'quero marcar um horário': the day first, the payment after.
          c.offer.reach === 'visit' && BOOKING.test(c.asked)
          ? 'Me fala o melhor dia e horário pra você, que eu vejo a agenda.'
          : asksChoice(c)
            ? choiceQuestion(c)
            : `Vou te mandar ${step(c)} agora.`,
      `Assim que você confirmar, eu já ${c.offer.hold.now}.`,
      ...alsoWhen(c),
      alsoFreight(c),
    ],
    (c) => [
      askedAvailable(c) ? call(c, 'Tenho sim') : call(c, 'Fechado'),
      c.value ? `Fica ${c.value}, como combinamos.` : c.otherItem ? null : priceLine(c),
      c.offer.reach === 'visit'
        ? 'Me confirma o melhor dia e horário, que eu já deixo tudo certo.'
        : c.offer.reach === 'access'
          ? 'Me confirma seu nome completo e e-mail, que eu já deixo tudo certo.'
          : 'Me confirma seu nome completo e endereço, que eu já deixo tudo certo.',
    ],
    (c) => [
      askedAvailable(c) ? `${hello(c)} Tem sim!` : call(c, 'Perfeito'),
      onArrival(c)
        ? 'Você paga na entrega, e qualquer dúvida é só me chamar.'
        : asksChoice(c)
          ? `${choiceQuestion(c)} Aí eu já te mando.`
          : `Te mando ${step(c)} e qualquer dúvida é só me chamar.`,
      ...alsoWhen(c),
      alsoFreight(c),
    ],
  ],
  likes: [
    (c) => [call(c, 'Que bom que você gostou'), priceLine(c), `Quer que eu ${c.offer.hold.ask}?`],
    (c) => [
      call(c, 'Fico muito feliz com isso'),
      diffLine(c, 'E o melhor'),
      'Ficou alguma dúvida que eu possa tirar?',
    ],
    (c) => [
      hello(c),
      'Que alegria ler isso!',
      bonusLine(c, 'E tem bônus') ?? guaranteeLine(c, 'E tem garantia'),
      `Se quiser, já te mando ${step(c)}.`,
    ],
  ],
  greeting: [
    (c) => [hello(c), 'Tudo bem? Que bom falar com você.', 'Como posso te ajudar?'],
    (c) => [
      // 'Tudo ótimo por aqui' answers a 'tudo bem?', never a bare 'bom dia'.
      askedHow(c)
        ? call(c, 'Tudo ótimo por aqui')
        : `${c.name ? `${c.name}, que` : 'Que'} bom que você chamou!`,
      c.product
        ? `Você quer saber mais sobre ${c.product}?`
        : 'Me conta o que você está procurando.',
      '~Te explico tudo.',
    ],
    (c) => [
      askedHow(c) ? hello(c) : call(c, 'Tudo bem', '?'),
      askedHow(c) ? 'Por aqui tudo certo, e com você?' : null,
      'Me fala no que eu posso te ajudar hoje.',
    ],
  ],
  quiet: [
    (c) => [
      hello(c),
      'Tudo bem?',
      c.daysQuiet >= 7 ? '~Faz um tempinho que a gente não se fala.' : null,
      c.phase === 'proposal'
        ? 'Passando pra saber se ficou alguma dúvida sobre a proposta que te mandei.'
        : `Passando pra saber se ficou alguma dúvida sobre ${thing(c, 'o que a gente conversou')}.`,
    ],
    (c) => [
      hello(c),
      c.f?.urgency ? `Lembrei de você: ${c.f.urgency}.` : 'Lembrei de você.',
      `Quer que eu ${c.offer.hold.ask}?`,
    ],
    (c) => [
      hello(c),
      'Não quero te incomodar, então é só me responder com um sim ou não:',
      `ainda tem interesse ${c.product ? `n${c.product}` : 'no que a gente conversou'}?`,
    ],
  ],
  media: [
    (c) => [call(c, 'Recebi aqui'), 'Já vejo com calma e te respondo certinho.'],
    (c) => [hello(c), 'Vi sua mensagem.', 'Posso te ligar rapidinho pra gente conversar?'],
    (c) => [
      call(c, 'Recebi'),
      c.f?.price
        ? c.f.priceIsAmount
          ? 'Só te adianto o valor, caso ajude.'
          : null
        : 'Já vejo tudo aqui com calma.',
      priceLine(c),
      'Me conta o que você achou?',
    ],
  ],
  // Something said the writer has no reading of: heard, looked into, nothing assumed.
  other: [(c) => otherReplies(c)[0]!, (c) => otherReplies(c)[1]!, (c) => otherReplies(c)[2]!],
  thanks: [
    (c) => {
      // 'Bom dia e bom trabalho pra você': a wish with no thanks is wished back, not thanked.
      const blessed = BLESSED.test(c.asked);
      const wishOnly = !blessed && !THANKED.test(c.asked) && !!wishBack(c);
      return [
        blessed ? call(c, 'Amém') : wishOnly ? hello(c) : call(c, 'Eu que agradeço'),
        wishBack(c) ??
          // Thanks while the seller finds something out ('deixe-me consultar nossa equipe'), or
          // makes it ready ('Estou preparando seu pedido').
          (SELLER_CHECKS.test(c.sellerTurn)
            ? 'Assim que eu tiver a resposta, te aviso por aqui.'
            : SELLER_READIES.test(c.sellerTurn)
              ? 'Assim que estiver pronto, te aviso por aqui.'
              : 'Qualquer coisa, é só me chamar.'),
        wishOnly ? 'Qualquer coisa, é só me chamar.' : null,
      ];
    },
    (c) =>
      wishBack(c)
        ? [call(c, 'Eu que agradeço'), wishBack(c)]
        : [call(c, 'Imagina'), 'Fico à disposição pro que você precisar, tá?'],
    (c) => [
      wishBack(c) ? hello(c) : call(c, 'Por nada'),
      wishBack(c),
      'Precisando, é só me chamar por aqui.',
    ],
  ],
};

const THANKED = /\b(?:obrigad|agradec|grat[ao]\b|gratidao|valeu|vlw|obg|brigad)/;

/** A blessing said ('Deus te abençoe', 'Amém'); 'gratidão a Deus por você existir' is none. */
const BLESSED =
  /\b(?:amem|que assim (?:tambem )?seja|abencoad[oa] seja|deus (?:te |lhe |nos |vos )?(?:abencoe|proteja|guarde|ilumine|pague))\b/;

/** A good day wished back ('Bom fim de semana pra você também!'); null when none was wished. */
function wishBack(c: ReplyContext): Piece {
  const wish = c.asked.match(WISH)?.[0];
  if (!wish) return null;
  if (/semana|domingo|feriado|descanso|trabalho/.test(wish)) {
    const what = /trabalho/.test(wish)
      ? 'Bom trabalho'
      : /(?:final|fim) de semana/.test(wish)
        ? 'Bom fim de semana'
        : /semana/.test(wish)
          ? 'Boa semana'
          : /domingo/.test(wish)
            ? 'Bom domingo'
            : /feriado/.test(wish)
              ? 'Bom feriado'
              : 'Bom descanso';
    return `${what} pra você também!`;
  }
  const blessedTime = /^abencoad[oa] seja \S+ (?:sua )?(\S+)/.exec(wish)?.[1];
  if (blessedTime)
    return `Uma ${blessedTime === 'manha' ? 'manhã' : blessedTime} abençoada pra você também!`;
  if (/natal/.test(wish)) return 'Feliz Natal pra você também!';
  if (/ano novo/.test(wish)) return 'Feliz Ano-Novo pra você também!';
  if (/pascoa/.test(wish)) return 'Feliz Páscoa pra você também!';
  if (/festas/.test(wish)) return 'Boas festas pra você também!';
  return /\bdeus nos\b/.test(c.asked)
    ? 'Que Deus abençoe a todos nós!'
    : 'Pra você também, que Deus abençoe!';
}

/**
 * An exchange asked before, tried or refused ('já solicitei a troca', 'não consigo fazer a troca',
 * 'a troca não pode ser feita'): the window is no news to them.
 */
const EXCHANGE_UNDER_WAY =
  /\b(?:solicitei|pedi|tentei|tentando|nao consigo|nao consegui|dificil)\b[^.!?]{0,25}\btroca\b|\btroca (?:nao pode|nao foi)\b|\bnao (?:quiseram|aceitaram) (?:fazer )?(?:a )?troca\b/;

/** The guarantee, when it speaks of exchanges and an exchange is first asked ('Pela garantia: …'). */
const exchangePolicy = (c: ReplyContext): Piece =>
  c.turn.afterSale === 'exchange' &&
  !EXCHANGE_UNDER_WAY.test(c.asked) &&
  c.f?.guarantee &&
  /\btroca/i.test(c.f.guarantee)
    ? /^troca/i.test(c.f.guarantee)
      ? `Eu faço ${lowerFirst(stripEnd(c.f.guarantee))}.`
      : // '7 dias para troca ou devolução' → 'Você tem 7 dias para troca ou devolução.'
        /^\d/.test(c.f.guarantee)
        ? `Você tem ${stripEnd(c.f.guarantee)}.`
        : `A garantia é: ${lowerFirst(stripEnd(c.f.guarantee))}.`
    : null;

/**
 * 'detalhes do curso', 'o que engloba neste curso?' of a course or a service: what it has, in a
 * few words of each of the differential's parts (no field pasted), e.g. 'O curso tem aulas
 * gravadas, comunidade de alunas e certificado.'; null for goods, or when nothing reads as a list.
 */
function overview(c: ReplyContext): Piece {
  if (!OVERVIEW.test(c.asked) || c.offer.kind === 'product' || !c.f?.diff || !c.product)
    return null;
  const parts = c.f.diff
    .split(/, | e |; ?|\. ?/)
    .map((part) => highlight(part) ?? (part.trim().split(/\s+/).length === 1 ? part.trim() : null))
    .filter((part): part is string => !!part);
  if (parts.length === 0 || FIRST_PERSON.test(fold(parts[0]!))) return null;
  const list = parts.map(lowerFirst);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} e ${list.at(-1)}` : list[0];
  return `${upperFirst(c.product)} ${plural(c) ? 'têm' : 'tem'} ${joined}.`;
}
/** The price after the product was named: 'Sai por R$ 997,00 ou 12x de R$ 99,70.' */
const priceAlong = (c: ReplyContext): Piece =>
  c.f?.price && (c.f.priceIsAmount ? `Sai por ${c.f.price}.` : priceLine(c));
const OVERVIEW =
  /\b(?:o que (?:engloba|inclui|abrange|tem n[oa])|detalhes d[oa]s?|como funciona (?:o|a) (?:curso|mentoria|servico|plano|consultoria|atendimento|aula))\b/;
/** A differential told in the first person ('Faço o site…') is no list of what it has. */
const FIRST_PERSON =
  /^(?:faco|deixo|entrego|atendo|ensino|mostro|monto|crio|envio|mando|levo|tenho|dou|ofereco|ajudo|preparo|uso|trabalho|vou)\b/;

/** A customer who declines and says why ('…é péssimo, tô fora!', '…porque achei caro'). */
const reasonGiven = (c: ReplyContext) =>
  !!c.turn.complaint || /\b(?:porque|pq|por causa|por conta|para compensar)\b/.test(c.asked);

/** A question asked again, or insisted on ('Vou perguntar novamente...', 'Eu só quero saber se…'). */
const INSISTED =
  /\b(?:vou perguntar (?:novamente|de novo|outra vez)|(?:pergunto|repito) (?:novamente|de novo)|ja (?:te )?perguntei)\b/;

/** 'Eu só quero saber se…': plainly asked; no good question to praise. */
const JUST_WANT = /\bso quero saber\b/;

/** Something asked for, not asked about ('Pode me passar o contato, pfvr?'): it is passed on. */
const REQUEST =
  /^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:(?:voce|vc) )?(?:pode|poderia|podes|consegue|tem como) (?:me )?(?:passar|mandar|enviar|informar|dar)\b[^?]{0,30}\b(?:o|a) (?:contato|numero|telefone|whats\p{L}*|e-?mail|endereco)\b/u;

/** What a question the fields cannot answer asks, named for the check ('se tenho …', '…'). */
const infoChecked = (c: ReplyContext): string | null => {
  const thing = c.turn.thingAsked;
  if (!thing) return c.turn.checkNamed;
  return namesProduct(thing, c) ? askedOfItself(thing, c) : whetherHave(thing, c);
};

/**
 * 'se tem função de chip? caso não, preciso que cancele minha compra' (negativas.txt L64): the
 * cancellation asked along is taken up, never dropped.
 */
const cancelIfNot = (c: ReplyContext): Piece =>
  // Only beside a 'tem X?' checked: 'se não chegar até sexta, cancelo' is no such condition.
  (!!c.turn.thingAsked || /\bse tem\b/.test(c.asked)) &&
  /\b(?:caso|se) nao\b.{0,40}\bcancel/.test(c.asked) &&
  'Se não tiver, vejo o cancelamento da sua compra.';

/**
 * 'Quero saber valores e início da turma' (luvia L19): the start the urgency field dates ('Turma
 * nova abre dia 11.'); null when it was not asked or the field names no day.
 */
export function startLine(c: ReplyContext): Piece {
  const urgency = c.f?.urgency;
  if (!urgency || !START_ASKED.test(c.asked) || !DATED.test(fold(urgency))) return null;
  return `${upperFirst(stripEnd(urgency))}.`;
}
const START_ASKED =
  /\b(?:(?:inicio|comeco) d[ao]s? (?:turma|curso|aulas?|mentoria|treinamento)|quando (?:comeca|comecam|inicia|iniciam|abre|abrem)|data (?:de inicio|da turma|das aulas))\b/;
const DATED =
  /\b(?:dia \d|\d{1,2}\/\d|segunda|terca|quarta|quinta|sexta|sabado|domingo|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|amanha|semana que vem|mes que vem)/;

/** The process gives a choice of payment the customer did not make: asked, never announced. */
/** A time to book asked for ('quero marcar um horário', 'pode agendar pra mim?'). */
const BOOKING = /\b(?:marcar|agendar|horario|consulta|sessao|acompanhamento)\b/;

const asksChoice = (c: ReplyContext) =>
  waysToPay(c).length > 1 &&
  // 'Por favor envie sim' after 'Já te mando o link…': the link, no choice asked again.
  !LINK_PROMISED.test(c.sellerTurn) &&
  // A way the process does not take ('o link' where it is Pix or boleto) is still a choice.
  !waysToPay(c).some((way) => way === `no ${c.turn.method === 'pix' ? 'Pix' : c.turn.method}`);

/** 'Prefere pagar no Pix ou no cartão?' */
function choiceQuestion(c: ReplyContext): string {
  const ways = waysToPay(c);
  return `Prefere pagar ${ways.slice(0, -1).join(', ')} ou ${ways.at(-1)}?`;
}

/** A card brand asked where the process takes cards: looked into, never agreed to. */
const brandAsked = (c: ReplyContext) => !!c.turn.cardBrand && /cartao|credito/.test(c.process);

/** A place asked along ('ainda tem? entrega em Bom Jesus?', m764): where it is delivered. */
const whereToo = (c: ReplyContext): string | null =>
  c.turn.place &&
  c.offer.reach === 'delivery' &&
  /\b(?:entreg\p{L}*|envi\p{L}*|chega\p{L}*|atende\p{L}*|frete|moro)\b/u.test(c.asked)
    ? (deliveryAnswer({ ...c, intent: 'delivery' }) ?? []).filter(Boolean).join(' ') || null
    : null;

/** The customer asked whether it is still to be had ('tem disponível?', 'ainda tem?'). */
const askedAvailable = (c: ReplyContext) =>
  /\b(?:disponive(?:l|is)|ainda tem|tem estoque|tem ainda)\b/.test(c.asked);

/** The customer asked how the seller is ('oi, tudo bem?'). */
const askedHow = (c: ReplyContext) => /\btudo (?:bem|bom|certo|joia)\b/.test(c.asked);

/**
 * The seller's own answer to the same question, given to another customer before (decision 035):
 * said as it was, with the greeting of this conversation.
 */
export function pastAnswerFrames(answer: string): [ReplyFrame, ReplyFrame, ReplyFrame] {
  // 'Sim.' alone is too short a message: a line to close it.
  const short = answer.length < 60;
  return [
    (c) => [hello(c), answer, short ? 'Qualquer dúvida, é só me falar.' : null],
    (c) => [withName(c, answer), short ? 'Se precisar de mais alguma coisa, me chama.' : null],
    () => [answer, 'Qualquer dúvida, é só me falar.'],
  ];
}

/** The intents a question about the product itself takes over: nothing more specific was read. */
const PRODUCT_ASKED: readonly Intent[] = [
  'info',
  'other',
  'likes',
  'greeting',
  'thanks',
  'price',
  'available',
];

/**
 * A freight they find too dear, before buying: heard first, then the cheapest way looked for by
 * their CEP; nothing promised (no free freight, no discount the fields do not give).
 */
const dearFreightFrames: readonly ReplyFrame[] = [
  (c) => [
    call(c, 'Entendo'),
    'O frete pesa mesmo.',
    c.turn.cepGiven
      ? 'Vou ver a opção de envio mais em conta pro seu CEP e já te falo.'
      : 'Me passa seu CEP, que eu vejo a opção de envio mais em conta pra você?',
  ],
  (c) => [
    hello(c),
    'Sei que o frete faz diferença no total.',
    c.turn.cepGiven
      ? 'Vou calcular de novo pro seu CEP e ver se tem um envio mais barato.'
      : 'Me fala seu CEP, que eu calculo de novo e vejo se tem um envio mais barato.',
  ],
  (c) => [
    call(c, 'Poxa, entendo'),
    'Deixa eu ver aqui as opções de envio e te falo a mais barata, pode ser?',
  ],
];

/**
 * Several items charged a freight each: one parcel looked for, by the items and their CEP; a
 * single freight is not promised.
 */
/** The product named with another ('(GABA E 5-HTP) no mesmo pacote'), not only 'dois produtos'. */
function namedWithAnother(c: ReplyContext): boolean {
  const word = fold(c.product ?? '')
    .split(/[^\p{L}\d]+/u)
    .find((w) => w.length > 3 && !/^(?:kit|combo|pote|caixa|curso|produto)s?$/.test(w));
  return (
    !!word &&
    new RegExp(`\\b${word}\\b[^.?!]{0,20} e \\S|\\S e (?:o |a )?[^.?!]{0,20}\\b${word}\\b`).test(
      c.asked,
    )
  );
}

const oneFreightFrames: readonly ReplyFrame[] = [
  (c) => [
    call(c, 'Entendi'),
    // '(GABA E 5-HTP) no mesmo pacote': the products named, not asked for again.
    namedWithAnother(c)
      ? 'Vou ver se consigo mandar tudo junto, com um frete só, e já te falo.'
      : 'Me fala quais produtos você quer, que eu vejo se consigo mandar tudo junto, com um frete só.',
  ],
  (c) => [
    hello(c),
    c.turn.cepGiven
      ? 'Me passa os produtos que você escolheu? Aí eu vejo se junto tudo num envio só e te falo o frete.'
      : 'Me passa os produtos que você escolheu e seu CEP? Aí eu vejo se junto tudo num envio só e te falo o frete.',
  ],
  (c) => [
    call(c, 'Poxa, entendo'),
    'Deixa eu ver aqui se consigo juntar tudo no mesmo envio, e já te falo o frete certinho.',
  ],
];

/**
 * From how many the freight is free: the fields never say, so it is looked into; the freight
 * itself is by their CEP, as always (m710).
 */
const freeFreightFrames: readonly ReplyFrame[] = [
  (c) => [
    call(c, 'Boa pergunta'),
    'Vou ver se tem frete grátis a partir de alguma quantidade e já te falo.',
    c.turn.cepGiven ? null : 'Se quiser, me passa seu CEP, que eu já calculo o frete também.',
  ],
  (c) => [
    hello(c),
    c.turn.cepGiven
      ? 'Deixa eu ver aqui se levando mais o frete sai grátis, e te falo o frete pro seu CEP.'
      : 'Deixa eu ver aqui se levando mais o frete sai grátis. Me passa seu CEP, que eu te falo o frete certinho?',
  ],
  (c) => [
    call(c, 'Entendi'),
    'Vou conferir se tem frete grátis pra mais unidades e te respondo em seguida.',
  ],
];

/** What they asked to do with it: 'usar' a device, 'comer' a cake, 'tomar' a supplement. */
const healthVerb = (asked: string) =>
  /\b(?:usar|uso|usando)\b/.test(asked)
    ? 'usar'
    : /\b(?:comer|comendo)\b/.test(asked)
      ? 'comer'
      : 'tomar';

/**
 * The price of a dose or a count the product's fields do not give ('o GABA 750mg com 240 caps'
 * of a 500 mg pot): looked into, with what the seller does have; never the product's price as
 * if it were the one asked.
 */
const variantFrames: readonly ReplyFrame[] = [
  (c) => [
    hello(c),
    `Vou ver o valor ${c.variant} e já te falo.`,
    c.product && c.f?.price ? `O que eu tenho aqui é ${c.product}, por ${c.f.price}.` : null,
  ],
  (c) => [
    call(c, 'Boa pergunta'),
    `Deixa eu ver o valor ${c.variant}, que eu te respondo em seguida.`,
  ],
  (c) => [call(c, 'Já vejo isso pra você'), `Te confirmo o valor ${c.variant} em seguida.`],
];

/**
 * A way to pay the seller does not take asked for ('Mande o link do boleto parcelado' of a seller
 * of Pix and card): the ways they take, the other looked into; never the card's link instead.
 */
const otherWayFrames: readonly ReplyFrame[] = [
  (c) => [
    hello(c),
    `Por enquanto dá pra pagar ${waysSaid(waysOpen(c))}.`,
    `Vou ver se consigo ${otherWayAsked(c)} e já te falo.`,
    // In parts asked of another way: the card's instalments the price gives, said as they are.
    /^no .*parcelad/.test(otherWayAsked(c) ?? '') && waysOpen(c).includes('no cartão')
      ? cardParts(c)
      : null,
  ],
  (c) => [
    call(c, 'Entendi'),
    `Deixa eu ver aqui se dá pra fazer ${otherWayAsked(c)}.`,
    `Se preferir pagar ${waysSaid(waysOpen(c))}, já te mando por aqui.`,
  ],
  (c) => [
    call(c, 'Vou ver isso pra você'),
    `Hoje eu trabalho ${waysSaid(waysOpen(c))}, mas confirmo se dá ${otherWayAsked(c)} e já te falo.`,
  ],
];

/** 'No cartão dá pra fazer em 12x de R$ 99,70.', from a price that gives its instalments. */
function cardParts(c: ReplyContext): string | null {
  const parts = /\b\d{1,2} ?x (?:de )?R\$ ?[\d.]+,\d{2}/i.exec(c.f?.price ?? '')?.[0];
  return parts ? `No cartão dá pra fazer em ${parts.replace(/ ?x /i, 'x ')}.` : null;
}

/**
 * Whether they may take it with a condition of their health or a medicine: a seller does not
 * answer for their health, whatever the fields say; their doctor does (m439, m441).
 */
const healthFrames: readonly ReplyFrame[] = [
  (c) => [
    call(c, 'Boa pergunta'),
    `Nesse caso, o mais seguro é perguntar ao seu médico antes de ${healthVerb(c.asked)}, tá?`,
  ],
  (c) => [
    hello(c),
    'Como cada organismo é de um jeito, quem pode te dizer isso com segurança é o seu médico. Vale mostrar o rótulo pra ele.',
  ],
  (c) => [
    call(c, 'Entendi'),
    'Pra não arriscar, conversa com o seu médico antes de começar. Se ele liberar, eu te ajudo com o pedido.',
  ],
];

/**
 * Fetching it themselves: yes where the sales process says so ('também dá para retirar aqui'),
 * else looked into, as a seller who ships would (m489).
 */
const pickupFrames: readonly ReplyFrame[] = [
  (c) =>
    PICKUP_SAID.test(c.process)
      ? [
          call(c, 'Dá sim'),
          'Pode retirar aqui. Me fala o dia e o horário que fica melhor pra você?',
        ]
      : [
          call(c, 'Boa pergunta'),
          'Eu costumo enviar, mas deixa eu ver se dá pra você retirar e já te falo.',
        ],
  (c) =>
    PICKUP_SAID.test(c.process)
      ? [hello(c), 'Pode retirar aqui, sim. Quando você quer vir buscar?']
      : [hello(c), 'Vou ver se consigo deixar pra você retirar e já te respondo.'],
  (c) =>
    PICKUP_SAID.test(c.process)
      ? [
          call(c, 'Claro'),
          'Dá pra retirar aqui, sim. É só me avisar antes de vir, que eu deixo separado.',
        ]
      : [call(c, 'Entendi'), 'Deixa eu ver se dá pra combinar a retirada e te falo em seguida.'],
];
/** A doubt not yet said: asked for, nothing checked (m468). */
const doubtFrames: readonly ReplyFrame[] = [
  (c) => [call(c, 'Claro'), 'Me conta qual é a dúvida, que eu te explico.'],
  (c) => [hello(c), 'Pode perguntar, tá? Qual é a sua dúvida?'],
  (c) => [call(c, 'Sem problema'), 'Me fala o que ficou em dúvida que eu te ajudo.'],
];

/** Paid when it arrives ('Pix na entrega'): nothing to send before (the sales process says so). */
const onArrival = (c: ReplyContext) => !!c.f?.paysOnArrival;
const ON_ARRIVAL = 'O pagamento é na entrega, tá?';

/** The three frames for what the customer is doing, or for their question about the product. */
export function framesFor(
  intent: Intent,
  c?: Pick<ReplyContext, 'answer' | 'asked'> & {
    process?: string;
    variant?: string | null;
    turn?: Pick<
      TurnDetails,
      | 'freightDear'
      | 'oneFreight'
      | 'freeFreightFrom'
      | 'bought'
      | 'fit'
      | 'health'
      | 'pickup'
      | 'doubt'
      | 'paying'
    >;
    f?: ReplyContext['f'];
  },
) {
  if (c?.turn?.health && !['complaint', 'return', 'paid'].includes(intent)) return healthFrames;
  // 'pagando dois fretes' and 'frete caro' are about the freight, not the price (m559, m560).
  // 'estou fazendo a compra, mas está cobrando dois fretes' says it without asking (m619).
  const aboutFreight =
    ['delivery', 'expensive', 'other', 'info'].includes(intent) && !c?.turn?.bought;
  // 'Consegue me mandar um link com a mucuna e o gaba juntos? Pra eu não pagar dois fretes'.
  if ((aboutFreight || intent === 'ready') && c?.turn?.oneFreight && !c?.turn?.bought)
    return oneFreightFrames;
  if (aboutFreight && c?.turn?.freeFreightFrom) return freeFreightFrames;
  if (aboutFreight && c?.turn?.freightDear) return dearFreightFrames;
  if (intent === 'delivery' && c?.turn?.pickup && !c.turn.bought) return pickupFrames;
  if (c?.turn?.doubt && (intent === 'info' || intent === 'other')) return doubtFrames;
  if (c?.variant && (intent === 'price' || intent === 'ready')) return variantFrames;
  const process = c?.process;
  // A payment promised in a way the process does not take ('VOU PAGAR AMANHA POR BOLETO').
  const paysSo =
    intent === 'ready' ||
    intent === 'payment' ||
    (intent === 'paid' && c?.turn?.paying === 'promised');
  if (process && paysSo && otherWayAsked({ ...c, process })) return otherWayFrames;
  if (
    c?.answer?.topic === 'size' &&
    c.turn?.bought &&
    SIZE_WORRY.test(c.asked) &&
    /^troca/i.test(c.f?.guarantee ?? '')
  ) {
    return sizeWorryFrames;
  }
  if (!isProductQuestion(intent, c)) return frames[intent];
  return c?.answer?.topic === 'size' && c.turn?.fit ? fitFrames : productFrames;
}

/** Whether the turn is answered as a question about the product itself. */
export function isProductQuestion(intent: Intent, c?: Pick<ReplyContext, 'answer' | 'asked'>) {
  return (
    !!c?.answer &&
    // A buyer asking about what they bought ('comprei; é prata mesmo?') gets the answer.
    (PRODUCT_ASKED.includes(intent) ||
      (intent === 'paid' && !!c.answer.said) ||
      // 'É prata mesmo? Se eu comprar, vou ver…': the question the fields answer, answered.
      (intent === 'think' && !!c.answer.said && c.asked.includes('?'))) &&
    !(intent === 'price' && PRICE_ASKED.test(c.asked))
  );
}

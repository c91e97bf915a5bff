import { firstName } from '#shared/first-name.ts';
import type { FollowUpInput } from '../engine.ts';
import { normalized } from './chat-text.ts';
import { neededBy } from './deadline.ts';
import { offerOf, offerOfName, productPhrase, stepAt, UNKNOWN_OFFER } from './reply-offer.ts';
import { factsOf } from './facts.ts';
import { followUpLines, type AttemptKind, type FollowUpContext } from './follow-up-lines.ts';
import { customerIntent, latestCustomerWords } from './reply-intent.ts';
import { inVoice, timeOfDayGreeting, voiceOf } from './reply-voice.ts';
import { proposalValue, relationOf, writeOfflineReplies } from './reply-writer.ts';
import type { Intent } from './reply-intent.ts';
import { firstSentence, fold, lowerFirst, stripEnd } from './text.ts';
import { pastAnswerFor } from '../past-answers.ts';
import { PROMISES_CHECK } from '../check-words.ts';

/** A note longer than this is the member's record, not a phrase to recall to the customer. */
const NOTE_MAX = 70;
/** Notes that open with these are instructions to the seller ('Ligar depois das 18h'). */
const SELLER_NOTE =
  /^(ligar|mandar|enviar|retornar|cobrar|lembrar|chamar|falar|ver|pediu|disse|falou|achou|quer|prefere|gosta|nao|ja|so|tem|esta|ta|vai|precisa|acha|perguntou|comprou|cliente|obs)\b/;

/** The member's note as a phrase to recall, or null when it does not read as one. */
export function noteToRecall(note: string | null): string | null {
  const first = note?.trim() ? stripEnd(firstSentence(note.trim(), NOTE_MAX + 1)) : '';
  if (!first || first.length > NOTE_MAX || /\d{4,}|@|https?:/.test(first)) return null;
  const folded = fold(first);
  // A past-tense verb first ('comentou', 'pediu') reports what happened; it is no topic.
  if (SELLER_NOTE.test(folded) || /^\p{L}+(ou|eu|iu)\b/u.test(folded)) return null;
  return lowerFirst(first);
}

export const attemptKind = (attempt: number, attempts: number): AttemptKind =>
  attempt >= attempts ? 'last' : attempt === 1 ? 'first' : 'again';

/** What a customer asks or says that waits for the seller's answer. */
const WAITING: ReadonlySet<Intent> = new Set([
  'complaint',
  'counter',
  'paid',
  'ready',
  'expensive',
  'payment',
  'delivery',
  'price',
  'info',
]);

/**
 * The customer's last words left unanswered (the conversation ends with them, and they asked
 * something): the follow-up is the answer, with an apology for the wait, not a nudge.
 */
function answerToWaiting(input: FollowUpInput, now: Date): string | null {
  const conversation = input.conversation ?? [];
  if (conversation.at(-1)?.author !== 'customer') return null;
  if (!WAITING.has(customerIntent(conversation))) return null;
  const [reply] = writeOfflineReplies(
    {
      product: input.product,
      customer: input.customer,
      messages: conversation,
      sellerSamples: input.sellerSamples,
      pastAnswers: input.pastAnswers,
    },
    now,
  );
  if (!reply) return null;
  // After the greeting ('Oi, Maria!'), before the answer.
  const greeting = /^[^.!?]{1,40}!\s/.exec(reply)?.[0] ?? '';
  return `${greeting}Desculpa a demora pra te responder! ${reply.slice(greeting.length)}`.trim();
}

/** The seller's last message asked for what they need to go on (the CEP, the order). */
const ASKED_FOR =
  /\bme (?:passa|manda|diz|confirma) (?:o |a |seu |sua )?(cep|endereco|numero do pedido|nome completo|bairro)/;
/** 'O frete eu calculo pelo seu CEP. Me passa ele…': the CEP asked for by its pronoun. */
const ASKED_FOR_CEP = /\bpelo seu cep\b[^?]{0,40}\bme (?:passa|manda) ele\b/;
/** What the customer said that ends selling: after a sale, a complaint, a refusal. */
const AFTER_SALE: ReadonlySet<Intent> = new Set(['paid', 'complaint', 'return', 'declines']);

/**
 * The first follow-up picks up where the conversation stopped, when the seller's last message
 * says where: a check the seller still owes, the CEP or order number asked for, the payment
 * details promised to a buyer, an order after a sale or a complaint; null for a plain nudge.
 */
function pickUpWhereLeft(input: FollowUpInput, now: Date): string | null {
  const conversation = input.conversation ?? [];
  const last = conversation.at(-1);
  if (last?.author !== 'seller' || input.attempt !== 1) return null;
  const hi = (() => {
    const voice = voiceOf(input.sellerSamples);
    const greeting = voice.greeting === 'timeOfDay' ? timeOfDayGreeting(now) : voice.greeting;
    const name = firstName(input.customer.nome);
    return { voice, hello: name ? `${greeting}, ${name}!` : `${greeting}!` };
  })();
  const seller = normalized(last.text);
  const said = customerIntent(conversation.slice(0, -1));
  const asked = ASKED_FOR.exec(seller)?.[1] ?? (ASKED_FOR_CEP.test(seller) ? 'cep' : undefined);
  const owed = PROMISES_CHECK.test(seller) ? owedAnswer(input) : null;
  const checking = PROMISES_CHECK.test(seller) ? promisedCheck(last.text) : null;
  // What the customer still owes (the CEP, the address) comes before what the seller does.
  const lines = owed
    ? [hi.hello, 'Desculpa a demora! Sobre o que você me perguntou:', owed]
    : checking && !asked
      ? [
          hi.hello,
          `Não esqueci de você: ainda estou ${checking}.`,
          'Assim que eu tiver a resposta, te falo por aqui, tá?',
        ]
      : AFTER_SALE.has(said)
        ? said === 'declines'
          ? // A pass or a sale lost: no chase, the door left open.
            [
              hi.hello,
              'Passando só pra lembrar que estou por aqui.',
              'Se precisar de algo, é só me chamar.',
            ]
          : [
              hi.hello,
              'Passando pra saber se ficou tudo certo com o que você me falou.',
              'Se ainda precisar de algo, me chama que eu resolvo.',
            ]
        : asked
          ? [
              hi.hello,
              `Quando puder, me passa ${asked === 'cep' ? 'seu CEP' : asked === 'endereco' ? 'seu endereço' : asked === 'bairro' ? 'seu bairro' : asked === 'nome completo' ? 'seu nome completo' : 'o número do pedido'},`,
              asked === 'cep' || asked === 'endereco'
                ? 'que eu já te falo o prazo e o frete certinho.'
                : 'que eu já vejo tudo pra você.',
            ]
          : said === 'ready' && /\bmelhor dia e horario\b/.test(seller)
            ? // 'Me fala o melhor dia e horário pra você…' sent nothing yet: the day asked again.
              [hi.hello, 'Me fala o melhor dia e horário pra você, que eu já reservo.']
            : said === 'ready' && /\bprefere pagar\b/.test(seller)
              ? // 'Prefere pagar no Pix ou no boleto?' sent nothing yet: the choice asked again.
                [hi.hello, 'Me fala como prefere pagar, que eu já te mando tudo certinho.']
              : said === 'ready'
                ? [
                    hi.hello,
                    'Conseguiu fazer o pagamento?',
                    'Se precisar que eu mande de novo, é só me falar.',
                  ]
                : PROMISES_CHECK.test(seller)
                  ? [
                      hi.hello,
                      // 'Estou chegando agora...' asked nothing: what they said is looked into.
                      `Não esqueci de você: ainda estou vendo aquilo que você me ${askedSomething(conversation) ? 'perguntou' : 'falou'}.`,
                      'Assim que eu confirmar, te falo por aqui, tá?',
                    ]
                  : afterTalk(seller, said, hi.hello, customerWords(conversation));
  return lines ? inVoice(lines.join(' '), hi.voice) : null;
}

/**
 * The seller's last message only acknowledged ('Combinado, Bruno! Qualquer coisa, é só me
 * chamar.', m887): nothing was sent to ask after.
 */
function onlyAcknowledged(seller: string): boolean {
  const sentences = seller.split(/(?<=[.!?])\s+/).filter(Boolean);
  const [first, ...rest] = sentences;
  return (
    (sentences.length <= 2 &&
      /^qualquer (?:coisa|duvida),? (?:e )?so me (?:chamar|falar)\b/.test(sentences.at(-1)!) &&
      (rest.length === 0 || (first!.split(/\s+/).length <= 3 && !/\d/.test(first!)))) ||
    // 'Fico feliz que você já tenha o livro. Se quiser saber mais do curso…, é só me falar.'
    (sentences.length <= 3 &&
      !/\d/.test(seller) &&
      /\bse quiser saber mais\b.*\be so me falar\b/.test(seller))
  );
}

const QUESTION_WORDS =
  /\b(?:qual|quais|quanto|quantos|quantas|como|onde|quando|sera|tem|vem|pode|posso|da pra|se (?:e|era|sao|tem|vem|os|as|o|a)|nao fala)\b/;

/** The customer's last words before the seller's reply, normalized. */
const customerWords = (conversation: NonNullable<FollowUpInput['conversation']>) =>
  normalized(conversation.slice(0, -1).findLast((m) => m.author === 'customer')?.text ?? '');

/** The customer's last words before the seller's reply asked something ('?' or a question read). */
function askedSomething(conversation: NonNullable<FollowUpInput['conversation']>): boolean {
  const words = conversation.slice(0, -1).findLast((m) => m.author === 'customer')?.text ?? '';
  return (
    /\?/.test(words) ||
    customerIntent(conversation.slice(0, -1)) === 'info' ||
    // 'Vem 1 ou 2 banda', 'Qual o país de origem': asked without the question mark.
    QUESTION_WORDS.test(normalized(words))
  );
}

/** The seller's verbs of a check, as they go on ('conferir' → 'conferindo'). */
const GOING_ON: Record<string, string> = {
  confirmar: 'confirmando',
  confirmo: 'confirmando',
  conferir: 'conferindo',
  ver: 'vendo',
  verificar: 'verificando',
  checar: 'checando',
  calcular: 'calculando',
};
const CHECK_VERB = '(confirmar|conferir|ver|verificar|checar|calcular)';
/** 'Sobre as opções disponíveis, vou confirmar…', 'Vou conferir o pagamento aqui e já te…'. */
const PROMISES = [
  new RegExp(`\\bsobre ([^,.!?]{3,60}), vou ${CHECK_VERB}\\b`, 'iu'),
  new RegExp(
    `\\b(?:vou|deixa eu) ${CHECK_VERB}(?: agora| aqui)? ((?:[^.!?]|\\.(?=\\d)){3,80}?)(?: aqui)?(?:,(?!\\d)| e (?:já )?(?:te|eu)\\b| em seguida|[.!?](?!\\d)|$)`,
    'iu',
  ),
  /\bte (confirmo) ([^.!?]{3,60}?) em seguida/iu,
];

/**
 * What the seller promised to check, in their own words and going on ('conferindo o
 * pagamento', 'vendo o que aconteceu com o seu pedido'); null when they named nothing ('isso').
 */
export function promisedCheck(sellerText: string): string | null {
  for (const [i, promise] of PROMISES.entries()) {
    const found = promise.exec(sellerText);
    if (!found) continue;
    const [verb, what] = i === 0 ? [found[2]!, found[1]!] : [found[1]!, found[2]!];
    const named = what.replace(/^certinho\s+/i, '').trim();
    if (/^(?:isso|isto|certinho|aqui|pra você)\b/iu.test(named)) return null;
    // 'Por R$ 1.800,00, deixa eu ver se consigo' (m267): the price it is about.
    const price = /\bpor (R\$ ?[\d.]+,\d{2}),? (?:deixa eu|vou) ver se consigo\b/i.exec(
      sellerText,
    )?.[1];
    const about = named === 'se consigo' && price ? `se consigo fazer por ${price}` : named;
    return `${GOING_ON[verb.toLowerCase()]} ${about}`;
  }
  return null;
}

/**
 * After a talk that sent nothing to look at (m439, m451, m459): sent to their doctor, asked
 * how to help after a greeting, thanked: picked up from there, not "Conseguiu ver o que te
 * mandei?".
 */
function afterTalk(seller: string, said: Intent, hello: string, customer: string): string[] | null {
  // A price the seller sent is asked after (at the end), whatever the message closed with.
  const pricedHere = /r\$/.test(seller);
  if (/\bmedico\b/.test(seller)) {
    return [
      hello,
      'Conseguiu conversar com o seu médico?',
      'Se ele liberar, é só me chamar que eu separo o seu.',
    ];
  }
  // 'Como você prefere que eu te chame?' after a name mixed up: asked again, by no name.
  if (/\b(?:te chame|qual e o seu nome|me fala o seu nome)\b/.test(seller)) {
    return ['Oi! Passando pra saber o seu nome, pra eu anotar certinho aqui.'];
  }
  // 'Me conta o que você precisa, que eu te ajudo.' asked them: nothing sent to look at.
  if (
    /\b(?:me conta|me fala) (?:o que voce precisa|como posso te ajudar)\b|^pode contar comigo\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando pra saber se ainda precisa de ajuda.',
      'É só me contar o que você precisa.',
    ];
  }
  // 'Claro! Me chama quando puder…' to a talk asked for later: the talk picked up.
  if (
    !pricedHere &&
    /\b(?:me chama quando puder|fico no aguardo da sua mensagem|quando puder, e so me chamar)\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando pra gente continuar a nossa conversa.',
      'Quando puder, me chama aqui.',
    ];
  }
  // 'Entendo! Me conta o que mais te preocupa…' to a worry, or a sorrow met: asked after.
  if (
    /\b(?:te preocupa|sua preocupacao|dividir isso comigo|deve ser dificil|sinto muito por tudo isso)\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando pra saber como você está.',
      'Se quiser conversar sobre aquilo, é só me chamar.',
    ];
  }
  // 'Entendo! … Quando der certo pra você, é só me chamar' to no money now: nothing chased.
  if (
    !pricedHere &&
    /\b(?:quando der certo (?:pra|para) voce|sem pressa nenhuma|mais (?:pra|para) frente fizer sentido)\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando só pra lembrar que estou por aqui.',
      'Quando fizer sentido pra você, é só me chamar.',
    ];
  }
  // 'Que bacana! Fico feliz em saber dos seus planos.', 'Agradeço por me contar.': something
  // they told was heard; nothing was sent to ask after.
  if (
    !pricedHere &&
    /\b(?:agradeco por me contar|dos seus planos|torco muito por voce|feliz por voce|adorei saber|o que voce quer fazer)\b/.test(
      seller,
    )
  ) {
    return [hello, 'Passando pra saber como você está.', 'Se precisar de algo, é só me chamar.'];
  }
  // 'Que bom ler isso! Agradeço demais pelo carinho.' to praise: thanked again, nothing chased.
  if (
    /\b(?:pelo carinho|com o seu retorno|por contar comigo|pelo retorno|com o elogio)\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando pra agradecer de novo pelo carinho.',
      'Quando precisar, é só me chamar.',
    ];
  }
  // 'Claro! Me fala o que você gostaria…' to an order started: the order asked for again.
  if (
    /\b(?:me fala o que voce gostaria|pode mandar o seu pedido|me passa o que voce quer)\b/.test(
      seller,
    )
  ) {
    return [
      hello,
      'Passando pra saber se você ainda quer fazer o pedido.',
      'É só me mandar o que você gostaria.',
    ];
  }
  // 'Tudo bem! Quer remarcar pra outro dia?' to a visit they could not make.
  if (/\bremarcar\b/.test(seller) && !/\d/.test(seller)) {
    return [
      hello,
      'Passando pra saber se você quer remarcar.',
      'É só me falar o melhor dia e horário.',
    ];
  }
  // 'Que bom! Agradeço pela preferência!' to an order picked up: asked how it was.
  if (
    !pricedHere &&
    /\b(?:agradeco pela preferencia|que bom que deu certo|espero que goste)\b/.test(seller)
  ) {
    return [hello, 'Passando pra saber se você gostou!', 'Qualquer coisa, é só me chamar.'];
  }
  // 'Combinado! Fico aqui te aguardando.' while they did something themselves.
  if (!pricedHere && /\b(?:te aguardando|estou por aqui quando voce precisar)\b/.test(seller)) {
    // 'Ok, irei analisar e retorno.': asked whether they could.
    if (/\b(?:analisar|pensar|ver com calma|retorno)\b/.test(customer)) {
      return [hello, 'Conseguiu analisar com calma?', 'Se ficou alguma dúvida, é só me chamar.'];
    }
    return [
      hello,
      'Passando pra saber se deu tudo certo aí.',
      'Se precisar de mim, é só me chamar.',
    ];
  }
  if (said === 'greeting' && /\bposso (?:te )?ajudar\b/.test(seller)) {
    return [hello, 'Vi que você me chamou outro dia.', 'Me conta no que eu posso te ajudar?'];
  }
  // 'Que bom! Fico muito feliz com a sua animação!' sent nothing either.
  if (
    (said === 'thanks' && !/r\$/.test(seller)) ||
    onlyAcknowledged(seller) ||
    /\bsua animacao\b/.test(seller)
  ) {
    return [
      hello,
      'Passando pra saber se ficou alguma dúvida.',
      'Se quiser, é só me chamar por aqui.',
    ];
  }
  return null;
}

/**
 * The customer's question the seller promised to check and has not answered: the conversation
 * ends with the seller's promise ('Vou confirmar isso e já te falo'); null otherwise.
 */
export function owedQuestion(conversation: FollowUpInput['conversation']): string | null {
  const last = conversation?.at(-1);
  if (last?.author !== 'seller' || !PROMISES_CHECK.test(normalized(last.text))) return null;
  return conversation!.slice(0, -1).findLast((m) => m.author === 'customer')?.text ?? null;
}

/**
 * The check the seller owes, answered as they answered the same question before (decision 035):
 * the customer's last words before the seller's promise, matched against their earlier answers.
 */
export function owedAnswer(input: FollowUpInput): string | null {
  const question = owedQuestion(input.conversation);
  return question ? pastAnswerFor(question, input.pastAnswers, input.product?.nome) : null;
}

/** The seller already sent a price in the conversation ('R$'), so it is not offered again. */
const sentPrice = (input: FollowUpInput) =>
  (input.conversation ?? []).some((m) => m.author === 'seller' && /R\$\s?\d/.test(m.text));

/**
 * A follow-up to an open customer, offline: the phase and the attempt decide what it asks (a
 * first nudge, another that picks up what the customer said or the member noted, and the last
 * "posso encerrar por aqui?"); the customer's name, product and proposal fill it; the seller's
 * own messages decide how it sounds.
 */
export function writeOfflineFollowUp(input: FollowUpInput, now = new Date()): string {
  const answer = answerToWaiting(input, now);
  if (answer) return answer;
  const pickUp = pickUpWhereLeft(input, now);
  if (pickUp) return pickUp;
  const voice = voiceOf(input.sellerSamples);
  const { customer } = input;
  const f = input.product ? factsOf(input.product) : null;
  const typed = customer.produto_interesse?.trim() || null;
  const product = f?.short
    ? productPhrase(f.short, input.product!.nome)
    : typed
      ? productPhrase(typed, typed)
      : null;
  const said = latestCustomerWords(
    input.customerWords.map((w) => ({ ...w, author: 'customer' as const })),
  );
  const asked = said.map((m) => normalized(m.text)).join(' ');
  const name = firstName(customer.nome);
  const hi = voice.greeting === 'timeOfDay' ? timeOfDayGreeting(now) : voice.greeting;
  const context: FollowUpContext = {
    hello: name ? `${hi}, ${name}!` : `${hi}!`,
    phase: customer.fase,
    product,
    value: proposalValue(customer.valor),
    offer: f ? offerOf(input.product!, f) : typed ? offerOfName(typed) : UNKNOWN_OFFER,
    step: f
      ? stepAt(input.product!, f, customer.fase === 'proposal')
      : 'as informações de pagamento',
    note: noteToRecall(customer.observacoes),
    said: said.length
      ? customerIntent(said.map((m) => ({ author: m.author, text: m.text })))
      : null,
    relation: asked ? relationOf(asked) : null,
    deadline: neededBy(...said.map((m) => m.text)),
    daysSince: input.daysSince,
    sentPrice: sentPrice(input),
  };
  const kind = attemptKind(input.attempt, input.attempts);
  return inVoice(followUpLines(context, kind, input.attempt).join(' '), voice);
}

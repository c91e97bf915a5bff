import type { CadencePhase } from '#shared/today-cadence.ts';
import type { Intent } from './reply-intent.ts';
import type { Offer } from './reply-offer.ts';

/** What a follow-up is written from, each piece already worded for a sentence. */
export interface FollowUpContext {
  /** 'Oi, Maria!' or 'Oi!' in the seller's voice. */
  hello: string;
  phase: CadencePhase;
  /** The product with its article ('o bolo de pote'), or null. */
  product: string | null;
  /** The proposal's value as a price ('R$ 1.500,00'), or null. */
  value: string | null;
  /** What the customer secures and how they get it, by the kind of offer. */
  offer: Offer;
  /** What the seller sends to close ('a chave Pix'). */
  step: string;
  /** The member's note, as a phrase to recall ('casamento da filha em março'), or null. */
  note: string | null;
  /** What the customer was doing in their last words, null without a shared conversation. */
  said: Intent | null;
  /** Who the customer was going to consult ('seu marido'). */
  relation: string | null;
  /** The date the customer said they need it by ('antes do Natal'), or null. */
  deadline: string | null;
  daysSince: number;
  /** The seller already sent the price: it is asked about, not offered again. */
  sentPrice: boolean;
}

export type AttemptKind = 'first' | 'again' | 'last';

/** 'o bolo' → 'pelo bolo', 'a limpeza' → 'pela limpeza'. */
const through = (phrase: string) => phrase.replace(/^(o|a|os|as) /, (_m, a: string) => `pel${a} `);

/** How long since the last contact, as a seller says it; null when it was a day ago. */
function sinceLine(days: number): string | null {
  if (days < 2) return null;
  if (days < 7) return `Faz ${days} dias que a gente se falou.`;
  if (days < 14) return 'Faz uma semana que a gente se falou.';
  if (days < 60) return `Faz ${Math.floor(days / 7)} semanas que a gente se falou.`;
  return 'Faz um tempo que a gente se falou.';
}

/** A sentence that picks up where the customer left off, from their words or the note. */
function recallLine(c: FollowUpContext): string | null {
  if (c.deadline) return `Você comentou que precisa ${c.deadline}, então quis te chamar a tempo.`;
  if (c.relation) return `Conseguiu conversar com ${c.relation}?`;
  switch (c.said) {
    case 'think':
      return 'Você tinha ficado de pensar com calma, e fiquei na expectativa.';
    case 'expensive':
      return 'Sei que o valor pesa na decisão, e quero achar um caminho que funcione para você.';
    case 'price':
    case 'info':
    case 'payment':
    case 'delivery':
      return 'Quero ter certeza de que respondi tudo o que você me perguntou.';
    case 'ready':
      return `Você tinha pedido para seguir, e ainda não te mandei ${c.step}.`;
    default:
      break;
  }
  if (c.note) return `Lembrei do que você me contou: ${c.note}.`;
  return sinceLine(c.daysSince);
}

function first(c: FollowUpContext): string[] {
  const about = c.product ? ` sobre ${c.product}` : '';
  switch (c.phase) {
    case 'prospect':
      return [
        c.hello,
        'Tudo bem?',
        c.product
          ? `Vi que você se interessou ${through(c.product)}.`
          : 'Vi que você se interessou pelo meu trabalho.',
        c.sentPrice
          ? 'Ficou alguma dúvida sobre o valor que te passei?'
          : 'Posso te contar como funciona?',
      ];
    case 'contacted':
      return [
        c.hello,
        `Conseguiu ver o que te mandei${about}?`,
        'Me conta o que você achou, que eu tiro qualquer dúvida.',
      ];
    case 'interested':
      return [
        c.hello,
        `Ficou alguma dúvida${about}?`,
        c.deadline
          ? `Como você precisa ${c.deadline}, se quiser já ${c.offer.hold.now}.`
          : `Se quiser, te explico os detalhes ou já ${c.offer.hold.now}.`,
      ];
    case 'proposal':
      return [
        c.hello,
        `Conseguiu avaliar a proposta${c.value ? ` de ${c.value}` : ''}${c.product ? ` para ${c.product}` : ''}?`,
        c.deadline
          ? `Como você precisa ${c.deadline}, se estiver tudo certo já te mando ${c.step}.`
          : `Se estiver tudo certo, já te mando ${c.step}.`,
      ];
  }
}

/** What a middle attempt asks, after the greeting and the recall, in the customer's phase. */
function againAsk(c: FollowUpContext): string[] {
  switch (c.phase) {
    case 'prospect':
      return [
        `Ainda faz sentido para você conhecer ${c.product ?? 'o meu trabalho'}?`,
        'Te explico em poucas mensagens.',
      ];
    case 'contacted':
      return [
        'Se ainda estiver procurando, me fala o que é mais importante para você, que eu te indico o melhor caminho.',
      ];
    case 'interested':
      return [
        c.product
          ? `Quer que eu te mande os detalhes ${c.product.replace(/^(o|a|os|as) /, 'd$1 ')} para você decidir com calma?`
          : 'Quer que eu te mande os detalhes para você decidir com calma?',
      ];
    case 'proposal':
      return [
        `A proposta${c.value ? ` de ${c.value}` : ''} continua de pé.`,
        `Quer que eu ${c.offer.hold.ask}?`,
      ];
  }
}

function again(c: FollowUpContext, attempt: number): string[] {
  // A long cadence's middle attempts alternate, so two in a row never read the same.
  const recall = attempt % 2 === 0 ? recallLine(c) : sinceLine(c.daysSince);
  return [c.hello, recall, ...againAsk(c)].filter((p): p is string => !!p);
}

function last(c: FollowUpContext): string[] {
  const about =
    c.phase === 'proposal'
      ? ` sobre a proposta${c.value ? ` de ${c.value}` : ''}`
      : c.product
        ? ` sobre ${c.product}`
        : '';
  return [
    c.hello,
    `Como não tive retorno${about}, posso encerrar por aqui?`,
    'Se ainda fizer sentido, é só me responder que eu retomo de onde paramos.',
    'E sem problema nenhum se o momento for outro.',
  ];
}

/** The follow-up's sentences for the attempt. */
export function followUpLines(c: FollowUpContext, kind: AttemptKind, attempt: number): string[] {
  if (kind === 'first') return first(c);
  if (kind === 'last') return last(c);
  return again(c, attempt);
}

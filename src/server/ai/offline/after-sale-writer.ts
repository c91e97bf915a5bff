import type { AfterSaleStepId } from '#shared/after-sale.ts';
import { firstName } from '#shared/first-name.ts';
import { productInfo, type ProductInfo } from '../product-info.ts';
import { factsOf } from './facts.ts';
import { after, withArticle, type NounPhrase } from './noun-phrase.ts';
import { nameInSentence } from './offer-kind.ts';
import { offerOf, productNoun } from './reply-offer.ts';
import { fold } from './text.ts';

/**
 * The after-sale messages (issue 42), one per step, for the customer who bought: greeted by
 * first name, the product named as a sentence names it, and nothing the product's fields do not
 * say. A shipped product is not asked about before it can have arrived; a service's visit and a
 * course's access each get their own words.
 */
export interface AfterSaleInput {
  step: AfterSaleStepId;
  /** The customer's name as the card has it. */
  customerName: string;
  /** The member's product the card names, when it names one of theirs. */
  product: ProductInfo | null;
  /** What the card names as bought ('Produto de interesse'), when no product of theirs matches. */
  typedProduct: string | null;
  /** Days since the sale, for the repurchase reminder. */
  days: number;
}

/** 'uns 2 meses' past two months, else the days. */
function howLong(days: number): string {
  if (days >= 330) {
    const years = Math.round(days / 365);
    return years <= 1 ? 'um ano' : `uns ${years} anos`;
  }
  return days >= 60
    ? `uns ${Math.round(days / 30)} meses`
    : `${days} ${days === 1 ? 'dia' : 'dias'}`;
}

export function writeAfterSale(input: AfterSaleInput): string {
  const first = firstName(input.customerName);
  const hi = first ? `Oi, ${first}!` : 'Oi!';
  // A card that names a quantity ('2 potes de creatina') is no name to put in a sentence.
  const typed = input.typedProduct?.trim().replace(/^\d.*$/, '') || null;
  const product = input.product ?? (typed ? productInfo({ nome: typed }) : null);
  const facts = product ? factsOf(product) : null;
  const offer = product && facts ? offerOf(product, facts) : null;
  const said = product?.nome ? saleName(facts?.short ?? product.nome) : null;
  const name: NounPhrase | null = said ? productNoun(said, said) : null;
  const it = name ? withArticle(name) : null;
  const ofIt = name ? after('de', name) : null;
  // Brought by a motoboy or on the same day: it has arrived by the next day.
  const local = product ? LOCAL.test(fold(product.processo_vendas ?? '')) : false;
  const reach = offer?.reach ?? 'delivery';
  const plural = name?.article === 'os' || name?.article === 'as';

  switch (input.step) {
    case 'thanks':
      // An event is ahead of them: thanked for signing up, no access nor delivery asked.
      if (offer?.kind === 'event') {
        return `${hi} Passando pra agradecer pela inscrição${name ? ` ${after('em', name)}` : ''}. Qualquer dúvida até lá, é só me chamar.`;
      }
      if (reach === 'access') {
        return `${hi} Passando pra agradecer pela compra${ofIt ? ` ${ofIt}` : ''}. Conseguiu acessar tudo certinho?`;
      }
      if (reach === 'visit') {
        return `${hi} Passando pra agradecer pela confiança. Qualquer coisa${ofIt ? ` sobre ${it}` : ''}, é só me chamar por aqui.`;
      }
      if (local) return `${hi} Passando pra agradecer pelo pedido. Chegou tudo certinho?`;
      return `${hi} Passando pra agradecer pela compra${ofIt ? ` ${ofIt}` : ''}. Assim que chegar, me conta se ficou tudo certinho?`;
    case 'checkIn':
      if (offer?.kind === 'event') {
        return `${hi} Ficou alguma dúvida${it ? ` sobre ${it}` : ''}? Estou por aqui pra te ajudar.`;
      }
      if (reach === 'delivery' && local) {
        return `${hi} O que você achou${ofIt ? ` ${ofIt}` : ' do pedido'}? Sua opinião me ajuda muito.`;
      }
      if (reach === 'delivery') {
        const arrived = plural ? 'já chegaram' : 'já chegou';
        return `${hi} ${it ? `${upper(it)} ${arrived}` : 'Sua compra já chegou'}? Me conta o que você achou!`;
      }
      if (reach === 'visit') {
        return `${hi} Como ficou ${it ?? 'o serviço'}? Me conta o que você achou!`;
      }
      return `${hi} Como está sendo${it ? ` com ${it}` : ''}? Se travar em alguma parte, é só me chamar.`;
    case 'testimonial':
      return `${hi} Se você gostou${ofIt ? ` ${ofIt}` : ''}, me deixa um depoimento curtinho? Pode ser por escrito ou por áudio, ajuda muito quem ainda está em dúvida.`;
    case 'referral':
      return `${hi} Se você conhece alguém que também ia gostar${ofIt ? ` ${ofIt}` : ''}, pode passar meu contato? Vou atender com o mesmo carinho.`;
    case 'repurchase': {
      const since =
        reach === 'visit'
          ? `que eu fiz ${it ?? 'o serviço'} pra você`
          : `que você comprou ${it ?? 'comigo'}`;
      const next = madeToOrder(product)
        ? 'Se quiser encomendar de novo, é só me falar.'
        : reach === 'visit'
          ? 'Se quiser marcar a próxima, é só me falar.'
          : `Se quiser repetir, é só me falar que eu já ${offer?.hold.now ?? 'separo o seu pedido'}.`;
      return `${hi} Já faz ${howLong(input.days)} ${since}. ${next}`;
    }
  }
}

/** Made to order ('Encomenda pelo WhatsApp com 15 dias de antecedência'): ordered, not booked. */
export const madeToOrder = (product: ProductInfo | null): boolean =>
  product !== null && /\bencomend/u.test(fold(product.processo_vendas ?? ''));

const LOCAL = /\b(?:motoboy|entreg\p{L}* no (?:mesmo dia|bairro)|delivery|entrego hoje)\b/u;

/**
 * The product as a seller names it in a chat: the listing's details left out ('a maleta' of
 * 'Maleta com jogo de chaves e soquetes 40 peças', 'a cortina de LED' of 'Cortina de LED 3 x 2 m
 * para painel', 'a biotina' of 'Biotina 60 cápsulas').
 */
export function saleName(name: string): string {
  const cut = name
    .replace(/\s(?:com|para|pra|c\/)\s.*$/iu, '')
    .replace(/\s\d+(?:[.,]\d+)?\s?x\s?\d+(?:[.,]\d+)?(?:\s?c?m)?\b/giu, '')
    .replace(/\s\d+\s(?:c[áa]psulas|pe[çc]as|unidades|potes|folhas|comprimidos)\b/giu, '')
    .trim();
  const said = nameInSentence(cut.length >= 3 ? cut : name);
  // 'Filhote de Rottweiler', 'Curso de Excel': one capital after 'de' names what it is of, not
  // a brand; the thing itself is a common noun ('o filhote de Rottweiler').
  return /^\p{Lu}\p{Ll}+ d[eoa]s? \p{Lu}\p{L}*$/u.test(said)
    ? said.charAt(0).toLowerCase() + said.slice(1)
    : said;
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

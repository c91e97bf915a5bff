import type { ReactivationKind } from '#shared/reactivation.ts';
import { firstName } from '#shared/first-name.ts';
import { productInfo, type ProductInfo } from '../product-info.ts';
import { madeToOrder, saleName } from './after-sale-writer.ts';
import { factsOf } from './facts.ts';
import { withArticle } from './noun-phrase.ts';
import { offerOf, productNoun } from './reply-offer.ts';
import { intentOfMessage } from './reply-intent.ts';

/**
 * 'Reativar' (issue 42): the message that picks up a customer's last conversation — the one who
 * stopped answering, the one who found it expensive (as a commerce date comes near), the one past
 * the time to buy again. It offers to check, never a discount the seller did not give.
 */
export interface ReactivationInput {
  kind: ReactivationKind;
  customerName: string;
  /** The member's product the card names, when it names one of theirs. */
  product: ProductInfo | null;
  /** The card's 'Produto de interesse', when no product of theirs matches. */
  typedProduct: string | null;
  lastWords: string;
  /** Days since the sale, for one past their cycle. */
  days: number;
  /** The commerce date coming ('o Natal'), for one who found it expensive. */
  occasion: string | null;
}

function howLong(days: number): string {
  if (days >= 330)
    return Math.round(days / 365) <= 1 ? 'um ano' : `uns ${Math.round(days / 365)} anos`;
  return days >= 60 ? `uns ${Math.round(days / 30)} meses` : `${days} dias`;
}

export function writeReactivation(input: ReactivationInput): string {
  const first = firstName(input.customerName);
  const hi = first ? `Oi, ${first}! Tudo bem?` : 'Oi! Tudo bem?';
  const typed = input.typedProduct?.trim().replace(/^\d.*$/, '') || null;
  const product = input.product ?? (typed ? productInfo({ nome: typed }) : null);
  const facts = product ? factsOf(product) : null;
  const said = product?.nome ? saleName(facts?.short ?? product.nome) : null;
  const it = said ? withArticle(productNoun(said, said)) : null;
  const reach = product && facts ? offerOf(product, facts).reach : 'delivery';
  // What they last did: asked something, or just went quiet.
  const asked =
    /\?\s*$/u.test(input.lastWords.trim()) || intentOfMessage(input.lastWords) === 'price';

  switch (input.kind) {
    case 'noAnswer': {
      const last = it
        ? asked
          ? `Da última vez você me perguntou sobre ${it} e a conversa parou por ali.`
          : `Faz um tempo que a gente conversou sobre ${it}.`
        : 'Faz um tempo que a gente conversou.';
      return `${hi} ${last} Ainda tem interesse? Estou por aqui pra te ajudar.`;
    }
    case 'price': {
      const last = it
        ? `Da última vez a gente conversou sobre ${it} e o valor não fechou pra você.`
        : 'Da última vez o valor não fechou pra você.';
      const ask = 'quer que eu veja se consigo uma condição melhor pra você?';
      const when = input.occasion
        ? `Com ${input.occasion} chegando, ${ask}`
        : ask.charAt(0).toUpperCase() + ask.slice(1);
      return `${hi} ${last} ${when}`;
    }
    case 'pastCycle': {
      const since =
        reach === 'visit'
          ? `que eu fiz ${it ?? 'o serviço'} pra você`
          : `que você levou ${it ?? 'seu pedido'}`;
      const next = madeToOrder(product)
        ? 'Quer fazer uma nova encomenda?'
        : reach === 'visit'
          ? 'Quer marcar a próxima?'
          : 'Quer que eu separe de novo pra você?';
      return `${hi} Já faz ${howLong(input.days)} ${since}. ${next}`;
    }
  }
}

import { foldName } from './fold.ts';

/**
 * A customer's own words asking for no more messages ('pode parar de me mandar mensagem',
 * 'não quero mais receber', 'SAIR'): such a customer gets no after-sale step and no campaign
 * until the seller turns them back on after a new message (issue 42). 'Cancelar' counts only as
 * the whole message: 'quero cancelar o pedido' is about an order.
 */
const ASKS_TO_STOP = new RegExp(
  [
    String.raw`^(?:sair|parar|pare|stop|descadastrar|cancelar)[.! ]*$`,
    String.raw`\b(?:pode |podem |favor |por favor )?(?:parar|pare|para) de (?:me )?(?:mandar|enviar|mandando|enviando)\b`,
    String.raw`\bnao (?:quero|desejo) (?:mais )?receber\b`,
    String.raw`\bnao (?:me )?(?:mande|mandem|envie|enviem|manda|envia)\b(?! (?:o |a )?(?:pix|boleto|link|pedido|produto))`,
    String.raw`\b(?:me )?(?:descadastr\w*|remov\w* (?:meu (?:numero|contato)|da (?:lista|sua lista)))\b`,
    String.raw`\bme (?:tira|tire) d[ae] (?:lista|sua lista|grupo)\b`,
  ].join('|'),
);

export function asksToStop(text: string): boolean {
  return ASKS_TO_STOP.test(foldName(text));
}

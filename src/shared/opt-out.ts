import { foldName } from './fold.ts';

/**
 * A customer's own words asking for no more messages ('pode parar de me mandar mensagem',
 * 'não quero mais receber', 'SAIR 🙏'): such a customer gets no after-sale step and no campaign
 * until the seller turns them back on after a new message (issue 42). A bare command counts only
 * as the whole message ('cancelar' alone; 'quero cancelar o pedido' is about an order), and
 * 'não manda' only with what is not to be sent ('mais nada', 'mensagem'): 'não manda o boleto
 * ainda' is about a payment.
 */
const WHOLE =
  /^(?:sair|parar|pare|parem|para|pode parar|stop|descadastrar|cancelar)(?: por favor| pf| pfv)?$/;
const STOP = new RegExp(
  [
    String.raw`(?<!\bnao )\b(?:(?:pode|podem|favor|por favor) )?(?:parar|pare|parem|para) de (?:me )?(?:mandar|enviar|mandando|enviando)\b`,
    String.raw`\bnao (?:quero|desejo) mais receber\b`,
    String.raw`\bnao (?:quero|desejo) (?:receber )?(?:mais )?(?:mensage\w*|msgs?|promoc\w*|ofertas?|propagandas?)\b`,
    String.raw`\bnao (?:me )?(?:mande|mandem|envie|enviem|manda|envia) (?:mais|mensage\w*|msgs?|nada|promoc\w*|ofertas?|propagandas?)\b`,
    String.raw`\bdescadastr\w*`,
    String.raw`\bme (?:tira|tire|remove|remova|exclui|exclua) (?:da|de|do|dessa|desse|desta|deste) (?:lista|sua lista|grupo|contatos?)\b`,
  ].join('|'),
);

export function asksToStop(text: string): boolean {
  const words = foldName(text.replace(/[^\p{L}\p{N}\s]/gu, ' '));
  return WHOLE.test(words) || STOP.test(words);
}

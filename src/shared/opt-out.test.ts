import { describe, expect, it } from 'vitest';
import { asksToStop } from './opt-out.ts';

describe('a customer asking for no more messages', () => {
  it.each([
    'pode parar de me mandar mensagem',
    'SAIR',
    'Parar.',
    'Não quero mais receber essas mensagens',
    'por favor não me mande mais nada',
    'me descadastra',
    'Me tira da lista',
    'cancelar',
    'pode parar',
    'Parem de me mandar mensagem',
    'não quero mais mensagens',
    'me tira do grupo',
    'me tira dessa lista',
    'sair por favor',
    'Sair 🙏',
    'não manda mais nada',
  ])('%s stops them', (text) => expect(asksToStop(text)).toBe(true));

  it.each([
    'quero cancelar o pedido',
    'vou sair agora, depois te respondo',
    'não manda o pix ainda',
    'não para de chover aqui kkk',
    'pode mandar o link',
    'obrigada!',
    'não manda pelos Correios não, eu busco aí',
    'Não envia ainda, espera eu confirmar o endereço',
    'não quero receber em casa, posso retirar?',
    'não me manda esse boleto, já paguei',
    'não manda os links ainda',
    'minha filha não para de me mandar foto do bolo kkk',
    'não quero receber o produto com defeito',
  ])('%s does not', (text) => expect(asksToStop(text)).toBe(false));
});

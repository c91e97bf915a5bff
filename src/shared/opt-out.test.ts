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
  ])('%s stops them', (text) => expect(asksToStop(text)).toBe(true));

  it.each([
    'quero cancelar o pedido',
    'vou sair agora, depois te respondo',
    'não manda o pix ainda',
    'não para de chover aqui kkk',
    'pode mandar o link',
    'obrigada!',
  ])('%s does not', (text) => expect(asksToStop(text)).toBe(false));
});

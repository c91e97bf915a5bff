import { describe, expect, it } from 'vitest';
import { normalized } from './chat-text.ts';

describe('normalized, customers’ words as the intent patterns read them', () => {
  it.each([
    ['Qto tá o KIT???', 'quanto ta o kit???'],
    ['vou ver c meu marido', 'vou ver com meu marido'],
    ['da pra parcelar em 3x?', 'da para parcelar em 3 vezes?'],
    ['carooooo 😬😬', 'caro'],
    ['vc entrega p/ Valinhos?', 'voce entrega para valinhos?'],
    ['<Mídia oculta>', ''],
    ['áudio ocultado', ''],
    ['IMG-20251120-WA0003.jpg (arquivo anexado) olha esse', 'olha esse'],
  ])('%j → %j', (text, expected) => {
    expect(normalized(text)).toBe(expected);
  });
});

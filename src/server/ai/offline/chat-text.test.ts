import { describe, expect, it } from 'vitest';
import { deadlineIn, normalized } from './chat-text.ts';

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

describe('deadlineIn, the date a customer said they need it by', () => {
  it.each([
    ['preciso antes do natal, da tempo?', 'antes do Natal'],
    ['consegue ate sexta?', 'até sexta'],
    ['queria pra sabado', 'para sábado'],
    ['tem que ser ate o dia 20', 'até o dia 20'],
    ['é pro aniversario dela, dia 12/12', 'para o dia 12/12'],
    ['consegue pra amanha?', 'para amanhã'],
    ['me chama amanha', null],
    ['preciso pro dia das maes', 'para o Dia das Mães'],
    ['antes do fim do mes', 'antes do fim do mês'],
    ['qto custa?', null],
    ['mes q vem eu vejo isso', null],
    ['vou ver c meu marido', null],
  ])('%j → %j', (text, expected) => {
    expect(deadlineIn(normalized(text))).toBe(expected);
  });
});

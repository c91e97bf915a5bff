import { describe, expect, it } from 'vitest';
import { deadlineOf, neededBy } from './deadline.ts';

describe('deadlineOf', () => {
  it.each([
    ['Tá caro, mas eu precisava antes do Natal', { when: 'antes do Natal', later: false }],
    [
      'vou pensar, mas eu precisava aprender antes de janeiro',
      { when: 'antes de janeiro', later: false },
    ],
    ['vou pensar, preciso até sexta', { when: 'até sexta', later: false }],
    ['Achei caro, e o casamento é dia 20', { when: 'para o dia 20', later: false }],
    ['preciso pra amanhã cedo, consegue?', { when: 'para amanhã', later: false }],
    ['NAO TENHO DINHEIRO AGORA, SÓ DEPOIS DO NATAL', { when: 'depois do Natal', later: true }],
    ['Não tenho dinheiro pro material agora, só no dia 10', { when: 'no dia 10', later: true }],
    ['Só posso pagar no dia 10', { when: 'no dia 10', later: true }],
    ['só que eu preciso até sexta', { when: 'até sexta', later: false }],
    ['me chama no sábado que eu vejo', null],
    // The seller's own date, which the customer waits for (luvia L4).
    ['estou de olho no lançamento do dia 11.. faz sentido esperar, certo?', null],
    ['Não tenho tempo', null],
    ['vou ver com meu marido', null],
  ])('%j → %j', (objection, deadline) => {
    if (deadline) expect(deadlineOf(objection)).toMatchObject(deadline);
    else expect(deadlineOf(objection)).toBeNull();
  });

  it('keeps the date alone, to tell whether a quote already says it', () => {
    expect(deadlineOf('preciso ate o dia 20')).toEqual({
      when: 'até o dia 20',
      later: false,
      date: 'dia 20',
    });
  });
});

describe('neededBy, the date a customer said they need it by, in chat words', () => {
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
    ['so depois do natal', null],
    ['vou ver c meu marido', null],
  ])('%j → %j', (text, expected) => {
    expect(neededBy(text)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { deadlineOf } from './deadline.ts';

describe('deadlineOf', () => {
  it.each([
    ['Tá caro, mas eu precisava antes do Natal', { when: 'antes do Natal', later: false }],
    [
      'vou pensar, mas eu precisava aprender antes de janeiro',
      { when: 'antes de janeiro', later: false },
    ],
    ['vou pensar, preciso até sexta', { when: 'até sexta', later: false }],
    ['Achei caro, e o casamento é dia 20', { when: 'até o dia 20', later: false }],
    ['preciso pra amanhã cedo, consegue?', { when: 'pra amanhã cedo', later: false }],
    ['NAO TENHO DINHEIRO AGORA, SÓ DEPOIS DO NATAL', { when: 'depois do Natal', later: true }],
    ['Não tenho dinheiro pro material agora, só no dia 10', { when: 'no dia 10', later: true }],
    ['Não tenho tempo', null],
    ['vou ver com meu marido', null],
  ])('%j → %j', (objection, deadline) => {
    expect(deadlineOf(objection)).toEqual(deadline);
  });
});

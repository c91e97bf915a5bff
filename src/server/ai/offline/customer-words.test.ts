import { describe, expect, it } from 'vitest';
import { needOf } from './customer-words.ts';

describe('needOf, the need spoken to the customer', () => {
  it.each([
    ['Tenho dois filhos pequenos e um cachorro', 'tem dois filhos pequenos e um cachorro'],
    ['Perco muito tempo montando o banco de horas', 'perde muito tempo montando o banco de horas'],
    ['Quero vender mais bolos pelo Instagram', 'quer vender mais bolos pelo Instagram'],
    ['ela gasta muito com delivery', 'gasta muito com delivery'],
  ])('%j → você %s', (typed, predicate) => {
    expect(needOf(typed)?.predicate).toBe(predicate);
  });
});

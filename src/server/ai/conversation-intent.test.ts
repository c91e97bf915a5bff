import { describe, expect, it } from 'vitest';
import type { Phase } from '#shared/customers.ts';
import { suggestPhase } from './conversation-intent.ts';
import { customerIntent } from './offline/reply-intent.ts';
import { answeredWords } from './replies.ts';

const customer = (text: string) => ({
  author: 'customer' as const,
  text,
  at: '2026-11-25T14:00:00Z',
});
const seller = (text: string) => ({ author: 'seller' as const, text, at: '2026-11-25T14:00:00Z' });

describe('suggestPhase', () => {
  it.each<[string, string[], Phase | null, Phase | null]>([
    ['asked the price', ['oi', 'qto custa?'], 'contacted', 'interested'],
    ['asked the price, new customer', ['qnt ta o kit'], null, 'interested'],
    ['asked about delivery', ['entrega em campinas?'], 'prospect', 'interested'],
    ['manda o Pix', ['qto custa', 'manda o pix'], 'interested', 'proposal'],
    ['ready in shorthand', ['blz, fechado'], 'contacted', 'proposal'],
    ['ready then greets again', ['manda o pix', 'oi'], 'contacted', 'proposal'],
    ['only greets', ['oi', 'bom dia'], 'contacted', null],
    ['nothing clear', ['kkkk', 'ok'], 'prospect', null],
    ['never backwards', ['qto custa?'], 'proposal', null],
    ['not the same phase', ['qto custa?'], 'interested', null],
    ['a closed deal stays closed', ['manda o pix'], 'closed', null],
    ['a lost customer who writes again', ['qto custa?'], 'lost', 'interested'],
    ['paid', ['Acabei de fazer o pagamento'], 'proposal', 'closed'],
    ['a payment promised is no payment made', ['vou pagar o boleto hoje'], 'contacted', 'proposal'],
    ['an exchange says nothing of the phase', ['quero trocar'], 'contacted', null],
  ])('%s', (_what, texts, current, expected) => {
    expect(suggestPhase(texts.map(customer), current)).toBe(expected);
  });

  it('reads only what the customer said', () => {
    expect(
      suggestPhase([seller('Manda o Pix que eu já separo!'), customer('ok')], 'contacted'),
    ).toBeNull();
  });
});

describe('the words being answered', () => {
  it('are the customer’s messages since the seller last wrote, the latest deciding', () => {
    const messages = [
      customer('vou pensar'),
      seller('Claro!'),
      customer('oi'),
      customer('qto custa o frete?'),
    ];
    expect(customerIntent(messages)).toBe('delivery');
    expect(answeredWords(messages)).toBe('oi\nqto custa o frete?');
  });

  it('are none when the customer went quiet', () => {
    const messages = [customer('qto custa?'), seller('Sai por R$ 50!')];
    expect(customerIntent(messages)).toBe('quiet');
    expect(answeredWords(messages)).toBe('');
  });

  it('keep the last three of a long run of messages', () => {
    const messages = ['a', 'b', 'oi', 'tudo bem?', 'qto custa?'].map(customer);
    expect(answeredWords(messages)).toBe('oi\ntudo bem?\nqto custa?');
  });
});

describe('a yes to what the seller offered', () => {
  it.each(['pode ser', 'Sim!', 'bora 👍', 'manda'])(
    '%j after "Te mando o Pix?" is ready to buy',
    (yes) => {
      expect(customerIntent([seller('Sai por R$ 50. Te mando o Pix?'), customer(yes)])).toBe(
        'ready',
      );
    },
  );

  it('is nothing clear after a question that offered nothing', () => {
    expect(customerIntent([seller('Você é de Campinas?'), customer('sim')])).toBe('other');
  });
});

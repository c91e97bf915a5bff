import { describe, expect, it } from 'vitest';
import { describeEvent } from './customer-history.tsx';

const at = '2026-11-25T13:00:00.000Z';

describe('describeEvent', () => {
  it('says a customer came from a WhatsApp conversation', () => {
    expect(describeEvent({ type: 'created', from: 'whatsapp', to: 'prospect', at })).toBe(
      'Cliente cadastrado em Prospecção, por uma conversa do WhatsApp',
    );
    expect(describeEvent({ type: 'created', from: null, to: 'prospect', at })).toBe(
      'Cliente cadastrado em Prospecção',
    );
  });

  it('counts the messages a shared chat added, in agreement', () => {
    expect(describeEvent({ type: 'conversation', from: null, to: '1', at })).toBe(
      'Conversa do WhatsApp: 1 mensagem nova',
    );
    expect(describeEvent({ type: 'conversation', from: null, to: '12', at })).toBe(
      'Conversa do WhatsApp: 12 mensagens novas',
    );
  });
});

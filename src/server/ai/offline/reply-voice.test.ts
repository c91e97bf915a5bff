import { describe, expect, it } from 'vitest';
import { replyProducts } from '../../../../tests/fixtures/reply-corpus.ts';
import type { ReplyInput } from '../engine.ts';
import { replyProblems } from '../reply-quality.ts';
import { PLAIN_VOICE, voiceOf } from './reply-voice.ts';
import { writeOfflineReplies } from './reply-writer.ts';

const [, kit] = replyProducts[0]!;
// 14:00 UTC is 11:00 in Brasília: morning.
const now = new Date('2026-11-25T14:00:00Z');

const casual = [
  'Oii amiga, vc viu as fotos? 😍',
  'Oii! Separei o seu 😍\nBjs',
  'oii, chegou hj sim 😍\nBjs',
  'Te mando o pix já já 😘\nBjs',
];
const formal = [
  'Olá, Sra. Helena. Segue o orçamento solicitado, com os valores e prazos de entrega.\nAtenciosamente, Carla',
  'Olá! Agradeço o contato. Você pode escolher entre as duas opções que enviei anteriormente.\nAtenciosamente, Carla',
  'Olá, Roberto. Confirmo o agendamento para quinta-feira às 14h, conforme combinado por telefone.\nAtenciosamente, Carla',
];
const morning = [
  'Bom dia! Tudo certo com o pedido de vocês?',
  'Boa tarde, Júlio! O seu chegou, pode vir buscar quando quiser.',
  'Bom dia, Rita! Separei as cores que você pediu.',
];

const replyTo = (text: string, sellerSamples: string[]) => {
  const input: ReplyInput = {
    product: kit,
    customer: { nome: 'Bianca Reis', fase: 'interested', valor: null, observacoes: null },
    messages: [{ author: 'customer', at: now.toISOString(), text }],
    sellerSamples,
  };
  const replies = writeOfflineReplies(input, now);
  for (const reply of replies) expect(replyProblems(reply, input), reply).toEqual([]);
  return replies;
};

describe('the seller’s voice', () => {
  it('reads greeting, vc, emoji, sign-off and length from what the seller wrote', () => {
    expect(voiceOf(casual)).toEqual({
      greeting: 'Oii',
      vc: true,
      emoji: '😍',
      signOff: 'Bjs',
      short: true,
    });
    expect(voiceOf(formal)).toEqual({
      greeting: 'Olá',
      vc: false,
      emoji: null,
      signOff: 'Atenciosamente, Carla',
      short: false,
    });
    expect(voiceOf(morning).greeting).toBe('timeOfDay');
  });

  it('takes no question for a sign-off', () => {
    const asking = ['Oi! Separei o seu. Tudo bem?', 'Oi! Chegou. Tudo bem?', 'Oi! Tudo bem?'];
    expect(voiceOf(asking).signOff).toBeNull();
  });

  it('is a plain voice for a seller with no messages yet', () => {
    expect(voiceOf([])).toEqual(PLAIN_VOICE);
    expect(voiceOf(['  ', ''])).toEqual(PLAIN_VOICE);
  });

  it('writes like a casual seller: Oii, vc, their emoji, their Bjs, short', () => {
    const replies = replyTo('oi', casual);
    expect(replies[0]).toMatch(/^Oii, Bianca! 😍/);
    for (const reply of [...replies, ...replyTo('qto custa?', casual)]) {
      expect(reply).not.toMatch(/você/i);
      expect(reply).toContain('😍');
      expect(reply).toMatch(/\nBjs$/);
    }
    expect(replyTo('como funciona?', casual).join(' ')).toMatch(/\bvc\b/);
  });

  it('writes like a formal seller: Olá, você, no emoji, their signature', () => {
    const replies = replyTo('qto custa?', formal);
    expect(replies[0]).toMatch(/^Olá, Bianca!/);
    for (const reply of replies) {
      expect(reply).not.toMatch(/\bvc\b|\p{Extended_Pictographic}/u);
      expect(reply).toMatch(/\nAtenciosamente, Carla$/);
    }
  });

  it('greets by the time of day in Brazil when the seller does', () => {
    expect(replyTo('oi', morning)[0]).toMatch(/^Bom dia, Bianca!/);
    const evening = new Date('2026-11-25T23:30:00Z');
    const input: ReplyInput = {
      product: kit,
      customer: { nome: 'Bianca', fase: 'interested', valor: null, observacoes: null },
      messages: [{ author: 'customer', at: evening.toISOString(), text: 'oi' }],
      sellerSamples: morning,
    };
    expect(writeOfflineReplies(input, evening)[0]).toMatch(/^Boa noite, Bianca!/);
  });

  it('keeps a short seller’s replies shorter than a long-winded one’s', () => {
    const length = (samples: string[]) =>
      replyTo('qto custa?', samples)
        .map((r) => r.replace(/\n.*$/, '').replace(/\p{Extended_Pictographic}/gu, ''))
        .join('').length;
    expect(length(['Oi! Tá sim.', 'Oi, chegou!', 'Oi, te mando já.'])).toBeLessThan(length(formal));
  });
});

import { describe, expect, it } from 'vitest';
import {
  customerMessages,
  quietConversations,
  replyProducts,
} from '../../../../tests/fixtures/reply-corpus.ts';
import type { ReplyInput } from '../engine.ts';
import { openingOf } from '../answer-quality.ts';
import { wordsOf } from '../message-check.ts';
import { replyProblems } from '../reply-quality.ts';
import { customerIntent, type Intent } from './reply-intent.ts';
import { writeOfflineReplies } from './reply-writer.ts';

const now = new Date('2026-11-25T14:00:00Z');
const casualSamples = ['Oii amiga, vc viu? 😍\nBjs', 'Oii! Separei o seu 😍\nBjs'];
const names = ['Maria das Dores', 'JOÃO PEDRO', 'Padaria Pão Quente', 'Dona Cida (Aparecida)'];

/** What every reply to each intent talks about, so a reply answers what was said. */
const answers: Record<Intent, RegExp> = {
  return: /Vou ver|verific|confer/,
  complaint: /desculpa|Sinto muito|transtorno/,
  counter: /ver se consigo|o que consigo|contas|condição|valor|R\$/,
  paid: /confer|verific|obrigad|aguard|confirm/i,
  price: /valor|sai por|R\$/,
  // No money now ('to sem grana esse mes') is heard and never pushed: 'quando der certo'.
  expensive:
    /valor|vale|pesa|comparando|bônus|garantia|[Qq]uando der certo|Sem pressa|mais pra frente/,
  think: /calma|pressa|dúvida|decidiu|resumo/,
  declines: /avisar|pesou|contato|mudar de ideia/,
  delivery: /CEP|bairro|endereço|prazo|precisa|dia|acesso|começar|inscrições|retir/,
  payment: /pag|Pix|cartão|parcel|link|forma|R\$/,
  // A question about the product itself is answered from its fields or checked (issue 40).
  info: /dúvida|detalhes|explico|importante|ajudar|confirmar|Sobre|Deixa eu ver|Já vejo|Tem sim|pode confiar/,
  available: /Tem sim|Tenho sim|disponibilidade/,
  thanks: /agradeço|Imagina|Por nada/,
  ready: /Pix|pagamento|link|confirm|proposta/,
  likes: /separe|reserve|garanta|ative|dúvida|te mando/,
  greeting: /ajudar|procurando|saber mais/,
  media: /Recebi|mensagem/,
  other: /Vou ver|Deixa eu ver|me cham|disposição/,
  quiet: /dúvida|separe|reserve|garanta|ative|interesse/,
};

/** Fields the writer must say in its own words (the facts — price, guarantee, bonus, urgency — it states). */
const describing = [
  'nicho',
  'cliente_ideal',
  'objecoes',
  'diferencial',
  'processo_vendas',
  'problema_resolve',
  'canal_aquisicao',
] as const;

/** Six words in a row from a describing field: pasted, not understood (issue 30's standard). */
function pastedField(reply: string, product: ReplyInput['product']): string | null {
  const said = ` ${wordsOf(reply).join(' ')} `;
  for (const field of describing) {
    const words = wordsOf(product?.[field] ?? '');
    for (let i = 0; i + 6 <= words.length; i++) {
      const run = words.slice(i, i + 6).join(' ');
      if (said.includes(` ${run} `)) return `${field}: ${run}`;
    }
  }
  return null;
}

function inputFor(
  product: ReplyInput['product'],
  messages: ReplyInput['messages'],
  nome: string,
): ReplyInput {
  return {
    product,
    customer: { nome, fase: 'contacted', valor: null, observacoes: null },
    messages,
    sellerSamples: [],
  };
}

describe.each(replyProducts)('the offline replies, for %s', (_kind, product) => {
  it.each(customerMessages.map(([text, intent], i) => [text, intent, i] as const))(
    '%j (%s): three sendable replies that answer it',
    (text, intent, i) => {
      const messages = [
        { author: 'seller' as const, at: '2026-11-24T12:00:00Z', text: 'Oi! Vi seu comentário.' },
        { author: 'customer' as const, at: '2026-11-25T13:58:00Z', text },
      ];
      const input = inputFor(product, messages, names[i % names.length]!);
      expect(customerIntent(messages)).toBe(intent);
      const replies = writeOfflineReplies(input, now);
      expect(replies).toHaveLength(3);
      for (const reply of replies) {
        expect(replyProblems(reply, input), reply).toEqual([]);
        expect(reply, `${intent}: ${reply}`).toMatch(answers[intent]);
      }
      expect(new Set(replies.map(openingOf)).size, replies.join('\n')).toBe(3);
      for (const reply of replies) expect(pastedField(reply, product), reply).toBeNull();
      // The same in a casual seller's voice (Oii, vc, emoji, a sign-off).
      const casual = { ...input, sellerSamples: casualSamples };
      for (const reply of writeOfflineReplies(casual, now)) {
        expect(replyProblems(reply, casual), reply).toEqual([]);
      }
    },
  );

  it.each(quietConversations.map((c, i) => [i, c] as const))(
    'a customer who went quiet (%i) gets a follow-up',
    (_i, conversation) => {
      const messages = conversation.map((m, at) => ({
        ...m,
        at: new Date(Date.parse('2026-11-18T12:00:00Z') + at * 60_000).toISOString(),
      }));
      const input = inputFor(product, messages, 'Márcia Lopes');
      expect(customerIntent(messages)).toBe('quiet');
      for (const reply of writeOfflineReplies(input, now)) {
        expect(replyProblems(reply, input), reply).toEqual([]);
        expect(reply).toMatch(answers.quiet);
        expect(reply).toMatch(/Márcia/);
      }
    },
  );
});

describe('the facts in offline replies', () => {
  const [, kit] = replyProducts[0]!;
  const [, course] = replyProducts[2]!;
  const ask = (product: ReplyInput['product'], text: string, extra: Partial<ReplyInput> = {}) =>
    writeOfflineReplies(
      {
        ...inputFor(product, [{ author: 'customer', at: now.toISOString(), text }], 'Ana'),
        ...extra,
      },
      now,
    );

  it('says the price as the member typed it, and the course’s installments when asked', () => {
    expect(ask(kit, 'qto custa?').join('\n')).toContain('R$ 89,90');
    expect(ask(course, 'parcela?').join('\n')).toContain('R$ 297 ou 12x de R$ 29,70');
  });

  it('speaks of a course by its own nouns', () => {
    const text = ask(course, 'quero').join('\n');
    expect(text).toContain('o link de pagamento');
    expect(text).toContain('a sua vaga');
    expect(ask(course, 'qto custa').join('\n')).toContain('sai por R$ 297 ou 12x de R$ 29,70');
  });

  it('answers how the customer gets it by the kind of offer: an address, a visit, an access', () => {
    const [, sofa] = replyProducts[1]!;
    const course_ = ask(course, 'vc entrega?').join('\n');
    expect(course_).toContain('acesso');
    expect(course_).not.toMatch(/CEP|endereço|frete|pra quando você precisa/i);
    const service = ask(sofa, 'vc entrega?').join('\n');
    expect(service).toContain('bairro');
    expect(service).not.toMatch(/CEP|frete|pedido/);
    expect(ask(kit, 'vc entrega?').join('\n')).toContain('CEP');
  });

  it('writes a name typed in capitals as ordinary words, and keeps a brand’s capitals', () => {
    const [, cake] = replyProducts[3]!;
    expect(ask(cake, 'oi').join('\n')).toContain('o bolo de pote gourmet');
    // A price that names its unit is not led by the product's name again.
    expect(ask(cake, 'qto custa?')[0]).toContain('Sai por R$ 15,00 a unidade ou 4 por R$ 50,00.');
    expect(ask(course, 'qto custa?')[0]).toContain('O Excel para RH sai por');
    expect(ask(kit, 'qto custa?')[0]).toContain('O Kit Cachos Definidos sai por R$ 89,90.');
    const sofa = replyProducts[1]![1]!;
    expect(ask(sofa, 'oi').join('\n')).toContain('a higienização de sofá 3 lugares');
  });

  it('names no price, guarantee or bonus without a product', () => {
    for (const [text] of customerMessages) {
      const replies = ask(null, text).join('\n');
      expect(replies).not.toMatch(/R\$|garantia|bônus/);
    }
  });

  it('uses the proposal’s value when the customer is at that phase', () => {
    const replies = ask(kit, 'qnt ta mesmo?', {
      customer: { nome: 'Ana', fase: 'proposal', valor: '350.00', observacoes: null },
    });
    expect(replies.join('\n')).toContain('Como te passei, fica R$ 350,00.');
  });

  it('offers to write to the person the customer will ask', () => {
    expect(ask(kit, 'vou ver c meu marido').join('\n')).toContain('pro seu marido');
    expect(ask(kit, 'vou falar com minha mae').join('\n')).toContain('pra sua mãe');
  });

  it('answers a "tudo bem?" that came with the question', () => {
    const [first] = ask(kit, 'oi td bem? qto custa o kit?');
    expect(first).toMatch(/^Oi, Ana! Tudo ótimo, e com você\? O Kit Cachos Definidos sai por/);
  });

  it('uses the date the customer needs it by', () => {
    const [, sofa] = replyProducts[1]!;
    const replies = ask(sofa, 'preciso antes do natal, da tempo?');
    expect(
      customerIntent([{ author: 'customer', text: 'preciso antes do natal, da tempo?' }]),
    ).toBe('delivery');
    expect(replies.filter((r) => r.includes('antes do Natal')).length).toBeGreaterThanOrEqual(2);
  });

  it('does not ask which way to pay after the customer named it', () => {
    for (const reply of ask(kit, 'pix?')) expect(reply).not.toMatch(/qual forma|escolhe/i);
  });

  it('at Proposta, moves to what comes after the quote', () => {
    const [, sofa] = replyProducts[1]!;
    const replies = ask(sofa, 'fechado', {
      customer: { nome: 'Ana', fase: 'proposal', valor: '350.00', observacoes: null },
    });
    expect(replies.join('\n')).not.toContain('proposta com todos os detalhes');
  });

  it('greets a business by no name', () => {
    const replies = writeOfflineReplies(
      inputFor(
        kit,
        [{ author: 'customer', at: now.toISOString(), text: 'oi' }],
        'Padaria Pão Quente',
      ),
      now,
    );
    expect(replies[0]).toMatch(/^Oi! /);
    expect(replies.join('\n')).not.toContain('Padaria');
  });
});

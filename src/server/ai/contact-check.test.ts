import { describe, expect, it } from 'vitest';
import { fakeProvider } from '../../../tests/helpers/fake-provider.ts';
import { createLogger } from '../logger.ts';
import { answerProblems } from './answer-quality.ts';
import { answerObjection, scriptProblems } from './answer-review.ts';
import { contactProblems } from './contact-check.ts';
import type { ReplyInput } from './engine.ts';
import { followUpFor } from './follow-ups.ts';
import { writeOfflineFollowUp } from './offline/follow-up-writer.ts';
import { writeOfflineReplies } from './offline/reply-writer.ts';
import { productInfo } from './product-info.ts';
import { repliesFor } from './replies.ts';
import { replyProblems } from './reply-quality.ts';

const kit = productInfo({
  nome: 'Kit Cachos Definidos',
  nicho: 'Cosméticos para cabelos cacheados',
  preco: 'R$ 89,90',
  diferencial: 'Fórmula vegana que define sem pesar',
  processo_vendas: 'Respondo no WhatsApp e mando a chave Pix',
});
/** The same kit, whose member typed their own contacts into its fields. */
const kitWithContacts = productInfo({
  ...kit,
  processo_vendas:
    'Peço pra chamar no (11) 91234-5678 ou ver a loja em https://lojadaana.com.br/kit, e-mail contato@lojadaana.com.br',
  diferencial: 'Retirada na Av. Brasil, 500 - Centro, CEP 13010-100',
});

const input = (product = kit): ReplyInput => ({
  product,
  customer: { nome: 'Ana', fase: 'interested', valor: null, observacoes: null },
  messages: [{ author: 'customer', at: '2026-11-25T14:00:00Z', text: 'qto custa?' }],
  sellerSamples: [],
});

const reply = (contact: string) =>
  `Oi, Ana! O Kit Cachos Definidos sai por R$ 89,90. Pode me chamar ${contact} pra fechar, tá?`;

const kinds = [
  ['a link', 'no https://pagamento-rapido.com/pix', /a link/],
  ['a link without a scheme', 'pelo www.outraloja.com.br', /a link/],
  ['a bare domain with a path', 'em minhaloja.shop/kit', /a link/],
  ['a WhatsApp link', 'no wa.me/5511987654321', /a link/],
  ['a phone number', 'no (11) 98765-4321', /a phone number/],
  ['a phone number with the country code', 'no +55 11 98765 4321', /a phone number/],
  ['a phone number without separators', 'no 11987654321', /a phone number/],
  ['a landline', 'no 3456-7890', /a phone number/],
  ['an e-mail', 'no marcia.souza@gmail.com', /an e-mail/],
  ['a street address', 'na Rua das Flores, 123', /an address/],
  ['an avenue', 'na Av. Paulista 1000', /an address/],
  ['a CEP', 'no CEP 01234-567', /an address/],
] as const;

describe('contactProblems, the check for links, phones, e-mails and addresses', () => {
  it.each(kinds)('refuses %s the product does not have', (_what, contact, problem) => {
    const text = reply(contact);
    expect(contactProblems(text, '')).toEqual([expect.stringMatching(problem)]);
    expect(replyProblems(text, input())).toContainEqual(expect.stringMatching(problem));
    expect(replyProblems(text, input(kitWithContacts))).toContainEqual(
      expect.stringMatching(problem),
    );
  });

  it.each([
    ['its phone', 'no 11 91234-5678'],
    ['its phone without the area code', 'no 91234-5678'],
    ['its phone with the country code', 'no +55 (11) 91234-5678'],
    ['its link', 'pelo https://lojadaana.com.br/kit'],
    ['its link without the scheme', 'pelo lojadaana.com.br/kit'],
    ['its site', 'pelo lojadaana.com.br'],
    ['its e-mail', 'pelo contato@lojadaana.com.br'],
    ['its address', 'na Avenida Brasil, 500'],
    ['its CEP', 'no CEP 13010-100'],
  ])('passes %s, typed in the product’s own fields', (_what, contact) => {
    const text = reply(contact);
    expect(replyProblems(text, input(kitWithContacts))).toEqual([]);
    expect(replyProblems(text, input())).not.toEqual([]);
  });

  it.each([
    'O kit sai por R$ 1.299,90 em 10x de R$ 129,99, e rende 3 meses.',
    'São 2 kits de 300 ml, entrega em 5 dias úteis, ok?',
    'A gente vai pela rua principal e eu te aviso quando chegar, tá bom?',
    'Te mando o Pix agora. Obrigada! Fica pronto no dia 25/12 às 14:30.',
    'Ótimo. Vamos fechar? Você escolhe: cartão ou Pix.',
  ])('keeps a message with figures and no contact: %j', (text) => {
    expect(contactProblems(text, '')).toEqual([]);
  });

  it('never logs the contact itself', () => {
    const problems = contactProblems(reply('no 11 98765-4321 ou ana@x.com.br'), '');
    expect(problems.join(' ')).not.toMatch(/98765|ana@/);
  });

  it('reads hostile text in linear time, and refuses a longer one unread', () => {
    const hostile = (n: number) => [
      'a.'.repeat(n),
      '1 '.repeat(n),
      `${'a'.repeat(n)}@`,
      'a@'.repeat(n),
      `a@b.${'.-'.repeat(n)}x`,
      'rua a '.repeat(n / 3),
      `www.${'-'.repeat(n)}a`,
      `(${'-'.repeat(2 * n)}`,
      'wa.me/'.repeat(n / 3),
    ];
    // The best of three runs: a loaded machine stalls a run, never speeds one up.
    const timeOf = (n: number) =>
      Math.min(
        ...[0, 1, 2].map(() => {
          const started = performance.now();
          for (const text of hostile(n)) contactProblems(text, text);
          return performance.now() - started;
        }),
      );
    timeOf(1000); // warm up
    // A quadratic pattern would take 16 times as long for 4 times the text.
    expect(timeOf(3900)).toBeLessThan(Math.max(8 * timeOf(975), 50));
    expect(contactProblems(`${'a '.repeat(5000)}wa.me/1`, '')).toEqual([
      'too long to check for contacts',
    ]);
  });

  it('is part of the check of objection answers, follow-ups and script messages', () => {
    const objection = { product: kit, customerNeeds: 'Festa', objection: 'Caro' };
    expect(
      answerProblems(
        { title: 'Contato', content: 'Entendo! Me chama no 11 98765-4321 que eu te explico.' },
        objection,
      ),
    ).toContainEqual(expect.stringMatching(/a phone number/));
    expect(
      scriptProblems('## 1. Abertura\n[[Oi, {nome}! Veja em www.golpe.com]]\n', kit),
    ).toContainEqual(expect.stringMatching(/a link/));
  });
});

describe('a provider’s text with a contact is replaced by the offline one', () => {
  const log = createLogger('silent');
  const provider = fakeProvider({ objectionTimeoutMs: 2000 });

  it('a reply', async () => {
    const good = 'Oii, Ana! O Kit Cachos Definidos sai por R$ 89,90. Quer que eu separe o seu?';
    const replies = [
      reply('no https://golpe.com/pix'),
      good,
      'Ana, se preferir me chama no 11 98765-4321 que eu te explico tudo.',
    ];
    provider.answer(JSON.stringify({ replies }));
    const result = await repliesFor(provider.engine, input(), log);
    expect(result.replies.map((r) => r.source)).toEqual(['offline', 'ai', 'offline']);
    const offline = writeOfflineReplies(input());
    expect(result.replies[0]!.text).toBe(offline[0]);
  });

  it('a follow-up', async () => {
    const followUp = {
      product: kit,
      customer: {
        nome: 'Ana',
        fase: 'interested' as const,
        valor: null,
        observacoes: null,
        produto_interesse: null,
      },
      attempt: 1,
      attempts: 3,
      customerWords: [],
      daysSince: 2,
      sellerSamples: [],
    };
    provider.answer(
      'Oi, Ana! Passando pra saber do Kit Cachos Definidos. Me escreve em ana@golpe.com.br!',
    );
    expect(await followUpFor(provider.engine, followUp, log)).toEqual({
      text: writeOfflineFollowUp(followUp),
      source: 'offline',
    });
  });

  it('an objection answer', async () => {
    const content = [
      'Entendo quando você fala do valor. Tirando o preço, tem mais alguma coisa que te impede de fechar?',
      'Pensa comigo: o kit rende meses e define sem pesar, sai mais em conta do que parece.',
      'Muita gente me diz isso antes de provar. Depois, volta pra pedir de novo!',
      'Passa aqui na Rua das Flores, 123 que eu te mostro o kit pessoalmente, sem compromisso.',
      'O estoque é limitado, então vale garantir logo o seu. Posso te mandar a chave Pix?',
    ];
    provider.answer(
      JSON.stringify({
        responses: content.map((text, i) => ({ title: `Técnica ${i + 1}`, content: text })),
      }),
    );
    const result = await answerObjection(
      provider.engine,
      { product: kit, customerNeeds: 'Festa', objection: 'Achei caro' },
      log,
    );
    expect(result.responses.map((r) => r.source)).toEqual(['ai', 'ai', 'ai', 'offline', 'ai']);
  });
});

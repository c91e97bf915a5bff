import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SCRIPT,
  fillName,
  hasMessages,
  parseScript,
  scriptStages,
} from '#shared/script-format.ts';
import { productInfo, type ProductInfo } from '../src/server/ai/product-info.ts';
import { writeScript } from '../src/server/ai/offline/script-writer.ts';
import {
  offlineFallbackAnswers,
  writeObjectionAnswers,
} from '../src/server/ai/offline/objection-writer.ts';
import { nicheExamples } from '../src/client/products/examples.ts';
import { answerSetProblems } from '../src/server/ai/answer-quality.ts';

/** A small seeded PRNG, so each generation is reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bolo: ProductInfo = {
  nome: 'Bolo de Pote Gourmet',
  nicho: 'Doces e bolos',
  preco: 'R$ 15,00',
  canal_aquisicao: 'Instagram e indicações',
  cliente_ideal: 'Mulheres de 25 a 45 anos que trabalham fora e querem um doce especial.',
  objecoes: 'Está caro; vou pensar',
  diferencial: 'Receita de família com ingredientes frescos, entrega no mesmo dia.',
  processo_vendas: 'Divulgo no Instagram e fecho pelo WhatsApp, com Pix.',
  problema_resolve: 'Vontade de doce caseiro sem tempo de cozinhar.',
  urgencia: 'Fornadas limitadas por dia. Minha meta é vender 300 potes no mês.',
  garantia: 'Se não gostar, devolvo o dinheiro.',
  bonus: 'Colherzinha personalizada',
};

const withoutExtras: ProductInfo = {
  ...nicheExamples.find((e) => e.id === 'pet-shop')!.values,
  garantia: null,
  bonus: '',
};

/** A product saved before the fields were required: almost everything blank. */
const legacy = productInfo({ nome: 'Consultoria de imagem' });

const blank: ProductInfo = { ...legacy, nome: '' };

/** Fields at their maximum length, one long sentence each, without any punctuation. */
const long = (word: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const verbose: ProductInfo = {
  nome: long('Produto', 11).slice(0, 80),
  nicho: long('nicho', 9).slice(0, 60),
  preco: 'R$ 1.999,90 ou 12x de R$ 199,99',
  canal_aquisicao: long('canal', 18).slice(0, 120),
  cliente_ideal: long('cliente', 36).slice(0, 300),
  objecoes: long('objecao', 34).slice(0, 300),
  diferencial: long('diferencial', 25).slice(0, 300),
  processo_vendas: long('processo', 32).slice(0, 300),
  problema_resolve: long('problema', 32).slice(0, 300),
  urgencia: long('urgencia', 22).slice(0, 200),
  garantia: long('garantia', 22).slice(0, 200),
  bonus: long('bonus', 28).slice(0, 200),
};

const products: Array<[string, ProductInfo]> = [
  ['bolo de pote', bolo],
  ['sem garantia nem bônus', withoutExtras],
  ['legado com campos vazios', legacy],
  ['legado sem nada', blank],
  ['campos no limite', verbose],
  ...nicheExamples.map((e): [string, ProductInfo] => [e.label, e.values]),
];

/** No gap left by an empty field and no broken punctuation. */
function expectClean(text: string) {
  const withoutName = text.replaceAll('{nome}', 'Ana');
  for (const bad of ['undefined', 'null', 'NaN', '{', '}', ' ,', ' .', '..', ': .', 'de .']) {
    expect(withoutName, `"${bad}" in: ${text}`).not.toContain(bad);
  }
  for (const bad of ['  ', ',.', '.,', '::', ' ;', '[[]]', '[[ ]]', '()', ' )']) {
    expect(text, `"${bad}" in: ${text}`).not.toContain(bad);
  }
}

const emojis = (text: string) => text.match(/\p{Extended_Pictographic}/gu) ?? [];

describe('writeScript', () => {
  describe.each(products)('%s', (_label, product) => {
    it('writes the eight stages in order, 1 to 3 short messages each, with no gaps', () => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const script = writeScript(product, mulberry32(seed));
        const headings = script.split('\n').filter((line) => line.startsWith('## '));
        expect(headings).toEqual(scriptStages.map((title, i) => `## ${i + 1}. ${title}`));
        const stages = parseScript(script);
        expect(stages.map((s) => s.title)).toEqual([...scriptStages]);
        for (const stage of stages) {
          expect(stage.messages.length).toBeGreaterThanOrEqual(1);
          expect(stage.messages.length).toBeLessThanOrEqual(3);
          expect(emojis(stage.messages.join(' ')).length).toBeLessThanOrEqual(1);
          for (const message of stage.messages) {
            expect(message.length).toBeGreaterThan(20);
            expect(message.length).toBeLessThanOrEqual(400);
            expectClean(message);
            expectClean(fillName(message, ''));
            expect(fillName(message, '')).toMatch(/^\p{Lu}/u);
          }
        }
        expectClean(script);
        expect(script).toContain('{nome}');
      }
    });
  });

  it('uses the product facts: name, price, differential, guarantee, bonus, urgency', () => {
    const script = writeScript(bolo, mulberry32(7));
    expect(script).toContain('Bolo de Pote Gourmet');
    expect(script).toContain('R$ 15,00');
    expect(script).toContain('receita de família com ingredientes frescos');
    expect(script).toMatch(/[Ss]e não gostar, devolvo o dinheiro\./);
    expect(script).toContain('colherzinha personalizada');
    expect(script).toContain('fornadas limitadas por dia');
    // The objections are answered, never quoted back (decision 034).
    expect(script).toMatch(/Se o valor pesou|Sei que o preço conta|pode pensar com calma/);
    expect(script).not.toMatch(/"Está caro|"Vou pensar/);
    expect(script).not.toContain('meta');

    for (const { values } of nicheExamples) {
      const text = writeScript(values, mulberry32(3)).toLowerCase();
      for (const field of ['preco', 'garantia', 'bonus'] as const) {
        expect(text, field).toContain(values[field].slice(0, 25).toLowerCase());
      }
      expect(text).toContain(values.diferencial.slice(0, 25).toLowerCase());
      expect(text).toContain(values.nome.split(/ \(|:/)[0]!.toLowerCase());
      expect(text).not.toMatch(/minha meta|quero (bater|chegar|fechar)/);
    }
  });

  it('leaves no trace of an empty guarantee or bonus', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const script = writeScript(withoutExtras, mulberry32(seed));
      expect(script).not.toMatch(/garantia|bônus|de presente/i);
      expect(script).toContain('banho e tosa com leva e traz');
    }
  });

  it('differs between generations and is reproducible with the same seed', () => {
    expect(writeScript(bolo, mulberry32(1))).not.toBe(writeScript(bolo, mulberry32(2)));
    expect(writeScript(bolo, mulberry32(9))).toBe(writeScript(bolo, mulberry32(9)));
    const scripts = new Set([1, 2, 3, 4, 5, 6].map((s) => writeScript(bolo, mulberry32(s))));
    expect(scripts.size).toBeGreaterThanOrEqual(5);
    // several phrasings in every stage
    const product = nicheExamples[0]!.values;
    const versions = scriptStages.map(() => new Set<string>());
    for (let seed = 1; seed <= 30; seed++) {
      parseScript(writeScript(product, mulberry32(seed))).forEach((stage, i) =>
        versions[i]!.add(stage.messages.join('\n').replace(/\s\p{Extended_Pictographic}/gu, '')),
      );
    }
    for (const [i, set] of versions.entries()) expect(set.size, scriptStages[i]).toBeGreaterThan(1);
  });
});

describe('writeObjectionAnswers', () => {
  const input = {
    product: nicheExamples.find((e) => e.id === 'cosmeticos')!.values,
    customerNeeds: 'Cliente quer definir os cachos para o casamento da irmã.',
    objection: 'Achei caro, vi mais barato na farmácia.',
  };

  it('writes five titled answers, five techniques, sharing out the need and the objection', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const answers = writeObjectionAnswers(input, mulberry32(seed));
      expect(answers).toHaveLength(5);
      expect(new Set(answers.map((a) => a.title)).size).toBe(5);
      expect(new Set(answers.map((a) => a.content)).size).toBe(5);
      expect(answerSetProblems(answers, input)).toEqual([]);
      const mentioning = (word: string) => answers.filter((a) => a.content.includes(word)).length;
      // The customer's words are answered, never quoted back (issue 40).
      expect(mentioning('farmácia')).toBe(0);
      expect(mentioning('casamento')).toBeGreaterThanOrEqual(1);
      expect(mentioning('casamento')).toBeLessThanOrEqual(2);
      for (const { title, content } of answers) {
        expect(title.length).toBeGreaterThan(3);
        const sentences = content.match(/[.!?]["”)]?(?=\s|$)/g) ?? [];
        expect(sentences.length, content).toBeGreaterThanOrEqual(2);
        expect(sentences.length, content).toBeLessThanOrEqual(5);
        expectClean(content);
      }
      const titles = answers.map((a) => a.title.toLowerCase()).join(' | ');
      expect(titles).toMatch(/empatia/);
      expect(titles).toMatch(/valor/);
      expect(titles).toMatch(/pagamento/);
      expect(titles).toMatch(/risco/);
      expect(titles).toMatch(/urgência|bônus/);
      const risk = answers.find((a) => /risco/i.test(a.title))!;
      expect(risk.content).toContain('Se o seu cacho não melhorar em 30 dias de uso');
      expect(answers.some((a) => a.content.includes('touca de cetim'))).toBe(true);
    }
  });

  it('varies the phrasing between generations', () => {
    const first = JSON.stringify(writeObjectionAnswers(input, mulberry32(1)));
    const others = [2, 3, 4].map((s) =>
      JSON.stringify(writeObjectionAnswers(input, mulberry32(s))),
    );
    expect(others.some((o) => o !== first)).toBe(true);
  });

  it('never promises a guarantee or a bonus the product does not have', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const answers = writeObjectionAnswers(
        { product: withoutExtras, customerNeeds: 'Banho para o Thor', objection: 'Tá caro' },
        mulberry32(seed),
      );
      expect(answers).toHaveLength(5);
      expect(new Set(answers.map((a) => a.title)).size).toBe(5);
      for (const { title, content } of answers) {
        expect(`${title} ${content}`).not.toMatch(/garantia|bônus|devolv|reembols/i);
        expectClean(content);
      }
      const aboutThor = answers.filter((a) => a.content.includes('Thor')).length;
      expect(aboutThor).toBeGreaterThanOrEqual(1);
      expect(aboutThor).toBeLessThanOrEqual(2);
    }
  });

  it('still answers well for a legacy product and blank inputs', () => {
    for (const product of [legacy, blank, verbose]) {
      for (const [needs, objection] of [
        ['quer melhorar o visual para entrevistas', 'Vou pensar'],
        ['', ''],
      ]) {
        const asked = { product, customerNeeds: needs!, objection: objection! };
        const answers = writeObjectionAnswers(asked, mulberry32(4));
        expect(answers).toHaveLength(5);
        expect(new Set(answers.map((a) => a.title)).size).toBe(5);
        expect(answerSetProblems(answers, asked)).toEqual([]);
        for (const { content } of answers) expectClean(content);
        const all = answers.map((a) => a.content).join('\n');
        if (needs) expect(all).toContain('entrevistas');
        expect(all).not.toContain('"');
      }
    }
  });

  it('offlineFallbackAnswers builds five answers from the product and the objection', () => {
    const answers = offlineFallbackAnswers({
      product: bolo,
      customerNeeds: 'Um doce para a reunião de sexta',
      objection: 'Vou ver com meu marido',
    });
    expect(answers).toHaveLength(5);
    expect(answers.some((a) => a.content.includes('seu marido'))).toBe(true);
    expect(answers.filter((a) => a.content.includes('Vou ver com meu marido'))).toHaveLength(0);
    expect(answers.some((a) => a.content.includes('Bolo de Pote Gourmet'))).toBe(true);
  });
});

describe('script format', () => {
  it('round-trips a written script into the eight stages', () => {
    const script = writeScript(bolo, mulberry32(11));
    const stages = parseScript(script);
    expect(stages).toHaveLength(8);
    const count = stages.reduce((n, s) => n + s.messages.length, 0);
    expect(count).toBe(script.split('[[').length - 1);
    expect(stages.every((s) => s.messages.every((m) => !m.includes('[[') && m.trim() === m))).toBe(
      true,
    );
  });

  it('tolerates partial text while streaming', () => {
    const script = writeScript(bolo, mulberry32(12));
    const fifth = script.split('[[', 5).join('[[').length;
    const partial = script.slice(0, fifth + 12);
    expect(() => parseScript(partial)).not.toThrow();
    const stages = parseScript(partial);
    const messages = stages.flatMap((s) => s.messages);
    expect(messages).toHaveLength(4);
    expect(messages.join()).not.toContain(script.slice(fifth + 2, fifth + 12));
    for (let cut = 0; cut <= script.length; cut += 37) {
      expect(() => parseScript(script.slice(0, cut))).not.toThrow();
    }
    expect(parseScript('## 1. Pré-apresentação\n[[Oi, {nome}! Tud')).toEqual([]);
  });

  it('reads multi-line messages, text before the first heading and drops empty stages', () => {
    const stages = parseScript(
      '[[Antes de tudo]]\n## 1. Abertura\n[[Linha 1\nLinha 2]] [[ ]]\n## 2. Diagnóstico\n\n## 3. Fechamento:\n[[Vamos?]]',
    );
    expect(stages).toEqual([
      { title: 'Mensagens', messages: ['Antes de tudo'] },
      { title: 'Abertura', messages: ['Linha 1\nLinha 2'] },
      { title: 'Fechamento', messages: ['Vamos?'] },
    ]);
  });

  it('hasMessages is false for text without a complete [[ ]] message', () => {
    expect(hasMessages('Desculpe, não consegui gerar o script agora.')).toBe(false);
    expect(hasMessages('## 1. Abertura\n[[   ]]')).toBe(false);
    expect(hasMessages('[[Oi, tudo bem?')).toBe(false);
    expect(hasMessages('Aqui está: [[Oi, {nome}!]]')).toBe(true);
  });

  it('fillName fills or gracefully removes {nome}', () => {
    expect(fillName('Oi, {nome}! Tudo bem?', 'Maria')).toBe('Oi, Maria! Tudo bem?');
    expect(fillName('{nome}, {nome}!', ' Ana ')).toBe('Ana, Ana!');
    expect(fillName('Oi, {nome}!', '$& João')).toBe('Oi, $& João!');
    expect(fillName('Oi, {nome}! Tudo bem?', '')).toBe('Oi! Tudo bem?');
    expect(fillName('Oi, {nome}! Tudo bem?', '   ')).toBe('Oi! Tudo bem?');
    expect(fillName('{nome}, posso te ajudar?', '')).toBe('Posso te ajudar?');
    expect(fillName('Oi, {nome}, tudo certo?', '')).toBe('Oi, tudo certo?');
    expect(fillName('Olá {nome}, tudo bem?', '')).toBe('Olá, tudo bem?');
    expect(fillName('Oi! {nome}, lembrei de você.', '')).toBe('Oi! Lembrei de você.');
    expect(fillName('Sem nome aqui.', '')).toBe('Sem nome aqui.');
  });

  it('the fallback script holds exactly three messages', () => {
    expect(hasMessages(FALLBACK_SCRIPT)).toBe(true);
    const stages = parseScript(FALLBACK_SCRIPT);
    expect(stages.flatMap((s) => s.messages)).toHaveLength(3);
    for (const message of stages.flatMap((s) => s.messages)) expectClean(message);
  });
});

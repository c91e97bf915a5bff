// The reading sheet: for every real customer message of one split of the reading set
// (tests/fixtures/real/customer-messages/messages.json, sources in SOURCES.md there), the three
// replies the offline engine writes, as a Markdown page a person reads to judge each one: "would
// I send it exactly as it is?".
//
//   node_modules/.bin/node scripts/reading-set.ts [--split heldout|tune] [--out FILE] [--now ISO]
//
// Each message is answered as the last turn of a two-message conversation: the seller's greeting
// a day before, then the customer's words. The product is the kind's product (the seller's setup,
// written by us); the customer is a contacted one with a plausible first name (the same name for
// the same message on every run), no value and no notes; no seller samples. `--now` fixes the
// clock (default 2026-06-24 14:30 in São Paulo), so two runs write the same sheet.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ReplyInput } from '../src/server/ai/engine.ts';
import { productInfo, type ProductInfo } from '../src/server/ai/product-info.ts';
import { writeOfflineReplies } from '../src/server/ai/offline/reply-writer.ts';
import { productFieldNames } from '../src/shared/products.ts';

type Split = 'tune' | 'heldout';

interface Kind {
  label: string;
  product: ProductInfo;
}

interface Message {
  id: string;
  kind: string;
  text: string;
  source: string;
  split: Split;
}

interface ReadingSet {
  kinds: Record<string, Kind>;
  messages: Message[];
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const setFile = join(root, 'tests/fixtures/real/customer-messages/messages.json');

/** First names as sellers' customers have them; a message always gets the same one. */
const firstNames = [
  'Ana',
  'Juliana',
  'Carlos',
  'Fernanda',
  'Marcos',
  'Patrícia',
  'Rafael',
  'Camila',
  'Lucas',
  'Aline',
  'Bruno',
  'Renata',
  'Diego',
  'Simone',
  'Paulo',
  'Larissa',
];

const SELLER_GREETING = 'Oi, tudo bem? Pode me chamar por aqui sempre que precisar.';
const DAY = 24 * 60 * 60 * 1000;

function fail(message: string): never {
  console.error(`reading-set: ${message}`);
  process.exit(1);
}

/** The set as stored, checked enough that a broken file says where instead of writing nonsense. */
function readSet(): ReadingSet {
  const set = JSON.parse(readFileSync(setFile, 'utf8')) as ReadingSet;
  if (!set.kinds || !Array.isArray(set.messages)) fail(`${setFile}: expected { kinds, messages }`);
  for (const [id, kind] of Object.entries(set.kinds)) {
    for (const field of productFieldNames) {
      const value = kind.product?.[field];
      const nullable = field === 'garantia' || field === 'bonus';
      if (typeof value !== 'string' && !(nullable && value === null))
        fail(`kind ${id}: product.${field} must be a string${nullable ? ' or null' : ''}`);
    }
  }
  const ids = new Set<string>();
  for (const m of set.messages) {
    if (ids.has(m.id)) fail(`message ${m.id} appears twice`);
    ids.add(m.id);
    if (!set.kinds[m.kind]) fail(`message ${m.id}: unknown kind ${m.kind}`);
    if (m.split !== 'tune' && m.split !== 'heldout')
      fail(`message ${m.id}: split ${String(m.split)}`);
    if (!m.text.trim()) fail(`message ${m.id}: empty text`);
  }
  return set;
}

function firstNameFor(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return firstNames[hash % firstNames.length]!;
}

function inputFor(message: Message, kind: Kind, now: Date): ReplyInput {
  return {
    product: productInfo(kind.product),
    customer: { nome: firstNameFor(message.id), fase: 'contacted', valor: null, observacoes: null },
    messages: [
      { author: 'seller', at: new Date(now.getTime() - DAY).toISOString(), text: SELLER_GREETING },
      { author: 'customer', at: now.toISOString(), text: message.text },
    ],
    sellerSamples: [],
  };
}

/** Markdown that shows the text as written: quoted line by line, nothing read as markup. */
function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${escapeMarkdown(line)}`)
    .join('\n');
}

function escapeMarkdown(line: string): string {
  return line.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`);
}

function numbered(replies: string[]): string {
  return replies
    .map((reply, i) => {
      const [first = '', ...rest] = reply.split('\n').map(escapeMarkdown);
      return [`${i + 1}. ${first}`, ...rest.map((line) => (line ? `   ${line}` : ''))].join('\n');
    })
    .join('\n');
}

function productLines(kind: Kind): string {
  const p = kind.product;
  const line = (label: string, value: string | null) =>
    value ? `- ${label}: ${escapeMarkdown(value)}` : null;
  return [
    line('Produto', p.nome),
    line('Preço', p.preco),
    line('Como vende', p.processo_vendas),
    line('Diferencial', p.diferencial),
    line('Garantia', p.garantia),
    line('Bônus', p.bonus),
    line('Urgência', p.urgencia),
  ]
    .filter((l) => l !== null)
    .join('\n');
}

function main() {
  const { values } = parseArgs({
    options: {
      split: { type: 'string', default: 'heldout' },
      out: { type: 'string' },
      now: { type: 'string', default: '2026-06-24T14:30:00-03:00' },
    },
  });
  const split = values.split as Split;
  if (split !== 'heldout' && split !== 'tune') fail('--split is heldout or tune');
  const now = new Date(values.now);
  if (Number.isNaN(now.getTime())) fail(`--now ${values.now} is not a date`);
  const out = values.out ?? `/tmp/reading-${split}.md`;

  const set = readSet();
  const messages = set.messages.filter((m) => m.split === split);
  const counts = new Map<string, number>();
  const sections: string[] = [];
  for (const message of messages) {
    const kind = set.kinds[message.kind]!;
    counts.set(message.kind, (counts.get(message.kind) ?? 0) + 1);
    const input = inputFor(message, kind, now);
    const replies = writeOfflineReplies(input, now);
    sections.push(
      [
        `### ${message.id} · ${message.kind} · ${input.customer.nome}`,
        '',
        quoted(message.text),
        '',
        numbered(replies),
        '',
        `<sub>${escapeMarkdown(message.source)}</sub>`,
      ].join('\n'),
    );
  }

  const kindsUsed = [...counts.keys()];
  const sheet = [
    `# Reading set: ${split} (${messages.length} messages)`,
    '',
    `Real customer messages, each answered by the offline engine (writeOfflineReplies) as the`,
    `customer's turn after the seller's greeting of the day before ("${SELLER_GREETING}"),`,
    `at ${now.toISOString()}. For each reply: would I send it exactly as it is?`,
    '',
    `The customers' first names are made up, one per message id: a name that does not fit the`,
    `message (a man who is breastfeeding) is the sheet's, not the reply's fault.`,
    '',
    '## The sellers (products written by us, from messages.json)',
    '',
    ...kindsUsed.flatMap((id) => [
      `**${id}** · ${escapeMarkdown(set.kinds[id]!.label)}`,
      '',
      productLines(set.kinds[id]!),
      '',
    ]),
    '## Messages',
    '',
    sections.join('\n\n---\n\n'),
    '',
  ].join('\n');
  writeFileSync(out, sheet);

  const width = Math.max(...kindsUsed.map((k) => k.length));
  console.log(`${split}: ${messages.length} messages → ${out}`);
  for (const [kind, n] of counts) console.log(`  ${kind.padEnd(width)}  ${n}`);
}

main();

// The reading sheet: for every real customer message of one split of the reading set
// (tests/fixtures/real/customer-messages/messages.json, sources in SOURCES.md there), the three
// replies the offline engine writes, as a Markdown page a person reads to judge each one: "would
// I send it exactly as it is?".
//
//   node_modules/.bin/node scripts/reading-set.ts [--split heldout|tune] [--out FILE] [--now ISO]
//     [--what replies|followups|objections|scripts|aftersale|campaigns|reactivation] [--past]
//     [--skip N]
//
// --what picks the texts: the replies (default); a follow-up two days after the seller sent the
// first reply to every fourth message; the five objection answers to each message the writer
// reads as an objection (too expensive, will think, declines, a price of their own); one script
// per kind of business; the five after-sale messages per kind; per kind, a campaign message and a
// Reativar message to the customers of its first three messages (or three from --skip N on), their
// words as the last ones. Objection answers and scripts are drawn with a seeded chance, so two
// runs print the same sheet. --past gives the seller a history (decision 035): the real seller's
// answers to the other questions of their listing (seller-answers.json).
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
import type { PastAnswer, ReplyInput } from '../src/server/ai/engine.ts';
import { productInfo, type ProductInfo } from '../src/server/ai/product-info.ts';
import { writeOfflineReplies } from '../src/server/ai/offline/reply-writer.ts';
import { writeOfflineFollowUp } from '../src/server/ai/offline/follow-up-writer.ts';
import { writeObjectionAnswers } from '../src/server/ai/offline/objection-writer.ts';
import { writeScript } from '../src/server/ai/offline/script-writer.ts';
import { writeAfterSale } from '../src/server/ai/offline/after-sale-writer.ts';
import { afterSaleStepIds, afterSaleStepLabels } from '../src/shared/after-sale.ts';
import { writeCampaignMessage } from '../src/server/ai/offline/campaign-writer.ts';
import { writeReactivation } from '../src/server/ai/offline/reactivation-writer.ts';
import { lastWordsStop } from '../src/server/ai/offline/last-words.ts';
import { occasionIds } from '../src/shared/campaigns.ts';
import { reactivationKinds, reactivationLabels } from '../src/shared/reactivation.ts';
import { customerIntent, type Intent } from '../src/server/ai/offline/reply-intent.ts';
import { productFieldNames } from '../src/shared/products.ts';
import { seeded } from '../tests/helpers/seeded.ts';

type Split = 'tune' | 'heldout';
type What =
  'replies' | 'followups' | 'objections' | 'scripts' | 'aftersale' | 'campaigns' | 'reactivation';
const WHATS: readonly What[] = [
  'replies',
  'followups',
  'objections',
  'scripts',
  'aftersale',
  'campaigns',
  'reactivation',
];
/** What the writer reads as an objection: these messages are typed into the objection breaker. */
const OBJECTIONS: readonly Intent[] = ['expensive', 'think', 'declines', 'counter'];
/** The sheets' chance is seeded (tests/helpers/seeded.ts), so a sheet is the same on every run. */

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
const answersFile = join(root, 'tests/fixtures/real/customer-messages/seller-answers.json');

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

const INTRO: Record<What, string> = {
  replies:
    'Real customer messages, each answered by the offline engine (writeOfflineReplies) as the\n' +
    'customer’s turn after the seller’s greeting of the day before ("{greeting}"), at {now}.',
  followups:
    'Every fourth real customer message, answered two days before {now} with the first offline\n' +
    'reply (shown in brackets); the customer went quiet, and this is the first follow-up of three.',
  objections:
    'The real customer messages the offline engine reads as an objection (too expensive, will\n' +
    'think, declines, a price of their own), typed as the objection into the objection breaker,\n' +
    'with no customer need: its five answers.',
  scripts:
    'One offline sales script per kind of business: eight stages, each message a text to send.',
  aftersale:
    'Per kind of business, the five messages after a sale (decision 038) to one customer who\n' +
    'bought the product: thanks, how it is going, a testimonial, a referral, and buying again\n' +
    '28 days after the sale (only the kinds a seller gives a repurchase cycle).',
  campaigns:
    'Per kind of business, a campaign message (decision 039) to the customers of its first three\n' +
    'real messages, their words the last they wrote: an occasion each, the product offered, the\n' +
    'second customer with the offer "10% de desconto até sexta", the first and third having bought.',
  reactivation:
    'Per kind of business, a Reativar message (decision 039) to the customers of its first three\n' +
    'real messages, their words the last they wrote: stopped answering, found it expensive (with\n' +
    'Natal near), past the time to buy again (75 days after the sale; only kinds bought again,\n' +
    'the others get a second stopped-answering). Campaigns offer one more of a thing bought once.',
};

/** The kinds a seller gives a repurchase cycle: only they are bought again after a while. */
const CYCLE_KINDS = new Set(['emagrecedor', 'biotina', 'marmitas', 'bolos']);

/** The Reativar case of a kind's i-th customer: past the cycle only where there is one. */
const reactivationKind = (id: string, i: number) =>
  i === 2 && !CYCLE_KINDS.has(id) ? 'noAnswer' : reactivationKinds[i]!;

function firstNameFor(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return firstNames[hash % firstNames.length]!;
}

/**
 * With --past, the seller's history: the real seller's answers to the other questions of their
 * listing (seller-answers.json), never the answer to this very question.
 */
let pastAnswers: Record<string, Array<PastAnswer & { source: string }>> | null = null;

function inputFor(message: Message, kind: Kind, now: Date): ReplyInput {
  const past = (pastAnswers?.[message.kind] ?? [])
    .filter((pair) => pair.source !== message.source && pair.asked !== message.text)
    .map(({ asked, answered }) => ({ asked, answered }));
  return {
    ...(pastAnswers ? { pastAnswers: past } : {}),
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
  // Every field a text may draw on, so a reader does not take a field's words for invented ones.
  return [
    line('Produto', p.nome),
    line('Nicho', p.nicho),
    line('Preço', p.preco),
    line('Canal (como os clientes chegam)', p.canal_aquisicao),
    line('Problema que resolve', p.problema_resolve),
    line('Objeções que o vendedor ouve', p.objecoes),
    line('Como vende', p.processo_vendas),
    line('Diferencial', p.diferencial),
    line('Garantia', p.garantia),
    line('Bônus', p.bonus),
    line('Urgência', p.urgencia),
  ]
    .filter((l) => l !== null)
    .join('\n');
}

/** The texts to read for one message, or null when this sheet leaves the message out. */
function textsFor(what: What, message: Message, kind: Kind, now: Date, index: number) {
  const input = inputFor(message, kind, now);
  if (what === 'replies') return writeOfflineReplies(input, now);
  if (what === 'objections') {
    if (!OBJECTIONS.includes(customerIntent(input.messages))) return null;
    const answers = writeObjectionAnswers(
      { product: input.product!, customerNeeds: '', objection: message.text },
      seeded(index + 1),
    );
    return answers.map((a) => `**${a.title}** — ${a.content}`);
  }
  if (index % 4 !== 0) return null;
  // The seller answered with the first reply two days ago; the customer went quiet.
  const [reply] = writeOfflineReplies(input, now);
  const then = new Date(now.getTime() - 2 * DAY);
  const conversation = [
    {
      author: 'seller' as const,
      at: new Date(then.getTime() - DAY).toISOString(),
      text: SELLER_GREETING,
    },
    { author: 'customer' as const, at: then.toISOString(), text: message.text },
    { author: 'seller' as const, at: then.toISOString(), text: reply! },
  ];
  const followUp = writeOfflineFollowUp(
    {
      product: input.product,
      customer: { ...input.customer, fase: 'contacted', produto_interesse: null },
      attempt: 1,
      attempts: 3,
      customerWords: [{ at: then.toISOString(), text: message.text }],
      conversation,
      daysSince: 2,
      sellerSamples: [],
    },
    now,
  );
  return [`(the seller's reply two days ago: "${reply}")`, followUp];
}

function main() {
  const { values } = parseArgs({
    options: {
      split: { type: 'string', default: 'heldout' },
      out: { type: 'string' },
      now: { type: 'string', default: '2026-06-24T14:30:00-03:00' },
      what: { type: 'string', default: 'replies' },
      skip: { type: 'string', default: '0' },
      past: { type: 'boolean', default: false },
    },
  });
  if (values.past) pastAnswers = JSON.parse(readFileSync(answersFile, 'utf8'));
  const what = values.what as What;
  // Campaigns and Reativar: the kind's messages from this one on (a fresh batch of three).
  const skip = Number(values.skip);
  if (!WHATS.includes(what)) fail(`--what is one of ${WHATS.join(', ')}`);
  const split = values.split as Split;
  if (split !== 'heldout' && split !== 'tune') fail('--split is heldout or tune');
  const now = new Date(values.now);
  if (Number.isNaN(now.getTime())) fail(`--now ${values.now} is not a date`);
  const out = values.out ?? `/tmp/reading-${split}-${what}.md`;

  const set = readSet();
  const messages = set.messages.filter((m) => m.split === split);
  const counts = new Map<string, number>();
  const sections: string[] = [];
  if (what === 'scripts') {
    // One script per kind of business with a message in the split.
    for (const [i, id] of [...new Set(messages.map((m) => m.kind))].entries()) {
      counts.set(id, 1);
      // The products are the same in both splits: the held-out sheet draws other phrasings.
      const seed = i + 1 + (split === 'heldout' ? 1000 : 0);
      const script = writeScript(productInfo(set.kinds[id]!.product), seeded(seed));
      sections.push(
        [`### ${id}`, '', escapeMarkdown(script).replace(/\\\[\\\[|\\\]\\\]/g, '')].join('\n'),
      );
    }
  }
  if (what === 'aftersale') {
    for (const id of new Set(messages.map((m) => m.kind))) {
      // The repurchase reminder only where a seller gives a repurchase cycle, as the store does.
      const steps = afterSaleStepIds.filter((s) => s !== 'repurchase' || CYCLE_KINDS.has(id));
      counts.set(id, steps.length);
      const product = productInfo(set.kinds[id]!.product);
      const customerName = firstNameFor(id);
      const texts = steps.map(
        (step) =>
          `**${afterSaleStepLabels[step]}** — ${writeAfterSale({ step, customerName, product, typedProduct: null, days: 28 })}`,
      );
      sections.push([`### ${id} · ${customerName}`, '', numbered(texts)].join('\n'));
    }
  }
  if (what === 'campaigns' || what === 'reactivation') {
    for (const [k, id] of [...new Set(messages.map((m) => m.kind))].entries()) {
      const product = productInfo(set.kinds[id]!.product);
      for (const [i, message] of messages
        .filter((m) => m.kind === id)
        .slice(skip, skip + 3)
        .entries()) {
        counts.set(id, i + 1);
        // Left out as the stores leave them out, their words the conversation's last: an
        // unanswered complaint, and for Reativar's lost deals one who said they paid.
        const stop = lastWordsStop(message.text, 'customer');
        const lost = what === 'reactivation' && reactivationKind(id, i) !== 'pastCycle';
        if (stop === 'complaint' || (stop === 'paid' && lost)) {
          sections.push(
            [`### ${message.id} · ${id} · left out (${stop})`, '', quoted(message.text)].join('\n'),
          );
          continue;
        }
        const customerName = firstNameFor(message.id);
        const text =
          what === 'campaigns'
            ? writeCampaignMessage({
                occasion: occasionIds[(k * 3 + i) % (occasionIds.length - 1)]!,
                customerName,
                theirProduct: product.nome,
                bought: i !== 1,
                lastWords: message.text,
                product,
                offer: i === 1 ? '10% de desconto até sexta' : null,
                pixPrice: null,
                stopLine: true,
                variant: k * 3 + i,
                repeats: CYCLE_KINDS.has(id),
              })
            : writeReactivation({
                kind: reactivationKind(id, i),
                customerName,
                product,
                typedProduct: null,
                lastWords: message.text,
                days: 75,
                occasion: 'o Natal',
              });
        const label =
          what === 'campaigns'
            ? (occasionIds[(k * 3 + i) % (occasionIds.length - 1)] ?? '')
            : reactivationLabels[reactivationKind(id, i)];
        sections.push(
          [
            `### ${message.id} · ${id} · ${customerName} · ${label}`,
            '',
            quoted(message.text),
            '',
            numbered([text]),
          ].join('\n'),
        );
      }
    }
  }
  for (const [index, message] of messages.entries()) {
    if (
      what === 'scripts' ||
      what === 'aftersale' ||
      what === 'campaigns' ||
      what === 'reactivation'
    )
      break;
    const kind = set.kinds[message.kind]!;
    const texts = textsFor(what, message, kind, now, index);
    if (!texts) continue;
    counts.set(message.kind, (counts.get(message.kind) ?? 0) + 1);
    sections.push(
      [
        `### ${message.id} · ${message.kind} · ${firstNameFor(message.id)}`,
        '',
        quoted(message.text),
        '',
        numbered(texts),
        '',
        `<sub>${escapeMarkdown(message.source)}</sub>`,
      ].join('\n'),
    );
  }

  const kindsUsed = [...counts.keys()];
  const sheet = [
    `# Reading set: ${split}, ${what} (${sections.length} ${what === 'scripts' ? 'scripts' : 'messages'})`,
    '',
    INTRO[what].replace('{greeting}', SELLER_GREETING).replace('{now}', now.toISOString()),
    'For each text: would I send it exactly as it is?',
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
  console.log(`${split}, ${what}: ${sections.length} → ${out}`);
  for (const [kind, n] of counts) console.log(`  ${kind.padEnd(width)}  ${n}`);
}

main();

import { parseScript } from '#shared/script-format.ts';
import { materialOf, messageProblems } from '../../src/server/ai/message-check.ts';
import { writeObjectionAnswers } from '../../src/server/ai/offline/objection-writer.ts';
import { writeScript } from '../../src/server/ai/offline/script-writer.ts';
import { offerCorpus, type CorpusOffer } from '../fixtures/offer-corpus.ts';
import { checkedFollowUps, checkedReplies } from '../fixtures/reply-corpus.ts';
import { seeded } from './seeded.ts';

/**
 * The offline writer over the whole offer corpus: every text it writes, each through the one
 * check, counted per kind of offer and per type of text. The figure is "sendable as it is".
 */

export interface Written {
  text: string;
  /** The customer's words it was written for, when there were some. */
  said?: { customerNeeds: string; objection: string };
  /** What the text's own runtime check found, when it is stricter than the one message check
   * (follow-ups and replies: reply-quality.ts, which runs it and more). */
  problems?: string[];
}

/** One type of text and how to write all of them for an offer with one seed. */
export interface CorpusWriter {
  type: string;
  write: (offer: CorpusOffer, random: () => number) => Written[];
  /** Written without chance: once, not once per seed. */
  once?: boolean;
}

export const corpusWriters: CorpusWriter[] = [
  {
    type: 'script message',
    write: (offer, random) =>
      parseScript(writeScript(offer.product, random)).flatMap((stage) =>
        stage.messages.map((text) => ({ text })),
      ),
  },
  {
    type: 'objection answer',
    write: (offer, random) =>
      offer.said.flatMap((said) =>
        writeObjectionAnswers({ product: offer.product, ...said }, random).map((a) => ({
          text: a.content,
          said,
        })),
      ),
  },
  { type: 'follow-up', once: true, write: (offer) => checkedFollowUps(offer.product) },
  { type: 'reply', once: true, write: (offer) => checkedReplies(offer.product) },
];

export const corpusSeeds = [1, 2, 3];

export interface Tally {
  sendable: number;
  total: number;
  failures: Array<{ offer: string; text: string; problems: string[] }>;
}

/** kind → text type → tally, plus 'all' for each. */
export function tallyCorpus(writers = corpusWriters): Map<string, Map<string, Tally>> {
  const tallies = new Map<string, Map<string, Tally>>();
  const tallyOf = (kind: string, type: string) => {
    const byType = tallies.get(kind) ?? new Map<string, Tally>();
    tallies.set(kind, byType);
    const tally = byType.get(type) ?? { sendable: 0, total: 0, failures: [] };
    byType.set(type, tally);
    return tally;
  };
  for (const offer of offerCorpus) {
    for (const writer of writers) {
      for (const seed of writer.once ? corpusSeeds.slice(0, 1) : corpusSeeds) {
        for (const { text, said, problems: found } of writer.write(offer, seeded(seed))) {
          const problems = found ?? messageProblems(text, materialOf(offer.product, said));
          for (const [kind, type] of [
            [offer.kind, writer.type],
            [offer.kind, 'all'],
            ['all', writer.type],
            ['all', 'all'],
          ] as const) {
            const tally = tallyOf(kind, type);
            tally.total++;
            if (problems.length === 0) tally.sendable++;
            else if (kind !== 'all' && type !== 'all') {
              tally.failures.push({ offer: offer.key, text, problems });
            }
          }
        }
      }
    }
  }
  return tallies;
}

export const percent = (t: Tally) => (100 * t.sendable) / t.total;

/** The figure as a Markdown table: one row per kind, one column per type of text. */
export function figureTable(tallies: Map<string, Map<string, Tally>>): string {
  const types = [...(tallies.get('all')?.keys() ?? [])];
  const cell = (t?: Tally) => (t ? `${percent(t).toFixed(1)}% (${t.sendable}/${t.total})` : '—');
  const rows = [...tallies.entries()].map(
    ([kind, byType]) => `| ${kind} | ${types.map((type) => cell(byType.get(type))).join(' | ')} |`,
  );
  return [
    `| kind of offer | ${types.join(' | ')} |`,
    `| --- | ${types.map(() => '---').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

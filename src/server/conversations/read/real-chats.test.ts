import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readChat } from './chat.ts';

/**
 * Real WhatsApp exports, published by others (tests/fixtures/real/chats/SOURCES.md says where
 * each comes from and how its expectations were taken, never by running this reader). Each
 * `<name>.txt` is read as a member would file it and compared, message by message, with
 * `<name>.expected.json`: every message once, none merged, none lost, none invented.
 */
const DIR = new URL('../../../../tests/fixtures/real/chats/', import.meta.url);

interface ExpectedMessage {
  author: string;
  /** The phone's wall clock as the export writes it, without a zone: 2019-06-20T16:00:15. */
  at: string;
  text: string;
}

interface Expected {
  phone: 'android' | 'iphone' | null;
  dateOrder: 'dmy' | 'mdy' | 'ymd';
  messages: ExpectedMessage[];
}

const fixtures = readdirSync(DIR)
  .filter((name) => name.endsWith('.txt'))
  .sort();

const expectationsOf = (name: string) => new URL(name.replace(/\.txt$/, '.expected.json'), DIR);

/**
 * Marks nobody sees (direction marks, zero-width spaces, the BOM) are not part of what a person
 * reads; the expectations are written without them, so the read text and author lose them too.
 */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const visible = (s: string | null) => (s ?? '').replace(INVISIBLE, '').trim();

/** Read in UTC, an instant's ISO form is the export's wall clock followed by Z. */
const TIME_ZONE = 'UTC';
const isoOf = (wallClock: string) => `${wallClock}${wallClock.length === 16 ? ':00' : ''}.000Z`;

type Compared = { author: string; at: string; text: string };

const show = (m: Compared | undefined) =>
  m ? `${m.at} ${JSON.stringify(m.author)}: ${JSON.stringify(m.text)}` : '(none)';

const same = (a: Compared, b: Compared) =>
  a.author === b.author && a.at === b.at && a.text === b.text;

/**
 * The differences between what was expected and what was read, as a person would list them:
 * the longest run of messages both agree on stays quiet; between two agreed messages, the
 * expected and read ones that differ are paired (which fields differ, both values), and what is
 * left over is a message lost or one invented.
 */
function differences(want: Compared[], got: Compared[]): string[] {
  const n = want.length;
  const m = got.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = same(want[i]!, got[j]!)
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  let lostHere: number[] = [];
  let extraHere: number[] = [];
  const flush = () => {
    // A read message is the expected one told differently when author and time agree (its text
    // differs), or author and text (its time differs); else, when as many were lost as read
    // there, they are taken in order.
    const pairs = new Map<number, number>();
    const taken = new Set<number>();
    for (const fields of [['author', 'at'] as const, ['author', 'text'] as const]) {
      for (const k of lostHere) {
        if (pairs.has(k)) continue;
        const e = extraHere.find(
          (x) => !taken.has(x) && fields.every((f) => want[k]![f] === got[x]![f]),
        );
        if (e !== undefined) {
          pairs.set(k, e);
          taken.add(e);
        }
      }
    }
    const lostLeft = lostHere.filter((k) => !pairs.has(k));
    const extraLeft = extraHere.filter((x) => !taken.has(x));
    if (lostLeft.length === extraLeft.length) {
      lostLeft.forEach((k, at) => {
        pairs.set(k, extraLeft[at]!);
        taken.add(extraLeft[at]!);
      });
    }
    for (const k of lostHere) {
      const e = pairs.get(k);
      if (e === undefined) {
        out.push(`expected #${k} was not read: ${show(want[k])}`);
        continue;
      }
      const w = want[k]!;
      const g = got[e]!;
      const fields = (['author', 'at', 'text'] as const).filter((f) => w[f] !== g[f]);
      out.push(
        `expected #${k} and read #${e} differ in ${fields.join(', ')}:\n` +
          `      expected ${show(w)}\n      read     ${show(g)}`,
      );
    }
    for (const x of extraHere) {
      if (!taken.has(x)) out.push(`read #${x} was not expected: ${show(got[x])}`);
    }
    lostHere = [];
    extraHere = [];
  };
  while (i < n || j < m) {
    if (i < n && j < m && same(want[i]!, got[j]!)) {
      flush();
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      lostHere.push(i++);
    } else {
      extraHere.push(j++);
    }
  }
  flush();
  return out;
}

const SHOWN = 25;

describe('real WhatsApp exports are read right: every message once', () => {
  it('has fixtures, each with its expectations', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    const sources = readFileSync(new URL('SOURCES.md', DIR), 'utf8');
    for (const name of fixtures) {
      expect(existsSync(expectationsOf(name)), `${name} has no .expected.json`).toBe(true);
      expect(sources.includes(name), `SOURCES.md does not say where ${name} comes from`).toBe(true);
    }
  });

  it.each(fixtures)('%s', async (name) => {
    const expected = JSON.parse(readFileSync(expectationsOf(name), 'utf8')) as Expected;
    expect(['android', 'iphone', null]).toContain(expected.phone);
    expect(['dmy', 'mdy', 'ymd']).toContain(expected.dateOrder);

    const read = await readChat(readFileSync(new URL(name, DIR), 'utf8'), TIME_ZONE);
    const got: Compared[] = read.map((m) => ({
      author: visible(m.authorName),
      at: m.at,
      text: visible(m.text),
    }));
    const want: Compared[] = expected.messages.map((m) => ({
      author: m.author,
      at: isoOf(m.at),
      text: m.text,
    }));

    // The count first: a message lost, merged into another or read twice shows here.
    expect
      .soft(got.length, `${name}: expected ${want.length} messages, read ${got.length}`)
      .toBe(want.length);

    // Then each message: author, time and text.
    const found = differences(want, got);
    const report =
      found.length <= SHOWN
        ? found
        : [...found.slice(0, SHOWN), `… and ${found.length - SHOWN} more differences`];
    expect(
      report,
      `${name}: ${found.length} difference(s) between the ${want.length} expected and the ${got.length} read messages`,
    ).toEqual([]);
  });
});

import type { Reply, ReplyResult } from '#shared/conversations.ts';
import type { Logger } from '../logger.ts';
import type { AiEngine, ReplyInput } from './engine.ts';
import { openingOf } from './answer-quality.ts';
import { customerIntent, latestCustomerWords } from './offline/reply-intent.ts';
import { replyProblems } from './reply-quality.ts';
import { writeRepliesOffThread } from './offline-engine.ts';

/** The customer's words being answered: their last messages, joined; '' when they went quiet. */
export function answeredWords(messages: ReplyInput['messages']): string {
  if (customerIntent(messages) === 'quiet') return '';
  return latestCustomerWords(messages)
    .map((m) => m.text.trim())
    .join('\n');
}

/**
 * A provider's replies, each checked on its own: one that fails the check, or opens like an
 * earlier one, is replaced by the offline reply in its place (or the next free one) and marked
 * 'offline', so the member knows which the AI wrote.
 */
export function reviewReplies(
  given: string[],
  input: ReplyInput,
  offline: string[],
): { replies: Reply[]; problems: string[] } {
  const problems: string[] = [];
  const kept: Array<string | null> = [];
  const clashes = (text: string) => kept.some((k) => k && openingOf(k) === openingOf(text));
  given.forEach((text, i) => {
    const found = replyProblems(text, input);
    if (found.length === 0 && clashes(text)) found.push('opens like an earlier one');
    problems.push(...found.map((problem) => `reply ${i + 1}: ${problem}`));
    kept.push(found.length === 0 ? text.trim() : null);
  });
  const used = new Set<number>();
  const replies = kept.map((text, i): Reply => {
    if (text) return { text, source: 'ai' };
    const free = [i, ...offline.keys()].filter((j) => j < offline.length && !used.has(j));
    const j = free.find((at) => !clashes(offline[at]!)) ?? free[0]!;
    used.add(j);
    return { text: offline[j]!, source: 'offline' };
  });
  return { replies, problems };
}

/**
 * Three replies to the customer's latest words from the configured engine; a provider's are
 * checked one by one and a failed one replaced by the offline writer's (like answer-review.ts).
 * A provider that fails gives all three offline; the offline engine's own are the configured
 * engine's, 'ai' (decision 005), checked too and logged when one fails.
 */
export async function repliesFor(
  engine: AiEngine,
  input: ReplyInput,
  log: Logger,
): Promise<ReplyResult> {
  const answering = answeredWords(input.messages);
  if (engine.name === 'offline') {
    // Checked in the worker that wrote them; shown as written (there is nothing to put in their
    // place) and logged, as a streamed script is: a failure here is a writer bug to read.
    const { replies, problems } = await writeRepliesOffThread(input);
    if (problems.length > 0) log.warn({ problems }, 'offline replies failed the check');
    return { replies: replies.map((text) => ({ text, source: 'ai' })), mode: 'ai', answering };
  }
  let given: string[];
  try {
    given = await engine.writeReplies(input);
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'replies fell back to offline');
    const replies = (await writeRepliesOffThread(input)).replies.map((text) => ({
      text,
      source: 'offline' as const,
    }));
    return { replies, mode: 'offline', answering };
  }
  const { replies, problems } = reviewReplies(
    given,
    input,
    (await writeRepliesOffThread(input)).replies,
  );
  const replaced = replies.filter((r) => r.source === 'offline').length;
  if (replaced > 0)
    log.warn({ engine: engine.name, replaced, problems }, 'replies replaced by offline');
  return { replies, mode: replaced === replies.length ? 'offline' : 'ai', answering };
}

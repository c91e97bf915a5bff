import type { ObjectionResponse, ObjectionResult, SourcedAnswer } from '#shared/ai.ts';
import { parseScript } from '#shared/script-format.ts';
import type { Logger } from '../logger.ts';
import { answerProblems, openingOf, titleKey } from './answer-quality.ts';
import type { AiEngine, ObjectionInput } from './engine.ts';
import { materialOf, messageProblems } from './message-check.ts';
import { offlineFallbackAnswers } from './offline/objection-writer.ts';
import type { ProductInfo } from './product-info.ts';

export interface Review {
  /** The five answers to show, each saying who wrote it. */
  answers: SourcedAnswer[];
  /** Why each replaced answer was, for the log. */
  problems: string[];
}

/**
 * The provider's answers, each judged on its own: one that is junk, or opens or is titled like
 * an earlier one, is replaced by an offline answer (the same technique when it does not clash
 * with the kept ones) and marked 'offline', so the member knows which answers the AI wrote.
 */
export function reviewAnswers(
  answers: ObjectionResponse[],
  input: ObjectionInput,
  offline: ObjectionResponse[],
): Review {
  const material = materialOf(input.product, input);
  const kept: Array<ObjectionResponse | null> = [];
  const problems: string[] = [];
  const clashes = (answer: ObjectionResponse) =>
    kept.some(
      (k) =>
        k &&
        (openingOf(k.content) === openingOf(answer.content) || titleKey(k) === titleKey(answer)),
    );
  answers.forEach((answer, i) => {
    const found = answerProblems(answer, input, material);
    if (found.length === 0 && clashes(answer)) found.push('opens or is titled like an earlier one');
    problems.push(...found.map((problem) => `answer ${i + 1}: ${problem}`));
    kept.push(
      found.length === 0 ? { title: answer.title.trim(), content: answer.content.trim() } : null,
    );
  });
  const used = new Set<number>();
  return {
    problems,
    answers: kept.map((answer, i): SourcedAnswer => {
      if (answer) return { ...answer, source: 'ai' };
      const free = [i, ...offline.keys()].filter((j) => j < offline.length && !used.has(j));
      const j = free.find((at) => !clashes(offline[at]!)) ?? free[0]!;
      used.add(j);
      return { ...offline[j]!, source: 'offline' };
    }),
  };
}

/**
 * Five answers to an objection from the configured engine. A provider's are reviewed one by one
 * (reviewAnswers); when the provider fails, the offline writer answers them all ('offline').
 * The offline engine's own answers are the configured engine's: 'ai' (decision 005).
 */
export async function answerObjection(
  engine: AiEngine,
  input: ObjectionInput,
  log: Logger,
): Promise<ObjectionResult> {
  let given: ObjectionResponse[];
  try {
    given = await engine.breakObjection(input);
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'objection answers fell back to offline');
    const answers = offlineFallbackAnswers(input);
    return { responses: answers.map((a) => ({ ...a, source: 'offline' })), mode: 'offline' };
  }
  if (engine.name === 'offline') {
    return { responses: given.map((a) => ({ ...a, source: 'ai' })), mode: 'ai' };
  }
  const { answers, problems } = reviewAnswers(given, input, offlineFallbackAnswers(input));
  const replaced = answers.filter((a) => a.source === 'offline').length;
  if (replaced > 0) {
    log.warn({ engine: engine.name, replaced, problems }, 'objection answers replaced by offline');
  }
  return { responses: answers, mode: replaced === answers.length ? 'offline' : 'ai' };
}

/**
 * What the one check finds in each message of a script, for the log ('stage 3, message 1: …').
 * A script is streamed to the member as it is written, so it is reported rather than replaced.
 */
export function scriptProblems(script: string, product: ProductInfo): string[] {
  const material = materialOf(product);
  return parseScript(script).flatMap((stage, s) =>
    stage.messages.flatMap((message, m) =>
      messageProblems(message, material).map((p) => `stage ${s + 1}, message ${m + 1}: ${p}`),
    ),
  );
}

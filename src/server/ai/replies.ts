import type { ReplyResult } from '#shared/conversations.ts';
import type { Logger } from '../logger.ts';
import type { AiEngine, ReplyInput } from './engine.ts';

/**
 * Three replies to the customer's latest words from the configured engine; a provider's are
 * checked one by one and a failed one replaced by the offline writer's (like answer-review.ts).
 * CONTRACT ONLY — the replies workstream implements it.
 */
export async function repliesFor(
  engine: AiEngine,
  input: ReplyInput,
  log: Logger,
): Promise<ReplyResult> {
  void engine;
  void input;
  void log;
  throw new Error('repliesFor: not built yet');
}

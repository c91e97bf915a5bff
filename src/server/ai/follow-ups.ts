import type { Logger } from '../logger.ts';
import type { AiEngine, FollowUpInput, ReplyInput } from './engine.ts';
import { replyProblems } from './reply-quality.ts';
import { writeFollowUpOffThread } from './offline-engine.ts';

export interface FollowUpResult {
  text: string;
  source: 'ai' | 'offline';
}

/** A follow-up is checked as a reply to the customer's last words would be (reply-quality.ts). */
export function followUpProblems(text: string, input: FollowUpInput): string[] {
  const asReply: ReplyInput = {
    product: input.product,
    customer: input.customer,
    messages: input.customerWords.map((m) => ({ author: 'customer', ...m })),
    sellerSamples: input.sellerSamples,
    pastAnswers: input.pastAnswers,
  };
  return replyProblems(text, asReply);
}

/**
 * The follow-up from the configured engine: a provider's is checked and replaced by the offline
 * writer's when it fails the check or the provider fails; the offline engine's is 'offline'.
 */
export async function followUpFor(
  engine: AiEngine,
  input: FollowUpInput,
  log: Logger,
): Promise<FollowUpResult> {
  if (engine.name === 'offline')
    return { text: await writeFollowUpOffThread(input), source: 'offline' };
  try {
    const text = await engine.writeFollowUp(input);
    const problems = followUpProblems(text, input);
    if (problems.length === 0) return { text, source: 'ai' };
    log.warn({ engine: engine.name, problems }, 'follow-up replaced by offline');
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'follow-up fell back to offline');
  }
  return { text: await writeFollowUpOffThread(input), source: 'offline' };
}

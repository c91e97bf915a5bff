import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output, streamText } from 'ai';
import { objectionResponsesSchema } from '#shared/ai-schema.ts';
import type { AiEngine } from './engine.ts';
import { z } from 'zod';
import {
  FOLLOW_UP_SYSTEM,
  followUpPrompt,
  OBJECTION_SYSTEM,
  objectionPrompt,
  REPLY_SYSTEM,
  replyPrompt,
  SCRIPT_SYSTEM,
  scriptPrompt,
  CAMPAIGN_SYSTEM,
  campaignPrompt,
  SELL_AGAIN_SYSTEM,
  sellAgainPrompt,
} from './prompts.ts';

/** The longest a screen the seller waits on (Hoje, the campaign queue) waits for one message. */
const MESSAGE_TIMEOUT_MS = 15_000;

/** What a provider must answer for replies: exactly three texts, each checked afterwards. */
const repliesSchema = z.object({ replies: z.array(z.string().trim()).length(3) });

export interface ProviderSettings {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  /** A script may take up to 5 minutes, as the busy screen warns the member. */
  scriptTimeoutMs?: number;
  firstChunkTimeoutMs?: number;
  objectionTimeoutMs?: number;
}

export class ProviderTimeoutError extends Error {}

/** An async iterable that fails when the next value is not there in time. */
async function* withTimeouts<T>(
  source: AsyncIterable<T>,
  firstMs: number,
  totalMs: number,
  abort: AbortController,
) {
  const started = Date.now();
  const iterator = source[Symbol.asyncIterator]();
  let first = true;
  for (;;) {
    const budget = first ? Math.min(firstMs, totalMs) : totalMs - (Date.now() - started);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          abort.abort();
          reject(
            new ProviderTimeoutError(first ? 'no first chunk in time' : 'script took too long'),
          );
        },
        Math.max(budget, 0),
      );
    });
    try {
      const next = await Promise.race([iterator.next(), timeout]);
      if (next.done) return;
      first = false;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Any OpenAI-compatible endpoint, through the Vercel AI SDK. */
export function providerEngine(settings: ProviderSettings): AiEngine {
  const provider = createOpenAICompatible({
    name: 'provider',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
  });
  const model = provider(settings.model);
  const scriptTimeout = settings.scriptTimeoutMs ?? 5 * 60_000;
  const firstChunkTimeout = settings.firstChunkTimeoutMs ?? 60_000;
  const objectionTimeout = settings.objectionTimeoutMs ?? 60_000;

  /** A JSON answer in the objection time budget, read through `schema` (or it throws). */
  async function answerAs<T>(
    schema: z.ZodType<T, unknown>,
    system: string,
    prompt: string,
    maxOutputTokens: number,
  ): Promise<T> {
    const { output } = await generateText({
      model,
      system,
      prompt,
      output: Output.object({ schema }),
      maxOutputTokens,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(objectionTimeout),
    });
    return schema.parse(output);
  }

  /**
   * One message in plain text, for a screen the seller is waiting on (Hoje, the campaign queue):
   * a slow provider gives way to the offline text sooner. The caller checks it like a reply and
   * keeps the offline one when it fails.
   */
  async function messageAs(system: string, prompt: string, maxOutputTokens: number) {
    const { text } = await generateText({
      model,
      system,
      prompt,
      maxOutputTokens,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(Math.min(objectionTimeout, MESSAGE_TIMEOUT_MS)),
    });
    return text.trim();
  }

  return {
    name: 'provider',
    streamScript(product) {
      const abort = new AbortController();
      const result = streamText({
        model,
        system: SCRIPT_SYSTEM,
        prompt: scriptPrompt(product),
        maxOutputTokens: 3000,
        maxRetries: 1,
        abortSignal: abort.signal,
        onError: () => {}, // surfaced through fullStream below
      });
      async function* text() {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error;
        }
      }
      return withTimeouts(text(), firstChunkTimeout, scriptTimeout, abort);
    },
    async breakObjection(input) {
      const answer = await answerAs(
        objectionResponsesSchema,
        OBJECTION_SYSTEM,
        objectionPrompt(input),
        2000,
      );
      // Five of them, or it throws; each is then reviewed on its own (answer-review.ts).
      return answer.responses;
    },
    async writeReplies(input) {
      // Three short messages: the same budget as five objection answers, and the member waits.
      const answer = await answerAs(repliesSchema, REPLY_SYSTEM, replyPrompt(input), 1500);
      // Three of them, or it throws; each is then checked on its own (replies.ts).
      return answer.replies;
    },
    writeSellAgain: (input) => messageAs(SELL_AGAIN_SYSTEM, sellAgainPrompt(input), 400),
    writeCampaignMessage: (input) => messageAs(CAMPAIGN_SYSTEM, campaignPrompt(input), 500),
    writeFollowUp: (input) => messageAs(FOLLOW_UP_SYSTEM, followUpPrompt(input), 600),
  };
}

import type { ScriptStreamEvent } from '#shared/ai.ts';
import { FALLBACK_SCRIPT, hasMessages } from '#shared/script-format.ts';
import type { Product } from '#shared/products.ts';
import { scriptProblems } from '../ai/answer-review.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import { refundUnit } from '../limits/store.ts';
import type { Logger } from '../logger.ts';
import { track } from './generations.ts';
import { saveScript } from './store.ts';

/**
 * Writes a script and streams it as NDJSON events. The generation runs to the end and is saved
 * even if the browser goes away (the stream's cancel only stops sending). Text without any
 * `[[ ]]` message is replaced by the built-in fallback. An engine error refunds the unit.
 */
export function generateScript(opts: {
  db: Db;
  engine: AiEngine;
  log: Logger;
  userId: string;
  product: Product;
  quotaDay: string;
}): ReadableStream<Uint8Array> {
  const { db, engine, log, userId, product, quotaDay } = opts;
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let listening = true;
  const send = (event: ScriptStreamEvent) => {
    if (!listening || !controller) return;
    try {
      controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    } catch {
      listening = false;
    }
  };
  const close = () => {
    if (listening) controller?.close();
    listening = false;
  };

  const run = async () => {
    let text = '';
    try {
      for await (const chunk of engine.streamScript(product)) {
        text += chunk;
        send({ type: 'delta', text: chunk });
      }
    } catch (err) {
      log.error({ err, engine: engine.name }, 'script generation failed');
      await refundUnit(db, userId, 'scripts', quotaDay);
      send({ type: 'error', error: { code: 'AI_ERROR', message: 'Erro ao conectar com a IA' } });
      return close();
    }
    const content = hasMessages(text) ? text : FALLBACK_SCRIPT;
    const problems = scriptProblems(content, product);
    if (problems.length > 0)
      log.warn({ engine: engine.name, problems }, 'script messages failed the check');
    const script = await saveScript(db, userId, product, content);
    send({ type: 'done', script });
    close();
  };

  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      track(run()).catch(async (err: unknown) => {
        log.error({ err }, 'script could not be saved');
        await refundUnit(db, userId, 'scripts', quotaDay).catch(() => {});
        send({
          type: 'error',
          error: { code: 'SAVE_ERROR', message: 'Não foi possível salvar o script.' },
        });
        close();
      });
    },
    cancel() {
      listening = false; // the member left; the generation goes on and is saved
    },
  });
}

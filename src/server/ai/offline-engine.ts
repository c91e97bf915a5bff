import type { AiEngine, FollowUpInput, ReplyInput } from './engine.ts';
import { writeCampaignMessage } from './offline/campaign-writer.ts';
import { writeObjectionAnswers } from './offline/objection-writer.ts';
import { writeScript } from './offline/script-writer.ts';
import { budgets, runOffThread } from '../workers/pool.ts';
import { productInfo } from './product-info.ts';

/** The offline writer's replies, with what the runtime check found in them ('reply 1: …'). */
export interface CheckedReplies {
  replies: string[];
  problems: string[];
}

/** `now` is taken here, so a clock set by a test reaches the worker. */
export const writeRepliesOffThread = (input: ReplyInput, budget = budgets.write) =>
  runOffThread<CheckedReplies>('writeReplies', { input, now: Date.now() }, budget);

/**
 * One small reply written (and checked) off-thread at start, of a product, so the first member's
 * reply does not wait for a worker to start and compile the writer and the check (about 120 ms,
 * bench:ai).
 */
export async function warmUpOfflineWriter(): Promise<void> {
  const input: ReplyInput = {
    product: productInfo({
      nome: 'Kit de presente',
      preco: 'R$ 49,90',
      diferencial: 'Vem com caixa e cartão; serve para qualquer ocasião',
      processo_vendas: 'Vendo pelo WhatsApp e envio pelos Correios.',
    }),
    customer: { nome: 'Ana', fase: 'contacted', valor: null, observacoes: null },
    // A price, a quantity and two questions of the product: most of the writer's paths compiled.
    messages: [
      {
        author: 'customer',
        at: new Date().toISOString(),
        text: 'Oi! Quanto fica 2? Vem com caixa? Serve para presente?',
      },
    ],
    sellerSamples: [],
  };
  await writeRepliesOffThread(input, budgets.warmUp);
}

export const writeFollowUpOffThread = (input: FollowUpInput): Promise<string> =>
  runOffThread<string>('writeFollowUp', { input, now: Date.now() }, budgets.write);

/** The pause between stages, so the member sees the script being written, as with a model. */
const STAGE_PAUSE_MS = 40;

/** The built-in engine: no key, no network, pt-BR from the product's own fields. */
export function offlineEngine(pauseMs = STAGE_PAUSE_MS): AiEngine {
  return {
    name: 'offline',
    async *streamScript(product) {
      const stages = writeScript(product).split(/(?=^## )/m);
      for (const [index, stage] of stages.entries()) {
        if (index > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        yield stage;
      }
    },
    async breakObjection(input) {
      return writeObjectionAnswers(input);
    },
    async writeReplies(input) {
      return (await writeRepliesOffThread(input)).replies;
    },
    async writeFollowUp(input) {
      return writeFollowUpOffThread(input);
    },
    async writeSellAgain(input) {
      return input.offline;
    },
    async writeCampaignMessage(input) {
      return writeCampaignMessage({ ...input, stopLine: false, variant: 0 });
    },
  };
}

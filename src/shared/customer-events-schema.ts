import { z } from 'zod';
import { MAX_REPLY_CHARS } from './conversations.ts';
import { scriptStages } from './script-format.ts';

/** POST /api/customers/:id/messages: a message sent through the app's WhatsApp buttons. */
export const messageSentSchema = z.object({
  stage: z.enum(scriptStages).nullable().default(null),
  /** The text sent, when the app wrote it (a reply): kept as the seller's message. */
  text: z.string().trim().min(1).max(MAX_REPLY_CHARS).optional(),
});

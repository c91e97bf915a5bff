import { z } from 'zod';
import { scriptStages } from './script-format.ts';

/** One line of a customer's history (GET /api/customers/:id/events). */
export interface CustomerEvent {
  type: 'created' | 'phase' | 'value' | 'message';
  /** phase: phase ids; value: amounts in BRL as decimal text; message: the script stage. */
  from: string | null;
  to: string | null;
  at: string;
}

/** POST /api/customers/:id/messages: a message sent through the app's WhatsApp buttons. */
export const messageSentSchema = z.object({
  stage: z.enum(scriptStages).nullable().default(null),
});

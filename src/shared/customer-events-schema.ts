import { z } from 'zod';
import { scriptStages } from './script-format.ts';

/** POST /api/customers/:id/messages: a message sent through the app's WhatsApp buttons. */
export const messageSentSchema = z.object({
  stage: z.enum(scriptStages).nullable().default(null),
});

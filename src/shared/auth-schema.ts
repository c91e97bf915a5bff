import { z } from 'zod';
import { DISPLAY_NAME_MAX } from './auth.ts';

/** PATCH /api/me */
export const updateMeSchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});

import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Chave de notificação inválida.');

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

/** The hour of the day (America/Sao_Paulo) the reminder arrives. */
export const reminderHour = z.number().int().min(0).max(23);

/** POST /api/push/subscription */
export const pushSubscriptionInput = z.object({
  subscription: pushSubscriptionSchema,
  hour: reminderHour,
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscription, and GET's query: this browser's endpoint. */
export const pushEndpointInput = z.object({ endpoint: z.url().max(1000) });

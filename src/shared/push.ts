/** GET /api/push/key */
export interface PushKeyAnswer {
  publicKey: string;
}

/** GET /api/push/subscription?endpoint=: the hour this browser is reminded at, if it is. */
export interface PushSubscriptionAnswer {
  hour: number | null;
}

/** What the service worker receives and shows. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
}

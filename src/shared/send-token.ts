/** GET /api/account/send-token: the member's token for the iPhone Shortcut, never the token. */
export interface SendTokenStatus {
  active: boolean;
  createdAt: string | null;
  lastUsedAt: string | null;
}

/** POST /api/account/send-token (201): the token, shown once. */
export interface SendTokenCreated {
  token: string;
}

/**
 * POST /api/shares/upload: what the Shortcut shows in its notification. It names the customer as
 * the file did and says nothing of what the account held: the token sends, it does not read.
 */
export type UploadResult =
  | { status: 'filed'; customerName: string; added: number; message: string }
  | { status: 'contacts'; received: number; message: string }
  /** A lone message that names nobody: the member chooses the customer in the app. */
  | { status: 'pending'; shareId: string; url: string; message: string };

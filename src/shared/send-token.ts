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

/** POST /api/shares/upload: what the Shortcut shows in its notification. */
export type UploadResult =
  | {
      status: 'filed';
      customerId: string;
      customerName: string;
      added: number;
      skipped: number;
      message: string;
    }
  | { status: 'contacts'; created: number; existing: number; message: string }
  /** A lone message that names nobody: the member chooses the customer in the app. */
  | { status: 'pending'; shareId: string; url: string; message: string };

// The operator's console (/admin): what its API answers and takes (its schemas: admin-schema.ts).

export const memberStatuses = ['active', 'inactive'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** Platforms whose webhooks can grant access; any other source is the operator's hand. */
export const checkoutPlatformNames = ['hotmart', 'kiwify', 'eduzz', 'generic'] as const;

export interface AdminMember {
  email: string;
  name: string | null;
  status: MemberStatus;
  /** hotmart, kiwify, eduzz, generic, or who decided by hand: cli, env, seed, admin. */
  source: string;
  isAdmin: boolean;
  hasAccount: boolean;
  since: string;
  lastSeenAt: string | null;
  scriptsToday: number;
  objectionsToday: number;
  scriptsTotal: number;
  objectionsTotal: number;
}

export interface AdminMemberPage {
  members: AdminMember[];
  nextCursor: string | null;
  total: number;
}

export interface AdminPurchase {
  platform: string;
  transaction: string;
  productId: string | null;
  status: string;
  eventAt: string;
  lastEventType: string;
}

export interface AdminMemberEvent {
  platform: string;
  eventType: string;
  action: string;
  result: string;
  transaction: string | null;
  /** For the operator's own actions: who and why. */
  by: string | null;
  reason: string | null;
  receivedAt: string;
}

export interface AdminMemberDetail {
  member: AdminMember;
  purchases: AdminPurchase[];
  events: AdminMemberEvent[];
}

export const REASON_MAX = 500;
export interface WebhookDelivery {
  platform: string;
  result: string;
  eventType: string | null;
  email: string | null;
  receivedAt: string;
}

export interface PlatformHealth {
  platform: string;
  lastValidAt: string | null;
  /** Calls without a valid signature in the last silenceDays (anyone can make them). */
  unsignedCalls: number;
  warning?: 'silent';
}

export interface AdminEvents {
  events: WebhookDelivery[];
  platforms: PlatformHealth[];
  silenceDays: number;
}

export interface UsageDay {
  date: string;
  activeMembers: number;
  scripts: number;
  objections: number;
}

export interface AdminUsage {
  days: UsageDay[];
  totals: { activeMembers: number; scripts: number; objections: number };
  top: Array<{ email: string; name: string | null; scripts: number; objections: number }>;
  /** Conversations kept now (not per period): totals and the members who keep most. */
  storage: {
    messages: number;
    bytes: number;
    top: Array<{ email: string; name: string | null; messages: number; bytes: number }>;
  };
}

export const USAGE_DAYS = [7, 30, 90] as const;

/** The longest name an operator gives a member they add. */
export const MEMBER_NAME_MAX = 80;

/** POST /api/admin/members/import (CSV, email[,name] per line): what it did. */
export interface MemberImportReport {
  imported: number;
  rejected: Array<{ line: number; message: string }>;
}

import { z } from 'zod';

// The operator's console (/admin): what its API answers and takes.

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

export const memberListQuery = z.object({
  q: z.string().trim().max(254).optional(),
  status: z.enum(memberStatuses).optional(),
  cursor: z.string().max(254).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const REASON_MAX = 500;
/** PATCH /api/admin/members/:email: a deactivation needs its reason. */
export const memberStatusChange = z
  .object({
    status: z.enum(memberStatuses),
    reason: z.string().trim().max(REASON_MAX).optional(),
  })
  .refine((v) => v.status === 'active' || (v.reason ?? '') !== '', {
    message: 'Informe o motivo da desativação.',
    path: ['reason'],
  });

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
}

export const USAGE_DAYS = [7, 30, 90] as const;

/** POST /api/admin/members: authorize an email, as the CLI's `add` does. */
export const memberAddition = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Informe um email válido.')),
  name: z.string().trim().max(80).optional(),
});

/** PATCH /api/admin/members/:email/admin: grant or take away the console. */
export const adminGrant = z.object({ isAdmin: z.boolean() });

/** POST /api/admin/members/import (CSV, email[,name] per line): what it did. */
export interface MemberImportReport {
  imported: number;
  rejected: Array<{ line: number; message: string }>;
}

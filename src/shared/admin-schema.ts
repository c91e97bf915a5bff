import { z } from 'zod';
import { MEMBER_NAME_MAX, memberStatuses, REASON_MAX } from './admin.ts';

export const memberListQuery = z.object({
  q: z.string().trim().max(254).optional(),
  status: z.enum(memberStatuses).optional(),
  cursor: z.string().max(254).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

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

/** POST /api/admin/members: authorize an email, as the CLI's `add` does. */
export const memberAddition = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Informe o email.')
    .pipe(z.email('Informe um email válido.')),
  name: z.string().trim().max(MEMBER_NAME_MAX).optional(),
});

/** PATCH /api/admin/members/:email/admin: grant or take away the console. */
export const adminGrant = z.object({ isAdmin: z.boolean() });

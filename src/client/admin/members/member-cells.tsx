import type { AdminMember } from '#shared/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useTimeZone } from '../../lib/format.ts';
import { formatDate, timeAgo } from '../format.ts';
import { statusLabels } from '../labels.ts';

export function StatusBadge({ status }: { status: AdminMember['status'] }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'destructive'}>{statusLabels[status]}</Badge>
  );
}

/** 'há 2 horas', or why there is no last access yet. */
export function lastSeen(member: AdminMember): string {
  if (member.lastSeenAt) return timeAgo(member.lastSeenAt);
  return member.hasAccount ? 'Nunca entrou' : 'Sem senha ainda';
}

/** Since when a member is one, '10/01/2026', in the zone of the page. */
export function useSince() {
  const timeZone = useTimeZone();
  return (member: AdminMember) => formatDate(member.since, timeZone);
}

/** '2 / 1': scripts / objections. */
export const scriptsAndObjections = (scripts: number, objections: number) =>
  `${scripts} / ${objections}`;

export function MemberName({ member }: { member: AdminMember }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {member.name ?? <span className="text-slate-500">Sem nome</span>}
      {member.isAdmin && <Badge variant="outline">Admin</Badge>}
    </span>
  );
}

/** One term and its value in a member's card or page. */
export function Fact({
  term,
  value,
  className,
}: {
  term: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

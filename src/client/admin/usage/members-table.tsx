import type { ReactNode } from 'react';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 text-sm text-slate-800';

/**
 * A console table of members, each with figures in `columns` (right-aligned): it scrolls
 * sideways on a phone, focusable, so a keyboard reaches what is out of view too.
 */
export function MembersTable<Member extends { name: string | null; email: string }>({
  label,
  columns,
  members,
  figures,
}: {
  label: string;
  columns: string[];
  members: Member[];
  /** A member's figures, one per column. */
  figures: (member: Member) => ReactNode[];
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th className={th}>Membro</th>
            {columns.map((column) => (
              <th key={column} className={`${th} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((m) => (
            <tr key={m.email}>
              <MemberCell name={m.name} email={m.email} />
              {figures(m).map((figure, i) => (
                <td key={columns[i]} className={`${td} text-right tabular-nums`}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The member's name (or 'Sem nome') over their email. */
function MemberCell({ name, email }: { name: string | null; email: string }) {
  return (
    <td className={td}>
      <span className="block font-medium text-slate-900">{name ?? 'Sem nome'}</span>
      <span className="block wrap-anywhere text-slate-600">{email}</span>
    </td>
  );
}

import type { ReactNode } from 'react';

export const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const td = 'px-3 py-2.5 text-sm text-slate-800';

/**
 * A console table of members that scrolls sideways on a phone: focusable, so a keyboard reaches
 * what is out of view too.
 */
export function MembersTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
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
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The member's name (or 'Sem nome') over their email. */
export function MemberCell({ name, email }: { name: string | null; email: string }) {
  return (
    <td className={td}>
      <span className="block font-medium text-slate-900">{name ?? 'Sem nome'}</span>
      <span className="block wrap-anywhere text-slate-600">{email}</span>
    </td>
  );
}

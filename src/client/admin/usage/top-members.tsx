import type { AdminUsage } from '#shared/admin.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 text-sm text-slate-800';

/** Who used the AI most in the period; on a phone the table scrolls sideways. */
export function TopMembers({ top }: { top: AdminUsage['top'] }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Membros que mais usaram a IA"
    >
      <table className="w-full">
        <caption className="sr-only">Membros que mais usaram a IA no período</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th className={th}>Membro</th>
            <th className={`${th} text-right`}>Scripts</th>
            <th className={`${th} text-right`}>Objeções</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {top.map((m) => (
            <tr key={m.email}>
              <td className={td}>
                <span className="block font-medium text-slate-900">{m.name ?? 'Sem nome'}</span>
                <span className="block wrap-anywhere text-slate-600">{m.email}</span>
              </td>
              <td className={`${td} text-right tabular-nums`}>{m.scripts}</td>
              <td className={`${td} text-right tabular-nums`}>{m.objections}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

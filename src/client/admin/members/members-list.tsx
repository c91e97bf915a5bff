import type { AdminMember } from '#shared/admin.ts';
import { sourceLabel } from '../labels.ts';
import {
  Fact,
  lastSeen,
  MemberName,
  scriptsAndObjections,
  useSince,
  StatusBadge,
} from './member-cells.tsx';

const th = 'px-2.5 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-2.5 py-3 align-top text-sm text-slate-800';
const emailButton =
  'cursor-pointer rounded-sm text-left font-medium wrap-anywhere text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden';

/** The members as a table from 768 px, as cards on a phone; the email opens the member. */
export function MembersList({
  members,
  onOpen,
}: {
  members: AdminMember[];
  onOpen: (email: string) => void;
}) {
  const since = useSince();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full">
          <caption className="sr-only">Membros</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={th}>Email</th>
              <th className={th}>Nome</th>
              <th className={th}>Status</th>
              <th className={th}>Origem</th>
              <th className={th}>Desde</th>
              <th className={th}>Último acesso</th>
              <th className={th}>Scripts / objeções</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((m) => (
              <tr key={m.email}>
                <td className={`${td} whitespace-nowrap`}>
                  <button type="button" className={emailButton} onClick={() => onOpen(m.email)}>
                    {m.email}
                  </button>
                </td>
                <td className={td}>
                  <MemberName member={m} />
                </td>
                <td className={td}>
                  <StatusBadge status={m.status} />
                </td>
                <td className={td}>{sourceLabel(m.source)}</td>
                <td className={td}>{since(m)}</td>
                <td className={td}>{lastSeen(m)}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>
                  {scriptsAndObjections(m.scriptsToday, m.objectionsToday)} hoje
                  <br />
                  {scriptsAndObjections(m.scriptsTotal, m.objectionsTotal)} no total
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden">
        {members.map((m) => (
          <li key={m.email} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <button type="button" className={emailButton} onClick={() => onOpen(m.email)}>
                {m.email}
              </button>
              <StatusBadge status={m.status} />
            </div>
            <div className="mt-1 text-sm text-slate-800">
              <MemberName member={m} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <Fact term="Origem" value={sourceLabel(m.source)} />
              <Fact term="Desde" value={since(m)} />
              <Fact term="Último acesso" value={lastSeen(m)} />
              <Fact
                className="col-span-2"
                term="Scripts / objeções"
                value={`${scriptsAndObjections(m.scriptsToday, m.objectionsToday)} hoje · ${scriptsAndObjections(m.scriptsTotal, m.objectionsTotal)} no total`}
              />
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

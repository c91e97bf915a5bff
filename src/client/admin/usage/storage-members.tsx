import { MAX_MESSAGE_BYTES_PER_MEMBER, MAX_MESSAGES_PER_MEMBER } from '#shared/conversations.ts';
import type { AdminUsage } from '#shared/admin.ts';
import { groupDigits } from '#shared/money.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 text-sm text-slate-800';

export const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** The larger of a member's two shares of their cap (messages, bytes), as a whole percent. */
const share = (m: { messages: number; bytes: number }) =>
  Math.floor(
    100 * Math.max(m.messages / MAX_MESSAGES_PER_MEMBER, m.bytes / MAX_MESSAGE_BYTES_PER_MEMBER),
  );

/** Who keeps most conversation text, and how near each is to their cap. */
export function StorageMembers({ top }: { top: AdminUsage['storage']['top'] }) {
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it too.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Membros que mais guardam conversas"
    >
      <table className="w-full">
        <caption className="sr-only">Membros que mais guardam conversas</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th className={th}>Membro</th>
            <th className={`${th} text-right`}>Mensagens</th>
            <th className={`${th} text-right`}>Texto</th>
            <th className={`${th} text-right`}>Do limite</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {top.map((m) => (
            <tr key={m.email}>
              <td className={td}>
                <span className="block font-medium text-slate-900">{m.name ?? 'Sem nome'}</span>
                <span className="block wrap-anywhere text-slate-600">{m.email}</span>
              </td>
              <td className={`${td} text-right tabular-nums`}>{groupDigits(m.messages)}</td>
              <td className={`${td} text-right tabular-nums`}>{megabytes(m.bytes)}</td>
              <td className={`${td} text-right tabular-nums`}>{share(m)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

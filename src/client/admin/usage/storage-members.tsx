import { MAX_MESSAGE_BYTES_PER_MEMBER, MAX_MESSAGES_PER_MEMBER } from '#shared/conversations.ts';
import type { AdminUsage } from '#shared/admin.ts';
import { groupDigits } from '#shared/money.ts';
import { MemberCell, MembersTable, td, th } from './members-table.tsx';

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
    <MembersTable
      label="Membros que mais guardam conversas"
      head={
        <>
          <th className={th}>Membro</th>
          <th className={`${th} text-right`}>Mensagens</th>
          <th className={`${th} text-right`}>Texto</th>
          <th className={`${th} text-right`}>Do limite</th>
        </>
      }
    >
      {top.map((m) => (
        <tr key={m.email}>
          <MemberCell name={m.name} email={m.email} />
          <td className={`${td} text-right tabular-nums`}>{groupDigits(m.messages)}</td>
          <td className={`${td} text-right tabular-nums`}>{megabytes(m.bytes)}</td>
          <td className={`${td} text-right tabular-nums`}>{share(m)}%</td>
        </tr>
      ))}
    </MembersTable>
  );
}

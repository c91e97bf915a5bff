import { MAX_MESSAGE_BYTES_PER_MEMBER, MAX_MESSAGES_PER_MEMBER } from '#shared/conversations.ts';
import type { AdminUsage } from '#shared/admin.ts';
import { groupDigits } from '#shared/money.ts';
import { MembersTable } from './members-table.tsx';

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
      columns={['Mensagens', 'Texto', 'Do limite']}
      members={top}
      figures={(m) => [groupDigits(m.messages), megabytes(m.bytes), `${share(m)}%`]}
    />
  );
}

import type { AdminUsage } from '#shared/admin.ts';
import { MemberCell, MembersTable, td, th } from './members-table.tsx';

/** Who used the AI most in the period; on a phone the table scrolls sideways. */
export function TopMembers({ top }: { top: AdminUsage['top'] }) {
  return (
    <MembersTable
      label="Membros que mais usaram a IA no período"
      head={
        <>
          <th className={th}>Membro</th>
          <th className={`${th} text-right`}>Scripts</th>
          <th className={`${th} text-right`}>Objeções</th>
        </>
      }
    >
      {top.map((m) => (
        <tr key={m.email}>
          <MemberCell name={m.name} email={m.email} />
          <td className={`${td} text-right tabular-nums`}>{m.scripts}</td>
          <td className={`${td} text-right tabular-nums`}>{m.objections}</td>
        </tr>
      ))}
    </MembersTable>
  );
}

import type { AdminUsage } from '#shared/admin.ts';
import { MembersTable } from './members-table.tsx';

/** Who used the AI most in the period; on a phone the table scrolls sideways. */
export function TopMembers({ top }: { top: AdminUsage['top'] }) {
  return (
    <MembersTable
      label="Membros que mais usaram a IA no período"
      columns={['Scripts', 'Objeções']}
      members={top}
      figures={(m) => [m.scripts, m.objections]}
    />
  );
}

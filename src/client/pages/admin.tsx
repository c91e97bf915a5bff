import { AdminConsole } from './admin-console.tsx';
import { RestrictedArea } from '../admin/restricted-area.tsx';
import { useMe } from '../auth/session.ts';

/** /admin: the operator's console for admins, a friendly 'Área restrita' for anyone else. */
export default function AdminPage() {
  const { data: me } = useMe();
  return me?.isAdmin ? <AdminConsole /> : <RestrictedArea />;
}

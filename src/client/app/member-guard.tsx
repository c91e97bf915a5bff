import { Navigate, Outlet, useLocation } from 'react-router';
import { authPathFor } from '#shared/next-path.ts';
import { useMe } from '../auth/session.ts';
import { Button } from '../components/ui/button.tsx';
import { SuspendedScreen } from '../pages/suspended.tsx';

/**
 * The member pages' screen of the guard, whose loader (app/routes.tsx) sends a visitor without a
 * session to /auth before any page loads. Here it follows the session as it changes: /auth once
 * it ends (sign-out, a 401), the suspended screen for an inactive membership, and a retry when
 * the server could not be asked.
 */
export default function MemberGuard() {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.data === null)
    return <Navigate to={authPathFor(pathname + search, window.location.origin)} replace />;
  if (me.data) return me.data.membershipActive ? <Outlet /> : <SuspendedScreen me={me.data} />;
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="grid gap-3">
        <h1 className="text-xl font-bold">Não foi possível verificar seu acesso</h1>
        <p className="text-slate-700">Confira sua conexão com a internet e tente novamente.</p>
        <Button onClick={() => void me.refetch()} disabled={me.isFetching}>
          Tentar novamente
        </Button>
      </div>
    </main>
  );
}

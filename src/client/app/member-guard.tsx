import { Navigate, Outlet } from 'react-router';
import { useMe } from '../auth/session.ts';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { SuspendedScreen } from '../pages/suspended.tsx';

/**
 * The access guard: a spinner while loading, /auth (replacing history) without a
 * user, the suspended screen for an inactive membership, otherwise the page. It re-evaluates
 * whenever the session query changes.
 */
export default function MemberGuard() {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label="Verificando seu acesso..." />
      </div>
    );
  }
  if (me.isError) {
    // The server could not be asked: say so and offer a retry instead of a false "suspended".
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="grid gap-3">
          <h1 className="text-xl font-bold">Não foi possível verificar seu acesso</h1>
          <p className="text-slate-700">Confira sua conexão com a internet e tente de novo.</p>
          <Button onClick={() => void me.refetch()}>Tentar novamente</Button>
        </div>
      </main>
    );
  }
  if (!me.data) return <Navigate to="/auth" replace />;
  if (!me.data.membershipActive) return <SuspendedScreen me={me.data} />;
  return <Outlet />;
}

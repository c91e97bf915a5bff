import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authStateChanged } from './session.ts';

/**
 * After a sign-in or a new password: re-reads the session, then opens /inicio. `afterMs`
 * leaves time to read the success toast; the promise settles only once the page has moved,
 * so the form stays busy until then.
 */
export function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (afterMs = 0) => {
    if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
    await authStateChanged(queryClient);
    await navigate('/inicio', { replace: true });
  };
}

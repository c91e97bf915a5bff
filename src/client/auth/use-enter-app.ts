import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '#shared/next-path.ts';
import { authStateChanged } from './session.ts';

/**
 * After a sign-in or a new password: re-reads the session, then opens /inicio (or the page the
 * guard sent the visitor from, `?next=`, when it is one of this site's). `afterMs`
 * leaves time to read the success toast; the promise settles only once the page has moved,
 * so the form stays busy until then.
 */
export function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return async (afterMs = 0) => {
    if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
    await authStateChanged(queryClient);
    await navigate(safeNextPath(search.get('next'), window.location.origin), { replace: true });
  };
}

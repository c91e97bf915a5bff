import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logoutMessages, type Toast } from '#shared/messages.ts';
import { notify } from '../lib/notify.ts';
import { signOut } from './api.ts';
import { forgetUser } from './session.ts';

/** Signs out, forgets the user's cached data and lands on '/'. `errorToast` differs by screen. */
export function useLogout(errorToast: Toast = logoutMessages.errorShell) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut();
      forgetUser(queryClient);
      notify.success(logoutMessages.success);
      await navigate('/', { replace: true });
    } catch {
      notify.error(errorToast);
    } finally {
      setPending(false);
    }
  }
  return { logout, pending };
}

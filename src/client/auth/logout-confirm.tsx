import type * as React from 'react';
import { logoutMessages, type Toast } from '#shared/messages.ts';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { useLogout } from './use-logout.ts';

/** Whatever trigger it wraps asks 'Tem certeza que deseja sair?' before signing out. */
export function LogoutConfirm({
  children,
  errorToast,
}: {
  children: React.ReactElement;
  errorToast?: Toast;
}) {
  const { logout, pending } = useLogout(errorToast);
  return (
    <ConfirmDialog
      title={logoutMessages.confirm}
      description="Você poderá entrar de novo quando quiser; seus dados continuam salvos."
      confirmLabel="Sair"
      disabled={pending}
      onConfirm={() => void logout()}
    >
      {children}
    </ConfirmDialog>
  );
}

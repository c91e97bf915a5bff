import type * as React from 'react';
import { logoutMessages, type Toast } from '#shared/messages.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../components/ui/alert-dialog.tsx';
import { useLogout } from './use-logout.ts';

/** Whatever trigger it wraps asks 'Tem certeza que deseja sair?' before signing out. */
export function LogoutConfirm({
  children,
  errorToast,
}: {
  children: React.ReactNode;
  errorToast?: Toast;
}) {
  const { logout, pending } = useLogout(errorToast);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{logoutMessages.confirm}</AlertDialogTitle>
          <AlertDialogDescription>
            Você poderá entrar de novo quando quiser; seus dados continuam salvos.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={pending} onClick={() => void logout()}>
            Sair
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { LogoutConfirm } from '../auth/logout-confirm.tsx';
import { Button } from '../components/ui/button.tsx';
import { Brand } from './brand.tsx';

/** The frame of the member pages. */
export function MemberLayout() {
  return (
    <div className="min-h-dvh">
      <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
        <Brand to="/inicio" />
        <LogoutConfirm>
          <Button variant="ghost" size="sm">
            <LogOut aria-hidden /> Sair
          </Button>
        </LogoutConfirm>
      </header>
      <Outlet />
    </div>
  );
}

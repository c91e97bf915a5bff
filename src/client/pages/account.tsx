import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { logoutMessages } from '#shared/messages.ts';
import { ChangePasswordCard } from '../auth/change-password-card.tsx';
import { CadenceCard } from '../follow-ups/cadence-card.tsx';
import { ProfileCard } from '../account/profile-card.tsx';
import { PixKeyCard } from '../pix/pix-key-card.tsx';
import { PushCard } from '../pwa/push-card.tsx';
import { SendTokenCard } from '../account/send-token-card.tsx';
import { LogoutConfirm } from '../auth/logout-confirm.tsx';
import { useMe } from '../auth/session.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';

export default function AccountPage() {
  const { data: me } = useMe();
  if (!me) return null; // the guard renders this page only with a session

  return (
    <div className="grid max-w-2xl gap-6">
      <div>
        <Link
          to="/dashboard"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2' })}
        >
          <ArrowLeft aria-hidden /> Voltar
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Minha Conta</h1>
      </div>
      <ProfileCard me={me} />
      <PixKeyCard />
      <CadenceCard />
      <ChangePasswordCard />
      <PushCard />
      <SendTokenCard />
      <SectionCard
        title="Sair do Sistema"
        description="Encerre sua sessão neste aparelho. Seus dados continuam salvos."
      >
        <LogoutConfirm errorToast={logoutMessages.errorAccount}>
          <Button variant="destructive">
            <LogOut aria-hidden /> Sair da Conta
          </Button>
        </LogoutConfirm>
      </SectionCard>
    </div>
  );
}

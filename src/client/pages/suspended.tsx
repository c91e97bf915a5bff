import { LogOut, MessageCircle, ShieldCheck } from 'lucide-react';
import type { Me } from '#shared/auth.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { LogoutConfirm } from '../auth/logout-confirm.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { useAppConfig } from '../lib/app-config.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';

/** What a signed-in member whose access is inactive sees instead of any member page. */
export function SuspendedScreen({ me }: { me: Me }) {
  const { appName, data: config } = useAppConfig();
  const message = `Olá! Meu acesso ao ${appName} está suspenso e eu gostaria de reativar. Meu email de compra é ${me.email}.`;
  return (
    <AuthFrame notice>
      <h1 className="text-2xl font-bold text-slate-900">Acesso Temporariamente Suspenso</h1>
      <p className="mt-3 flex gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        Fique tranquilo: seus produtos, scripts e clientes estão salvos e voltam assim que o acesso
        for reativado.
      </p>
      <h2 className="mt-5 font-semibold">Para reativar seu acesso</h2>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
        <li>Verifique se sua assinatura está ativa na plataforma onde você comprou.</li>
        <li>Fale com a gente pelo WhatsApp, informando o email da compra.</li>
        <li>
          Aguarde a reativação automática: assim que o pagamento é confirmado, o acesso volta
          sozinho.
        </li>
      </ol>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {config && (
          <a
            className={buttonVariants({ size: 'lg' })}
            href={whatsAppLink(config.supportWhatsApp, message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden /> Falar no WhatsApp
          </a>
        )}
        <LogoutConfirm>
          <Button variant="outline" size="lg">
            <LogOut aria-hidden /> Sair da Conta
          </Button>
        </LogoutConfirm>
      </div>
    </AuthFrame>
  );
}

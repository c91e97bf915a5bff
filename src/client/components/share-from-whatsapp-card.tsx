import { Download, Share2 } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from './ui/button.tsx';
import { SectionCard } from './ui/card.tsx';
import { installSnapshot, promptInstall, subscribeInstall } from '../lib/install-state.ts';

/** The member closed the card on /inicio once they knew how. */
const DONE_KEY = 'fz-share-card-done';

/** The server cannot know the phone: it renders nothing, the browser fills it in. */
const serverSnapshot = () => null;

/**
 * 'Compartilhe do WhatsApp': on Android, the app must be installed to be in WhatsApp's share menu,
 * so the card installs it (the browser's dialog where it offers one, the steps where it does
 * not), then says how to share each thing. On an iPhone, it points to the Shortcut. Nothing on a
 * computer. On /inicio (`closable`) it can be closed for good once installed.
 */
export function ShareFromWhatsAppCard({
  closable = false,
  className,
}: {
  closable?: boolean;
  className?: string;
}) {
  const state = useSyncExternalStore(subscribeInstall, installSnapshot, serverSnapshot);
  const [closed, setClosed] = useState(
    () => closable && typeof localStorage !== 'undefined' && localStorage.getItem(DONE_KEY) === '1',
  );
  if (!state || state.platform === 'other' || closed) return null;
  const close = closable ? (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      onClick={() => {
        localStorage.setItem(DONE_KEY, '1');
        setClosed(true);
      }}
    >
      Entendi
    </Button>
  ) : null;

  if (state.platform === 'iphone')
    return (
      <SectionCard
        className={className}
        title="Compartilhe do WhatsApp para o FechaZap"
        description="No iPhone, o FechaZap recebe mensagens, conversas, contatos e áudios por um atalho do app Atalhos, montado uma vez só."
        contentClassName="grid gap-3"
      >
        <Link
          to="/minha-conta#iphone"
          className={buttonVariants({ className: 'justify-self-start' })}
        >
          <Share2 aria-hidden /> Montar o atalho
        </Link>
        {close}
      </SectionCard>
    );

  if (!state.installed)
    return (
      <SectionCard
        className={className}
        title="Compartilhe do WhatsApp para o FechaZap"
        description="Para o FechaZap aparecer no menu Compartilhar do WhatsApp, instale o app neste celular. Leva um toque e não ocupa espaço."
        contentClassName="grid gap-3 text-sm text-slate-700"
        data-testid="install-card"
      >
        {state.canPrompt ? (
          <Button className="justify-self-start" onClick={() => void promptInstall()}>
            <Download aria-hidden /> Instalar o FechaZap
          </Button>
        ) : (
          <ol className="grid list-decimal gap-1 pl-5">
            <li>No Chrome, toque em ⋮ (no canto superior direito).</li>
            <li>
              Toque em <strong>Instalar app</strong> ou <strong>Adicionar à tela inicial</strong> e
              confirme.
            </li>
            <li>Abra o FechaZap pelo ícone que apareceu na tela inicial.</li>
          </ol>
        )}
      </SectionCard>
    );

  return (
    <SectionCard
      className={className}
      title="O FechaZap está no menu Compartilhar"
      description="No WhatsApp, compartilhe com o FechaZap e a resposta já vem pronta:"
      contentClassName="grid gap-3 text-sm text-slate-700"
      data-testid="share-steps"
    >
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          <strong>Uma mensagem ou um áudio:</strong> toque e segure › Compartilhar (ícone de
          compartilhar no alto) › FechaZap.
        </li>
        <li>
          <strong>A conversa inteira:</strong> na conversa, ⋮ › Mais › Exportar conversa › Sem mídia
          › FechaZap.
        </li>
        <li>
          <strong>Um contato:</strong> abra o contato › ⋮ › Compartilhar › FechaZap.
        </li>
      </ul>
      {close}
    </SectionCard>
  );
}

import { Copy, MessageCircle, Phone } from 'lucide-react';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { copyText } from '../lib/clipboard.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';

/**
 * A row's ready message out ('Depois da venda', 'Reativar'): 'Enviar no WhatsApp' opens the
 * chat with it and records the send (`onSent`); without a number, 'Adicionar telefone' opens
 * the customer's dialog and 'Copiar mensagem' copies it, then records the send.
 */
export function SendButtons({
  nome,
  whatsapp,
  message,
  busy,
  onSent,
  onAddPhone,
}: {
  nome: string;
  whatsapp: string | null;
  message: string;
  busy: boolean;
  onSent: () => void;
  onAddPhone: () => void;
}) {
  if (whatsapp)
    return (
      <a
        href={whatsAppLink(whatsapp, message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Enviar no WhatsApp para ${nome}`}
        aria-disabled={busy || undefined}
        className={buttonVariants({
          className: busy ? 'pointer-events-none opacity-60' : undefined,
        })}
        onClick={onSent}
      >
        <MessageCircle aria-hidden />
        Enviar no WhatsApp
      </a>
    );
  return (
    <>
      <Button aria-label={`Adicionar telefone de ${nome}`} onClick={onAddPhone}>
        <Phone aria-hidden />
        Adicionar telefone
      </Button>
      <Button
        variant="outline"
        aria-label={`Copiar mensagem para ${nome}`}
        disabled={busy}
        onClick={() =>
          void copyText(message).then(onSent, () =>
            notify.error({
              title: 'Não foi possível copiar',
              description: 'Selecione o texto da mensagem e copie.',
            }),
          )
        }
      >
        <Copy aria-hidden />
        Copiar mensagem
      </Button>
    </>
  );
}

import { Copy } from 'lucide-react';
import type { Toast } from '#shared/messages.ts';
import { fillName } from '#shared/script-format.ts';
import { Button } from '../ui/button.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { notify } from '../../lib/notify.ts';
import { SendToCustomer } from '../send-to-customer.tsx';

/**
 * A message as it will look in WhatsApp, with 'Copiar' (without the {nome} placeholder) and
 * 'Enviar no WhatsApp' (with the customer's name). AI text is rendered as text, never HTML.
 */
export function MessageBubble({
  text,
  copied,
  copyLabel = 'Copiar',
}: {
  text: string;
  copied: Toast;
  copyLabel?: string;
}) {
  return (
    <div className="max-w-prose">
      <p className="rounded-2xl rounded-tl-sm bg-[#dcf8c6] px-4 py-2.5 whitespace-pre-wrap text-slate-900 shadow-sm">
        {text}
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            void copyText(fillName(text, '')).then(
              () => notify.success(copied),
              () =>
                notify.error({
                  title: 'Não foi possível copiar',
                  description: 'Selecione o texto e copie manualmente.',
                }),
            )
          }
        >
          <Copy aria-hidden /> {copyLabel}
        </Button>
        <SendToCustomer message={text} />
      </div>
    </div>
  );
}

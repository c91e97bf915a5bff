import { Copy, Send, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MAX_REPLY_CHARS } from '#shared/conversations.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { TextareaField } from '../ui/field.tsx';
import { whatsAppLink } from '../../lib/whatsapp.ts';

/**
 * The seller's own reply, typed or edited from one of the ready ones. Sent like them: the text
 * is filed as the seller's message, and the next customer who asks the same question gets these
 * words where the product's fields are silent (decision 035).
 */
export function OwnReply({
  draft,
  edits,
  onChange,
  whatsapp,
  onSend,
  onCopy,
  onClose,
}: {
  draft: string;
  /** Counts the taps that filled the box ('Editar'): each puts the caret at its end. */
  edits: number;
  onChange: (text: string) => void;
  whatsapp: string | null;
  onSend: (text: string) => void;
  onCopy: (text: string) => void;
  onClose: () => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened or filled by a tap: the caret goes where the seller will type.
  useEffect(() => {
    const field = box.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [edits]);
  const text = draft.trim();
  const tooLong = draft.length > MAX_REPLY_CHARS;
  const ready = text.length > 0 && !tooLong;
  return (
    <div className="grid max-w-prose gap-2 rounded-lg border border-slate-200 p-3">
      <TextareaField
        ref={box}
        label="Sua resposta"
        value={draft}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        limit={{ max: MAX_REPLY_CHARS, value: draft, quiet: true }}
        hint="Quando outro cliente perguntar o mesmo e a ficha do produto não responder, o FechaZap usa as suas palavras."
      />
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" disabled={!ready} onClick={() => onCopy(text)}>
          <Copy aria-hidden /> Copiar
        </Button>
        {ready ? (
          <a
            className={buttonVariants({ size: 'sm' })}
            href={whatsAppLink(whatsapp ?? '', text)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onSend(text)}
          >
            <Send aria-hidden /> Enviar no WhatsApp
          </a>
        ) : (
          <Button size="sm" disabled>
            <Send aria-hidden /> Enviar no WhatsApp
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden /> Fechar
        </Button>
      </div>
    </div>
  );
}

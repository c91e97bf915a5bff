import type { Author } from '#shared/conversations.ts';
import { cn } from '../../lib/cn.ts';
import { formatShortDate, formatTime, useTimeZone } from '../../lib/format.ts';

export interface ChatLine {
  key: string;
  author: Author;
  /** The name WhatsApp gave the author, shown over the customer's bubbles when known. */
  authorName?: string | null;
  at: string;
  text: string;
}

/**
 * Messages as WhatsApp draws them, oldest first: the customer's on the left, the seller's on
 * the right. Text only, never HTML.
 */
export function ChatView({ lines, label }: { lines: ChatLine[]; label: string }) {
  const timeZone = useTimeZone();
  return (
    <ol aria-label={label} className="grid min-w-0 gap-1.5 rounded-xl bg-[#efeae2] p-3">
      {lines.map((line) => {
        const mine = line.author === 'seller';
        const at = new Date(line.at);
        return (
          <li
            key={line.key}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-1.5 text-sm text-slate-900 shadow-sm',
              mine ? 'justify-self-end bg-[#dcf8c6]' : 'justify-self-start bg-white',
            )}
          >
            <span className="sr-only">{mine ? 'Você: ' : 'Cliente: '}</span>
            {!mine && line.authorName && (
              <span className="block text-xs font-semibold text-brand-800" aria-hidden>
                {line.authorName}
              </span>
            )}
            {/* 'anywhere', not 'break-word': a Pix code or a link is one long word, and only
                'anywhere' lets it shrink the bubble instead of widening the dialog. */}
            <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{line.text}</span>
            <span className="mt-0.5 block text-right text-[11px] text-slate-600">
              {formatShortDate(at, timeZone)} {formatTime(at, timeZone)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

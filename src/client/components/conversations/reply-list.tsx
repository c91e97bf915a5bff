import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, PenLine, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReplyResult } from '#shared/conversations.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { Loading } from '../ui/loading.tsx';
import { ApiError } from '../../lib/api.ts';
import { copyText } from '../../lib/clipboard.ts';
import { notify } from '../../lib/notify.ts';
import { whatsAppLink } from '../../lib/whatsapp.ts';
import { OwnReply } from './own-reply.tsx';
import { RepliesRemaining } from './replies-remaining.tsx';

/**
 * The three replies to the customer's last words, each with 'Copiar' and 'Enviar no WhatsApp'
 * (wa.me with the customer's number, or without one to pick the chat in WhatsApp). `onSend`
 * records the reply; the link opens WhatsApp at once, so the tap is never lost to a popup
 * blocker waiting for the server. 'Editar' or 'Escrever minha resposta' opens the seller's own
 * reply, sent the same way (also when the day's replies are spent).
 */
export function ReplyList({
  replies,
  whatsapp,
  onSend,
  Heading = 'h2',
}: {
  replies: UseQueryResult<ReplyResult>;
  whatsapp: string | null;
  onSend: (text: string) => void;
  /** h3 inside a dialog. */
  Heading?: 'h2' | 'h3';
}) {
  const heading = useId();
  // null: the own reply is closed.
  const [draft, setDraft] = useState<string | null>(null);
  const [edits, setEdits] = useState(0);
  const edit = (text: string) => {
    setDraft(text);
    setEdits((n) => n + 1);
  };
  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading
          id={heading}
          className={Heading === 'h2' ? 'text-lg font-semibold' : 'font-semibold'}
        >
          Respostas prontas
        </Heading>
        <RepliesRemaining />
      </div>
      <Replies replies={replies} whatsapp={whatsapp} onSend={onSend} onEdit={edit} />
      {draft === null ? (
        <Button variant="outline" className="justify-self-start" onClick={() => edit('')}>
          <PenLine aria-hidden /> Escrever minha resposta
        </Button>
      ) : (
        <OwnReply
          draft={draft}
          edits={edits}
          onChange={setDraft}
          onClose={() => setDraft(null)}
          whatsapp={whatsapp}
          onSend={onSend}
          onCopy={(text) => void copy(text)}
        />
      )}
    </section>
  );
}

function Replies({
  replies,
  whatsapp,
  onSend,
  onEdit,
}: Omit<Parameters<typeof ReplyList>[0], 'Heading'> & { onEdit: (text: string) => void }) {
  if (replies.isPending) return <Loading label="Escrevendo respostas..." compact />;
  if (replies.isError) {
    const spent = replies.error instanceof ApiError && replies.error.status === 429;
    return spent ? (
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{replies.error.message}</p>
    ) : (
      <LoadError
        message="Não foi possível escrever as respostas agora."
        onRetry={() => void replies.refetch()}
      />
    );
  }
  return (
    <>
      {replies.data.answering && (
        <p className="text-sm text-slate-700">
          Respondendo a: <q className="italic">{replies.data.answering}</q>
        </p>
      )}
      <ol className="grid gap-4">
        {replies.data.replies.map((reply, index) => (
          <li key={index} className="max-w-prose">
            <p className="rounded-2xl rounded-tl-sm bg-[#dcf8c6] px-4 py-2.5 whitespace-pre-wrap text-slate-900 shadow-sm [overflow-wrap:anywhere]">
              {reply.text}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              <Button variant="ghost" size="sm" onClick={() => void copy(reply.text)}>
                <Copy aria-hidden /> Copiar
              </Button>
              <a
                className={buttonVariants({ size: 'sm' })}
                href={whatsAppLink(whatsapp ?? '', reply.text)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onSend(reply.text)}
              >
                <Send aria-hidden /> Enviar no WhatsApp
              </a>
              <Button variant="ghost" size="sm" onClick={() => onEdit(reply.text)}>
                <PenLine aria-hidden /> Editar
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

const copy = (text: string) =>
  copyText(text).then(
    () => notify.success({ title: 'Resposta copiada!' }),
    () =>
      notify.error({
        title: 'Não foi possível copiar',
        description: 'Selecione o texto e copie manualmente.',
      }),
  );

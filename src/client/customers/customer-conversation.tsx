import { ClipboardPaste, MessagesSquare, Reply } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Customer } from '#shared/customers.ts';
import { ChatView } from '../components/conversations/chat-view.tsx';
import { ReplyList } from '../components/conversations/reply-list.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { NextPageButton } from '../components/ui/next-page-button.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { customerRepliesOptions, useReplies } from '../conversations/api/get-replies.ts';
import { useMessages } from '../conversations/api/get-messages.ts';
import { useRecordReply } from './api/record-message.ts';

/**
 * 'Conversa': what the customer and the seller said in WhatsApp, newest page first and shown
 * oldest first, with the older pages on request; 'Responder' writes three replies to the
 * customer's last words.
 */
export function CustomerConversation({ customer }: { customer: Customer }) {
  const messages = useMessages(customer.id);
  const [replying, setReplying] = useState(false);
  const replies = useReplies(customerRepliesOptions(customer.id), replying);
  const recordReply = useRecordReply();
  const heading = `conversa-${customer.id}`;

  const lines = (messages.data?.pages ?? [])
    .flatMap((page) => page.messages)
    .map((message) => ({ key: message.id, ...message }))
    .reverse();

  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={heading} className="flex items-center gap-2 text-sm font-semibold">
          <MessagesSquare className="size-4" aria-hidden /> Conversa
        </h3>
        <Link
          to={`/compartilhar?cliente=${encodeURIComponent(customer.id)}`}
          className={buttonVariants({ variant: 'ghost-brand', size: 'sm' })}
        >
          <ClipboardPaste aria-hidden /> Colar conversa
        </Link>
      </div>
      {messages.isPending ? (
        <Loading label="Carregando conversa..." compact />
      ) : messages.isError ? (
        <p className="text-sm text-slate-700">Não foi possível carregar a conversa.</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nenhuma mensagem ainda. Compartilhe a conversa do WhatsApp com o FechaZap ou use
          &quot;Colar conversa&quot;.
        </p>
      ) : (
        <>
          <NextPageButton query={messages} variant="ghost" size="sm">
            Ver mensagens anteriores
          </NextPageButton>
          <ChatView lines={lines} label={`Conversa com ${customer.nome}`} />
        </>
      )}
      {replying ? (
        <ReplyList
          Heading="h3"
          replies={replies}
          whatsapp={customer.whatsapp}
          onSend={(text) => recordReply.mutate({ customerId: customer.id, text })}
        />
      ) : (
        lines.length > 0 && (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setReplying(true)}
          >
            <Reply aria-hidden /> Responder
          </Button>
        )
      )}
    </section>
  );
}

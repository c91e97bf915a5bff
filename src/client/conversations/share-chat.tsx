import { useQuery } from '@tanstack/react-query';
import { Check, Save, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerMatch, FileShareResult, SharePreview } from '#shared/conversations.ts';
import { firstName } from '#shared/first-name.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { customerOptions } from '../customers/api/get-customer.ts';
import { useApplyPhase } from '../customers/api/move-customer.ts';
import { useFileShare } from './api/file-share.ts';
import { shareRepliesOptions, useReplies } from './api/get-replies.ts';
import { ChatView } from '../components/conversations/chat-view.tsx';
import { CustomerPicker, type CustomerChoice } from './customer-choice.tsx';
import { ReplyList } from '../components/conversations/reply-list.tsx';
import { ExportAudiosCard, ShareAudio } from './share-audio.tsx';
import { useAppConfig } from '../lib/app-config.ts';
import { filedToast, messageCount, phaseLabel } from './texts.ts';
import { useWhatsappDigits } from './use-whatsapp-digits.ts';

const choiceFrom = (match: CustomerMatch | null): CustomerChoice | null =>
  match?.by === 'phone' || match?.by === 'name' || match?.by === 'chosen' || match?.by === 'recent'
    ? { kind: 'existing', customerId: match.customerId, nome: match.nome, fase: match.fase }
    : match?.by === 'new'
      ? { kind: 'new', nome: match.nome, telefone: match.telefone }
      : null;

/** What 'Novo cliente' starts from: the name (and phone) the share gives. */
const newSuggestion = ({ match, proposal }: SharePreview) =>
  match.by === 'new' ? match : proposal?.by === 'new' ? proposal : undefined;

const fileFailed = { fallback: { title: 'Não foi possível salvar a conversa. Tente novamente.' } };

/**
 * A shared chat before it is filed: on whom, who the seller is, its last messages, and the
 * three replies to the customer's last words. Sending a reply files the chat with it.
 */
export function ShareChat({
  share,
  cliente = null,
}: {
  share: SharePreview;
  cliente?: string | null;
}) {
  // A voice note starts on the customer touched last, with 'Trocar' one tap away.
  const [choice, setChoice] = useState(() =>
    choiceFrom(share.audio && share.match.by === 'none' ? share.proposal : share.match),
  );
  const [picking, setPicking] = useState(choice === null);
  const [seller, setSeller] = useState(share.sellerAuthor);
  const [filed, setFiled] = useState<(FileShareResult & { nome: string }) | null>(null);
  const fileShare = useFileShare();
  const applyPhase = useApplyPhase();
  const matchedId = choice?.kind === 'existing' ? choice.customerId : null;
  // Written once the customer is known: their name, phase and history shape the replies.
  const hasWords = share.audio?.text !== 'waiting';
  const transcribes = useAppConfig().data?.aiMode === 'provider';
  const replies = useReplies(shareRepliesOptions(share.id, matchedId), choice !== null && hasWords);
  const existing = useQuery({ ...customerOptions(matchedId ?? ''), enabled: matchedId !== null });
  const newDigits = useWhatsappDigits(choice?.kind === 'new' ? choice.telefone : null);
  const whatsapp = choice?.kind === 'new' ? newDigits : (existing.data?.whatsapp ?? null);
  const askSeller = share.sellerAuthor === null && share.authors.length > 1;

  function file(sentReply?: string) {
    if (!choice) return;
    // Once filed, the same customer again: a new one is created only the first time.
    const target = filed
      ? { customerId: filed.customerId }
      : choice.kind === 'existing'
        ? { customerId: choice.customerId }
        : { newCustomer: { nome: choice.nome, telefone: choice.telefone } };
    fileShare.mutate(
      {
        id: share.id,
        ...target,
        ...(seller && seller !== share.sellerAuthor ? { sellerAuthor: seller } : {}),
        ...(sentReply ? { sentReply } : {}),
      },
      {
        onSuccess: (result) => {
          const nome = firstName(choice.nome);
          setFiled({ ...result, nome });
          const phase = result.suggestedPhase;
          const current = choice.kind === 'existing' ? choice.fase : 'prospect';
          notify.success(
            filedToast(result.added, result.skipped, nome),
            phase && phase !== current
              ? {
                  label: `Mover para ${phaseLabel(phase)}`,
                  onClick: () => applyPhase.mutate({ customerId: result.customerId, fase: phase }),
                }
              : undefined,
          );
        },
        onError: (err) => notify.error(errorToast(err, fileFailed)),
      },
    );
  }

  const lines = share.lastMessages.map((message, index) => ({
    key: `${index}-${message.at}`,
    author:
      seller === null
        ? message.author
        : message.authorName === seller
          ? ('seller' as const)
          : ('customer' as const),
    authorName: message.authorName,
    at: message.at,
    text: message.text,
  }));

  // The replies come right after the customer, before the chat: on a phone, nobody scrolls
  // past twenty messages to reach them.
  return (
    <div className="grid gap-5">
      <Card className="grid gap-3 p-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <UserRound className="size-5 text-brand-700" aria-hidden /> Salvar no cliente
        </h2>
        {picking ? (
          <Whose
            ask={share.match.by === 'none'}
            audio={share.audio !== undefined}
            proposed={choiceFrom(share.proposal)}
            suggestion={newSuggestion(share)}
            onCancel={choice ? () => setPicking(false) : undefined}
            onPick={(picked) => {
              setChoice(picked);
              setPicking(false);
            }}
          />
        ) : (
          choice && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p data-testid="share-match">
                {choice.kind === 'existing' ? (
                  <>
                    <span className="font-medium">{choice.nome}</span>
                    <span className="text-slate-600"> · {phaseLabel(choice.fase)}</span>
                  </>
                ) : (
                  <>
                    Novo cliente: <span className="font-medium">{choice.nome}</span>
                    {choice.telefone && (
                      <span className="block text-sm text-slate-600">{choice.telefone}</span>
                    )}
                  </>
                )}
              </p>
              {!filed && (
                <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                  Trocar
                </Button>
              )}
            </div>
          )
        )}
        {askSeller && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Qual destes é você?</legend>
            <div className="flex flex-wrap gap-2">
              {share.authors.map((author) => (
                <Button
                  key={author}
                  variant={seller === author ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={seller === author}
                  onClick={() => setSeller(author)}
                >
                  {author}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
      </Card>

      {share.audio && <ShareAudio share={share} cliente={cliente} />}
      {share.exportAudios && transcribes && <ExportAudiosCard share={share} cliente={cliente} />}

      {choice && hasWords && (
        <ReplyList replies={replies} whatsapp={whatsapp} onSend={(text) => file(text)} />
      )}

      {filed ? (
        <Filed filed={filed} applying={applyPhase} current={choice} />
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={!choice || fileShare.isPending}
          onClick={() => file()}
        >
          <Save aria-hidden /> {fileShare.isPending ? 'Salvando...' : 'Só salvar a conversa'}
        </Button>
      )}

      <section aria-labelledby="conversa" className="grid gap-2">
        <h2 id="conversa" className="text-lg font-semibold">
          Conversa{' '}
          <span className="text-sm font-normal text-slate-600">
            ({messageCount(share.messageCount)})
          </span>
        </h2>
        <ChatView lines={lines} label="Últimas mensagens" />
      </section>
    </div>
  );
}

/**
 * The one question of a message that does not say whose it is: the customer it names first
 * (`proposed`, one tap), then the others and a new one. 'Trocar' opens the picker alone.
 */
function Whose({
  ask,
  audio,
  ...picker
}: { ask: boolean; audio: boolean } & Parameters<typeof CustomerPicker>[0]) {
  const question = useId();
  if (!ask) return <CustomerPicker {...picker} />;
  return (
    <div role="group" aria-labelledby={question} className="grid gap-2">
      <p id={question} className="font-medium text-slate-900">
        {audio ? 'De quem é este áudio?' : 'De quem é esta mensagem?'}
      </p>
      <CustomerPicker {...picker} />
    </div>
  );
}

function Filed({
  filed,
  applying,
  current,
}: {
  filed: FileShareResult & { nome: string };
  applying: ReturnType<typeof useApplyPhase>;
  current: CustomerChoice | null;
}) {
  const phase = filed.suggestedPhase;
  const fase = current?.kind === 'existing' ? current.fase : 'prospect';
  const offer = phase && phase !== fase && !applying.isSuccess;
  return (
    <div className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4" role="status">
      <p className="flex items-center gap-2 font-medium text-brand-900">
        <Check className="size-5" aria-hidden />{' '}
        {filedToast(filed.added, filed.skipped, filed.nome).title}
      </p>
      <div className="flex flex-wrap gap-2">
        {offer && (
          <Button
            disabled={applying.isPending}
            onClick={() => applying.mutate({ customerId: filed.customerId, fase: phase })}
          >
            Mover para {phaseLabel(phase)}
          </Button>
        )}
        {applying.isSuccess && phase && (
          <p className="self-center text-sm text-brand-900">Movido para {phaseLabel(phase)}.</p>
        )}
        <Link to="/dashboard?section=vendas" className={buttonVariants({ variant: 'outline' })}>
          Ver em Minhas Vendas
        </Link>
      </div>
    </div>
  );
}

import { AlertCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../components/ui/load-error.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { useShare } from '../conversations/api/get-share.ts';
import { ShareChat } from '../conversations/share-chat.tsx';
import { ShareContacts } from '../conversations/share-contacts.tsx';
import { ShareStart } from '../conversations/share-start.tsx';
import { shareErrorText } from '../conversations/texts.ts';
import { ApiError } from '../lib/api.ts';

/**
 * /compartilhar: what comes in from WhatsApp. The share target (a POST from Android's share
 * sheet) lands here as ?id= or ?erro=; without either, the member pastes or chooses a file.
 */
export default function SharePage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const error = search.get('erro');
  // Opened from a customer's own page: what is pasted is theirs.
  const cliente = search.get('cliente');
  return (
    <div className="grid max-w-3xl gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Conversa do WhatsApp</h1>
        <p className="mt-1 text-slate-700">
          Traga o que o cliente escreveu: o FechaZap salva no histórico dele e sugere a resposta.
        </p>
      </div>
      {error && <ShareError code={error} />}
      {id ? <Shared id={id} cliente={cliente} /> : <ShareStart cliente={cliente} />}
    </div>
  );
}

const ShareError = ({ code }: { code: string }) => <Alert {...shareErrorText(code)} />;

function Alert({ title, description }: { title: string; description: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-900">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{description}</p>
      </div>
    </div>
  );
}

function Shared({ id, cliente }: { id: string; cliente: string | null }) {
  const share = useShare(id, cliente);
  if (share.isPending) return <Loading label="Lendo a conversa..." />;
  if (share.isError) {
    if (share.error instanceof ApiError && share.error.status === 404)
      return (
        <>
          <Alert
            title="Este compartilhamento não existe mais"
            description="Compartilhe a conversa de novo, ou copie as mensagens e cole abaixo."
          />
          <ShareStart cliente={cliente} />
        </>
      );
    return (
      <LoadError
        message="Não foi possível abrir o que você compartilhou."
        onRetry={() => void share.refetch()}
      />
    );
  }
  return share.data.kind === 'contacts' ? (
    <ShareContacts share={share.data} />
  ) : (
    <ShareChat key={share.data.id} share={share.data} cliente={cliente} />
  );
}

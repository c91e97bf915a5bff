import { useQuery } from '@tanstack/react-query';
import { Copy, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { useAppConfig } from '../lib/app-config.ts';
import { copyText } from '../lib/clipboard.ts';
import { formatShortDate, formatTime, useTimeZone } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { sendTokenOptions, useCreateSendToken, useRevokeSendToken } from './send-token.ts';

const failed = {
  title: 'Não foi possível salvar',
  description: 'Confira sua conexão e tente novamente.',
};

/** When, in the member's zone: '29/11/2026 às 10:32'. */
function useWhen() {
  const zone = useTimeZone();
  return (iso: string) =>
    `${formatShortDate(new Date(iso), zone)} às ${formatTime(new Date(iso), zone)}`;
}

/**
 * Minha Conta's 'Enviar do iPhone': Safari cannot receive shares, so an iPhone Shortcut posts
 * them to /api/shares/upload with a send token made here (shown once, revocable).
 */
export function SendTokenCard() {
  const status = useQuery(sendTokenOptions);
  const create = useCreateSendToken();
  const revoke = useRevokeSendToken();
  const [token, setToken] = useState<string | null>(null);
  const { data: config } = useAppConfig();
  const when = useWhen();
  const uploadUrl = `${config?.appUrl ?? ''}/api/shares/upload`;
  const active = status.data?.active ?? false;
  const busy = create.isPending || revoke.isPending;

  const makeToken = () =>
    create.mutate(undefined, {
      onSuccess: ({ token: made }) => setToken(made),
      onError: () => notify.error(failed),
    });
  const copy = (text: string, what: string) =>
    void copyText(text).then(
      () => notify.success({ title: `${what} copiado` }),
      () =>
        notify.error({
          title: 'Não foi possível copiar',
          description: 'Selecione o texto e copie.',
        }),
    );

  return (
    <SectionCard
      id="iphone"
      title="Enviar do iPhone"
      description="No iPhone, o FechaZap não aparece no menu Compartilhar do WhatsApp. Um atalho do app Atalhos faz esse caminho: ele envia a mensagem, a conversa exportada ou o contato direto para cá."
      contentClassName="grid gap-4 text-sm text-slate-700"
    >
      {config?.iosShortcutUrl && (
        <p>
          <a
            href={config.iosShortcutUrl}
            className={buttonVariants({ variant: 'outline' })}
            rel="noopener"
          >
            <Smartphone aria-hidden /> Instalar o atalho pronto
          </a>
          <span className="mt-1 block">Ao instalar, cole o seu código quando o atalho pedir.</span>
        </p>
      )}

      <div className="grid gap-2">
        <p className="font-medium text-slate-900">Seu código de envio</p>
        {token ? (
          <div role="status" className="grid gap-2 rounded-md bg-brand-50 p-3">
            <code className="break-all rounded bg-white p-2 font-mono text-xs text-slate-900">
              Bearer {token}
            </code>
            <p>
              Guarde agora: ele não aparece de novo. Quem tiver este código consegue enviar
              conversas para a sua conta, mas não consegue ver nada dela.
            </p>
            <Button variant="outline" onClick={() => copy(`Bearer ${token}`, 'Código')}>
              <Copy aria-hidden /> Copiar código
            </Button>
          </div>
        ) : (
          <p>
            {status.isPending
              ? 'Carregando...'
              : active
                ? `Ativo desde ${when(status.data!.createdAt!)}. ${
                    status.data!.lastUsedAt
                      ? `Último envio em ${when(status.data!.lastUsedAt)}.`
                      : 'Ainda não foi usado.'
                  }`
                : 'Você ainda não tem um código ativo.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={makeToken} disabled={busy || status.isPending}>
            {create.isPending
              ? 'Criando...'
              : active || token
                ? 'Criar outro código'
                : 'Criar meu código'}
          </Button>
          {(active || token) && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setToken(null);
                    notify.success({
                      title: 'Código desativado',
                      description: 'O atalho deixa de enviar até você criar outro.',
                    });
                  },
                  onError: () => notify.error(failed),
                })
              }
            >
              {revoke.isPending ? 'Desativando...' : 'Desativar'}
            </Button>
          )}
        </div>
        {(active || token) && (
          <p>Criar outro código desliga o anterior: troque-o também no atalho.</p>
        )}
      </div>

      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-slate-900">
          Como montar o atalho (uma vez só)
        </summary>
        <ol className="mt-3 grid list-decimal gap-2 pl-5">
          <li>
            No iPhone, abra o app <strong>Atalhos</strong>, toque em <strong>+</strong> e dê o nome{' '}
            <strong>FechaZap</strong>.
          </li>
          <li>
            Toque em <strong>ⓘ</strong> e ative{' '}
            <strong>Mostrar na Planilha de Compartilhamento</strong>. Em tipos, deixe Texto,
            Arquivos e Contatos.
          </li>
          <li>
            Adicione a ação <strong>Obter Conteúdo de URL</strong> com o endereço{' '}
            <code className="break-all rounded bg-slate-100 px-1">{uploadUrl}</code>{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => copy(uploadUrl, 'Endereço')}
            >
              copiar
            </button>
            .
          </li>
          <li>
            Toque em <strong>Mostrar Mais</strong>: Método <strong>POST</strong>; em Cabeçalhos,
            adicione <strong>Authorization</strong> com o seu código (começa com “Bearer”); em Corpo
            da Solicitação, escolha <strong>Formulário</strong> e adicione um campo{' '}
            <strong>Arquivo</strong> chamado <strong>file</strong> com a{' '}
            <strong>Entrada do Atalho</strong>.
          </li>
          <li>
            Adicione <strong>Obter Valor do Dicionário</strong> com a chave <strong>message</strong>
            , e depois <strong>Mostrar Notificação</strong> com esse valor.
          </li>
        </ol>
        <p className="mt-3">
          <strong>Para usar:</strong> no WhatsApp, toque e segure a mensagem › Encaminhar ›
          Compartilhar; numa conversa, toque no nome › Exportar conversa; num contato, Compartilhar
          contato. Escolha <strong>FechaZap</strong>: a notificação diz onde ficou, por exemplo
          “Arquivado em Márcia Lopes · 12 mensagens”.
        </p>
        <p className="mt-2">
          Conversa exportada e salva no app Arquivos? No FechaZap, toque em “Colar conversa” e
          depois em <strong>Escolher arquivo</strong>: o iPhone abre o Arquivos.
        </p>
      </details>
    </SectionCard>
  );
}

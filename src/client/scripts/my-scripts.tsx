import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { aiMessages } from '#shared/messages.ts';
import { scriptPlainText } from '#shared/script-format.ts';
import { useDeleteScript } from './api/delete-script.ts';
import { useScripts } from './api/get-scripts.ts';
import { ScriptView } from '../components/ai/script-view.tsx';
import { Button } from '../components/ui/button.tsx';
import { NextPageButton } from '../components/ui/next-page-button.tsx';
import { Card } from '../components/ui/card.tsx';
import { copyText } from '../lib/clipboard.ts';
import { formatShortDate, useTimeZone } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { Loading } from '../components/ui/loading.tsx';
import { LoadError } from '../components/ui/load-error.tsx';

/**
 * 'Meus Scripts': saved scripts, newest first, to copy (the messages as the customer reads them)
 * or delete; 'Atualizar Lista'.
 */
export function MyScripts() {
  const scripts = useScripts();
  const remove = useDeleteScript();
  const timeZone = useTimeZone();
  const saved = scripts.data?.pages.flatMap((page) => page.scripts) ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Scripts salvos</h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void scripts.refetch()}
          disabled={scripts.isFetching}
        >
          <RefreshCw aria-hidden /> Atualizar Lista
        </Button>
      </div>
      {scripts.isPending ? (
        <Loading label="Carregando scripts..." />
      ) : scripts.isError ? (
        <LoadError
          message="Não foi possível carregar seus scripts."
          onRetry={() => void scripts.refetch()}
        />
      ) : saved.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Você ainda não gerou nenhum script. Gere o primeiro na aba Gerador.
        </p>
      ) : (
        saved.map((script) => (
          <Card key={script.id} className="grid gap-3 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{script.produto_nome ?? 'Produto excluído'}</span>
                <span className="block text-sm text-slate-600">
                  Gerado em {formatShortDate(new Date(script.created_at), timeZone)}
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Copiar script de ${script.produto_nome ?? 'produto excluído'}`}
                  onClick={() => {
                    copyText(scriptPlainText(script.script_content)).then(
                      () => notify.success(aiMessages.scriptCopied),
                      (err: unknown) => console.error('Erro ao copiar script', err),
                    );
                  }}
                >
                  <Copy aria-hidden /> Copiar
                </Button>
                <Button
                  variant="ghost-danger"
                  size="sm"
                  aria-label={`Excluir script de ${script.produto_nome ?? 'produto excluído'}`}
                  onClick={() => {
                    remove.mutate(script.id, {
                      onSuccess: () => notify.success(aiMessages.scriptDeleted),
                      onError: (err) => console.error('Erro ao excluir script', err),
                    });
                  }}
                >
                  <Trash2 aria-hidden /> Excluir
                </Button>
              </span>
            </div>
            {/* The buttons stay out of <summary>: controls inside a control confuse readers. */}
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-800">
                Ver script
              </summary>
              <div className="mt-4">
                <ScriptView content={script.script_content} />
              </div>
            </details>
          </Card>
        ))
      )}
      <NextPageButton query={scripts}>Carregar mais scripts</NextPageButton>
    </div>
  );
}

import { SkipForward } from 'lucide-react';
import type { Toast } from '#shared/messages.ts';
import {
  reactivationLabels,
  reactivationRules,
  type DueReactivation,
  type ReactivationAction,
} from '#shared/reactivation.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { MessagePreview } from './message-preview.tsx';
import { actOnReactivation, undoReactivation } from './api/reactivation.ts';
import { SendButtons } from './send-buttons.tsx';
import { useUndoableAction } from './use-undoable-action.ts';

const done: Record<ReactivationAction['action'], (nome: string) => Toast> = {
  sent: (nome) => ({
    title: 'Envio registrado',
    description: `A mensagem entrou no histórico de ${nome}.`,
  }),
  skipped: (nome) => ({
    title: 'Cliente pulado',
    description: `${nome} sai da lista por ${reactivationRules.restDays} dias.`,
  }),
};

/**
 * 'Reativar' on /inicio (issue 42): up to five customers a day worth another try — who stopped
 * answering, who found it expensive as a commerce date nears, who is past the time to buy
 * again — each with their last words and a message that picks the conversation up. One tap
 * to WhatsApp records the send; 'Pular' takes them off the list for 90 days. Each with Desfazer.
 */
export function Reactivate({
  rows,
  onEditCustomer,
}: {
  rows: DueReactivation[];
  onEditCustomer: (id: string) => void;
}) {
  const { busy, run: save } = useUndoableAction(actOnReactivation, undoReactivation, {
    title: 'Não foi possível salvar',
    description: 'O cliente continua na lista. Tente novamente.',
  });
  if (rows.length === 0) return null;
  const run = (row: DueReactivation, action: ReactivationAction) =>
    save({ id: row.customerId, action }, done[action.action](row.nome), { id: row.customerId });

  return (
    <section aria-labelledby="reactivate-title" className="mt-6">
      <h2 id="reactivate-title" className="text-lg font-semibold text-slate-900">
        Reativar
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Clientes que valem uma nova tentativa: até {reactivationRules.perDay} por dia, só quem já
        conversou com você.
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {rows.map((row) => (
          <li
            key={row.customerId}
            data-testid={`reactivate-${row.customerId}`}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{row.nome}</h3>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
                <Badge variant="secondary">{reactivationLabels[row.kind]}</Badge>
                {row.produto && <span className="text-slate-600">{row.produto}</span>}
                {!row.telefone && <span className="text-slate-600">Sem telefone</span>}
              </div>
              <p
                className="mt-2 line-clamp-2 text-xs text-slate-600 [overflow-wrap:anywhere]"
                title={row.lastWords}
              >
                Última mensagem: “{row.lastWords}”
              </p>
              <MessagePreview text={row.message} />
            </div>
            <div className="grid gap-2 sm:flex sm:shrink-0 sm:flex-wrap sm:justify-end">
              <SendButtons
                nome={row.nome}
                whatsapp={row.whatsapp}
                message={row.message}
                busy={busy(row.customerId)}
                onSent={() => run(row, { action: 'sent', text: row.message })}
                onAddPhone={() => onEditCustomer(row.customerId)}
              />
              <Button
                variant="ghost"
                aria-label={`Pular ${row.nome}`}
                disabled={busy(row.customerId)}
                onClick={() => run(row, { action: 'skipped' })}
              >
                <SkipForward aria-hidden />
                Pular
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { CalendarClock, SkipForward } from 'lucide-react';
import {
  AFTER_SALE_SNOOZE_DAYS,
  afterSaleStepLabels,
  type AfterSaleAction,
  type DueAfterSaleStep,
} from '#shared/after-sale.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { MessagePreview } from './message-preview.tsx';
import { actOnAfterSale, undoAfterSale } from './api/after-sale.ts';
import { SendButtons } from './send-buttons.tsx';
import { useUndoableAction } from './use-undoable-action.ts';

const done: Record<
  AfterSaleAction['action'],
  (nome: string) => { title: string; description: string }
> = {
  sent: (nome) => ({
    title: 'Envio registrado',
    description: `A mensagem entrou no histórico de ${nome}.`,
  }),
  skipped: (nome) => ({
    title: 'Etapa pulada',
    description: `${nome} segue para a próxima etapa.`,
  }),
  snoozed: (nome) => ({
    title: 'Etapa adiada',
    description: `${nome} volta para a lista daqui a ${AFTER_SALE_SNOOZE_DAYS} dias.`,
  }),
};

/**
 * 'Depois da venda' on /inicio (decision 038): a closed customer's next message — the thanks,
 * how it is going, a testimonial, a referral, buying again — one tap to WhatsApp, which records
 * the send; or skipped, or put off three days. Each with Desfazer.
 */
export function AfterSale({
  steps,
  onEditCustomer,
}: {
  steps: DueAfterSaleStep[];
  onEditCustomer: (id: string) => void;
}) {
  const { busy, run: save } = useUndoableAction(actOnAfterSale, undoAfterSale, {
    title: 'Não foi possível salvar',
    description: 'A etapa continua na lista. Tente novamente.',
  });
  if (steps.length === 0) return null;
  const run = (row: DueAfterSaleStep, action: AfterSaleAction) =>
    save({ id: row.customerId, action }, done[action.action](row.nome), {
      id: row.customerId,
      step: row.step,
      saleAt: row.saleAt,
    });
  const base = (row: DueAfterSaleStep) => ({ step: row.step, saleAt: row.saleAt });
  const sent = (row: DueAfterSaleStep) =>
    run(row, { ...base(row), action: 'sent', text: row.message });

  return (
    <section aria-labelledby="after-sale-title" className="mt-6">
      <h2 id="after-sale-title" className="text-lg font-semibold text-slate-900">
        Depois da venda
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Clientes que compraram: agradeça, acompanhe e lembre na hora de comprar de novo.
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {steps.map((row) => (
          <li
            key={`${row.customerId}-${row.step}`}
            data-testid={`after-sale-${row.customerId}`}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{row.nome}</h3>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
                <Badge variant="secondary">{afterSaleStepLabels[row.step]}</Badge>
                {row.produto && <span className="text-slate-600">{row.produto}</span>}
                {!row.telefone && <span className="text-slate-600">Sem telefone</span>}
              </div>
              <MessagePreview text={row.message} />
            </div>
            <div className="grid gap-2 sm:flex sm:shrink-0 sm:flex-wrap sm:justify-end">
              <SendButtons
                nome={row.nome}
                whatsapp={row.whatsapp}
                message={row.message}
                busy={busy(row.customerId)}
                onSent={() => sent(row)}
                onAddPhone={() => onEditCustomer(row.customerId)}
              />
              <Button
                variant="outline"
                aria-label={`Adiar ${AFTER_SALE_SNOOZE_DAYS} dias: ${row.nome}`}
                disabled={busy(row.customerId)}
                onClick={() => run(row, { ...base(row), action: 'snoozed' })}
              >
                <CalendarClock aria-hidden />
                Adiar {AFTER_SALE_SNOOZE_DAYS} dias
              </Button>
              <Button
                variant="ghost"
                aria-label={`Pular esta etapa: ${row.nome}`}
                disabled={busy(row.customerId)}
                onClick={() => run(row, { ...base(row), action: 'skipped' })}
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

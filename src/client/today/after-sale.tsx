import { CalendarClock, Copy, MessageCircle, Phone, SkipForward } from 'lucide-react';
import {
  AFTER_SALE_SNOOZE_DAYS,
  afterSaleStepLabels,
  type AfterSaleAction,
  type DueAfterSaleStep,
} from '#shared/after-sale.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { copyText } from '../lib/clipboard.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { MessagePreview } from './message-preview.tsx';
import { actOnAfterSale, undoAfterSale } from './api/after-sale.ts';
import { useTodayAction } from './api/quick-actions.ts';

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
  const act = useTodayAction(actOnAfterSale, ({ id }) => id);
  const undo = useTodayAction(undoAfterSale, ({ id }) => id);
  if (steps.length === 0) return null;
  // A second tap while the first is saving would be refused as no longer due: the row waits.
  const busy = (row: DueAfterSaleStep) =>
    (act.isPending && act.variables?.id === row.customerId) ||
    (undo.isPending && undo.variables?.id === row.customerId);

  const run = (row: DueAfterSaleStep, action: AfterSaleAction) =>
    !busy(row) &&
    act.mutate(
      { id: row.customerId, action },
      {
        onSuccess: () =>
          notify.success(done[action.action](row.nome), {
            label: 'Desfazer',
            onClick: () =>
              !undo.isPending &&
              undo.mutate(
                { id: row.customerId, step: row.step, saleAt: row.saleAt },
                {
                  onError: (err) =>
                    notify.error(
                      errorToast(err, {
                        fallback: {
                          title: 'Não foi possível desfazer',
                          description: 'A mudança continua salva. Tente novamente.',
                        },
                      }),
                    ),
                },
              ),
          }),
        onError: (err) =>
          notify.error(
            errorToast(err, {
              fallback: {
                title: 'Não foi possível salvar',
                description: 'A etapa continua na lista. Tente novamente.',
              },
            }),
          ),
      },
    );
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
              {row.whatsapp ? (
                <a
                  href={whatsAppLink(row.whatsapp, row.message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Enviar no WhatsApp para ${row.nome}`}
                  aria-disabled={busy(row) || undefined}
                  className={buttonVariants({
                    className: busy(row) ? 'pointer-events-none opacity-60' : undefined,
                  })}
                  onClick={() => sent(row)}
                >
                  <MessageCircle aria-hidden />
                  Enviar no WhatsApp
                </a>
              ) : (
                <>
                  <Button
                    aria-label={`Adicionar telefone de ${row.nome}`}
                    onClick={() => onEditCustomer(row.customerId)}
                  >
                    <Phone aria-hidden />
                    Adicionar telefone
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={`Copiar mensagem para ${row.nome}`}
                    disabled={busy(row)}
                    onClick={() =>
                      void copyText(row.message).then(
                        () => sent(row),
                        () =>
                          notify.error({
                            title: 'Não foi possível copiar',
                            description: 'Selecione o texto da mensagem e copie.',
                          }),
                      )
                    }
                  >
                    <Copy aria-hidden />
                    Copiar mensagem
                  </Button>
                </>
              )}
              <Button
                variant="outline"
                aria-label={`Adiar ${AFTER_SALE_SNOOZE_DAYS} dias: ${row.nome}`}
                disabled={busy(row)}
                onClick={() => run(row, { ...base(row), action: 'snoozed' })}
              >
                <CalendarClock aria-hidden />
                Adiar {AFTER_SALE_SNOOZE_DAYS} dias
              </Button>
              <Button
                variant="ghost"
                aria-label={`Pular esta etapa: ${row.nome}`}
                disabled={busy(row)}
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

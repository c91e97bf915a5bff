import { ReceiptText, ScrollText } from 'lucide-react';
import type { AdminMemberEvent, AdminPurchase } from '#shared/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useFormatDateTime } from '../format.ts';
import {
  eventEffect,
  memberEventLabel,
  platformLabel,
  purchaseStatusLabel,
  resultLabel,
} from '../labels.ts';

const heading = 'flex items-center gap-2 text-base font-semibold text-slate-900';
const empty = 'rounded-md bg-slate-50 px-3 py-4 text-sm text-slate-700';

/** The purchases ledger: one row per transaction, as the checkout events left it. */
export function PurchasesLedger({ purchases }: { purchases: AdminPurchase[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="member-purchases" className="grid gap-2">
      <h3 id="member-purchases" className={heading}>
        <ReceiptText className="size-4 text-brand-700" aria-hidden /> Compras
      </h3>
      {purchases.length === 0 ? (
        <p className={empty}>
          Nenhuma compra registrada: o acesso veio da linha de comando ou da administração.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {purchases.map((p) => (
            <li key={`${p.platform}:${p.transaction}`} className="grid gap-1 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium wrap-anywhere">
                  {platformLabel(p.platform)} · {p.transaction}
                </span>
                <Badge variant={p.status === 'live' ? 'success' : 'secondary'}>
                  {purchaseStatusLabel(p.status)}
                </Badge>
              </div>
              <span className="text-slate-700">
                {formatDateTime(p.eventAt)} · último evento: {memberEventLabel(p.lastEventType)}
                {p.productId && ` · produto ${p.productId}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's event log, newest first: checkout events and the admins' actions. */
export function MemberEventLog({ events }: { events: AdminMemberEvent[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="member-events" className="grid gap-2">
      <h3 id="member-events" className={heading}>
        <ScrollText className="size-4 text-brand-700" aria-hidden /> Histórico
      </h3>
      {events.length === 0 ? (
        <p className={empty}>Nenhum evento ainda.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {events.map((e, i) => (
            <li key={`${e.receivedAt}-${i}`} className="grid gap-0.5 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium wrap-break-word">{memberEventLabel(e.eventType)}</span>
                <time dateTime={e.receivedAt} className="text-xs text-slate-600">
                  {formatDateTime(e.receivedAt)}
                </time>
              </div>
              <span className="text-slate-700">
                {e.by
                  ? `por ${e.by}`
                  : [
                      platformLabel(e.platform),
                      eventEffect(e.action),
                      resultLabel(e.result),
                      e.transaction,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
              </span>
              {e.reason && <span className="text-slate-900">Motivo: {e.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

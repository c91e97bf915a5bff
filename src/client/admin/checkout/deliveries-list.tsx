import type { WebhookDelivery } from '#shared/admin.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useFormatDateTime } from '../format.ts';
import { memberEventLabel, platformLabel, resultLabel, resultVariant } from '../labels.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top text-sm text-slate-800';

/** The latest webhook deliveries: a table from 768 px, cards on a phone. */
export function DeliveriesList({ events }: { events: WebhookDelivery[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full">
          <caption className="sr-only">Últimos eventos recebidos</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={th}>Recebido em</th>
              <th className={th}>Plataforma</th>
              <th className={th}>Resultado</th>
              <th className={th}>Evento</th>
              <th className={th}>Email</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {events.map((e, i) => (
              <tr key={`${e.receivedAt}-${i}`}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.receivedAt)}</td>
                <td className={td}>{platformLabel(e.platform)}</td>
                <td className={td}>
                  <Badge variant={resultVariant(e.result)}>{resultLabel(e.result)}</Badge>
                </td>
                <td className={td}>{e.eventType ? memberEventLabel(e.eventType) : '—'}</td>
                <td className={`${td} wrap-anywhere`}>{e.email ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-2 md:hidden">
        {events.map((e, i) => (
          <li
            key={`${e.receivedAt}-${i}`}
            className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{platformLabel(e.platform)}</span>
              <Badge variant={resultVariant(e.result)}>{resultLabel(e.result)}</Badge>
            </div>
            <span className="text-slate-700">{formatDateTime(e.receivedAt)}</span>
            {e.eventType && <span className="text-slate-800">{memberEventLabel(e.eventType)}</span>}
            {e.email && <span className="wrap-anywhere text-slate-800">{e.email}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

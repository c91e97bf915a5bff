import { History } from 'lucide-react';
import type { CustomerEvent } from '#shared/customer-events.ts';
import { phases } from '#shared/customers.ts';
import { formatBRL } from '#shared/money.ts';
import { formatShortDate, formatTime, plural, useTimeZone } from '../lib/format.ts';
import { useCustomerEvents } from './api/get-customer-events.ts';
import { Loading } from '../components/ui/loading.tsx';

const phaseLabel = (id: string | null) => phases.find((p) => p.id === id)?.label ?? id ?? '';
const money = (value: string | null) => (value === null ? 'sem valor' : formatBRL(Number(value)));

/** One line of the history, in the seller's words. */
export function describeEvent(event: CustomerEvent): string {
  switch (event.type) {
    case 'created':
      return event.from === 'whatsapp'
        ? `Cliente cadastrado em ${phaseLabel(event.to)}, por uma conversa do WhatsApp`
        : `Cliente cadastrado em ${phaseLabel(event.to)}`;
    case 'phase':
      return `Mudou de ${phaseLabel(event.from)} para ${phaseLabel(event.to)}`;
    case 'value':
      return `Valor: de ${money(event.from)} para ${money(event.to)}`;
    case 'message':
      return event.to ? `Mensagem enviada (${event.to})` : 'Mensagem enviada pelo WhatsApp';
    case 'conversation':
      return `Conversa do WhatsApp: ${plural(Number(event.to ?? 0), 'mensagem nova', 'mensagens novas')}`;
  }
}

/** 'Histórico': every phase change, value change and message sent, newest first. */
export function CustomerHistory({ id }: { id: string }) {
  const events = useCustomerEvents(id);
  const timeZone = useTimeZone();
  if (events.isPending) return <Loading label="Carregando histórico..." compact />;
  if (events.isError || events.data.length === 0) return null;
  return (
    <section aria-labelledby={`historico-${id}`} className="grid gap-2">
      <h3 id={`historico-${id}`} className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4" aria-hidden /> Histórico
      </h3>
      <ol className="grid gap-1.5 border-l-2 border-slate-200 pl-3">
        {events.data.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm">
            <span className="text-slate-900">{describeEvent(event)}</span>
            <span className="block text-xs text-slate-600">
              {formatShortDate(new Date(event.at), timeZone)} às{' '}
              {formatTime(new Date(event.at), timeZone)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { CalendarPlus } from 'lucide-react';
import { formatBRL } from '#shared/money.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import type { WithoutNextStep } from '#shared/today.ts';
import { phaseLabel } from './labels.ts';

/** 'Sem próximo passo': open customers without a next contact, each one tap from a cadence. */
export function WithoutNextStep({
  customers,
  onStart,
}: {
  customers: WithoutNextStep[];
  onStart: (customer: WithoutNextStep) => void;
}) {
  if (customers.length === 0) return null;
  return (
    <section aria-labelledby="without-next-step-title" className="mt-6">
      <h2 id="without-next-step-title" className="text-lg font-semibold text-slate-900">
        Sem próximo passo
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {customers.length === 1
          ? '1 cliente em aberto sem data de próximo contato.'
          : `${customers.length} clientes em aberto sem data de próximo contato.`}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {customers.map((customer) => (
          <li
            key={customer.id}
            data-testid={`without-next-step-${customer.id}`}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{customer.nome}</h3>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
                <Badge variant="secondary">{phaseLabel(customer.fase)}</Badge>
                {customer.valor !== null && (
                  <span className="text-slate-600">{formatBRL(Number(customer.valor))}</span>
                )}
              </div>
            </div>
            <Button
              variant="outline"
              aria-label={`Começar follow-up de ${customer.nome}`}
              onClick={() => onStart(customer)}
            >
              <CalendarPlus aria-hidden />
              Começar follow-up
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

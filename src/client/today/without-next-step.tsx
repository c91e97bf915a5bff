import { CalendarPlus, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatBRL } from '#shared/money.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import type { WithoutNextStep, WithoutNextStepPage } from '#shared/today.ts';
import { useMoreWithoutNextStep } from './api/get-without-next-step.ts';
import { phaseLabel } from './labels.ts';
import { plural } from '../lib/format.ts';

const countText = (total: number) =>
  `${plural(total, 'cliente', 'clientes')} em aberto sem data de próximo contato.`;

/** Each customer once: a page read again after a change may repeat one of the page before. */
function once(customers: WithoutNextStep[]) {
  const seen = new Set<string>();
  return customers.filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/**
 * 'Sem próximo passo': open customers without a next contact, each one tap from a cadence;
 * all of them, a page at a time ('Mostrar mais'), with how many there are.
 */
export function WithoutNextStep({
  page,
  onStart,
}: {
  page: WithoutNextStepPage;
  onStart: (customer: WithoutNextStep) => void;
}) {
  const [showMore, setShowMore] = useState(false);
  const more = useMoreWithoutNextStep(page.customers.length, showMore);
  const customers = once([
    ...page.customers,
    ...(showMore ? (more.data?.pages.flatMap((p) => p.customers) ?? []) : []),
  ]);
  const hasMore = showMore ? more.hasNextPage || more.isPending : page.total > customers.length;
  if (customers.length === 0) return null;
  return (
    <section aria-labelledby="without-next-step-title" className="mt-6">
      <h2 id="without-next-step-title" className="text-lg font-semibold text-slate-900">
        Sem próximo passo
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {countText(page.total)}
        {customers.length < page.total && ` Mostrando ${customers.length}.`}
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
      {hasMore && (
        <Button
          variant="outline"
          className="mt-3 w-full sm:w-auto"
          disabled={more.isFetching}
          onClick={() => (showMore ? void more.fetchNextPage() : setShowMore(true))}
        >
          <ChevronDown aria-hidden />
          {more.isFetching ? 'Carregando...' : 'Mostrar mais'}
        </Button>
      )}
    </section>
  );
}

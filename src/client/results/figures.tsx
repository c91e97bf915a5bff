import type { Results, ResultPeriod } from '#shared/results.ts';
import { formatBRL } from '#shared/money.ts';
import { cn } from '../lib/cn.ts';
import { periodLabels } from './period-picker.tsx';
import { percent, periodChange } from './results-charts.ts';

const deals = (count: number, word: 'fechado' | 'perdido') =>
  `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The headline numbers of the period: value closed, closing rate, days to close, AI used.
 * 'Taxa de fechamento' is Fechado ÷ (Fechado + Perdido): of the deals decided, the share won.
 */
export function Figures({ results, period }: { results: Results; period: ResultPeriod }) {
  const { phrase, closed, before, beforeTitle } = periodLabels[period];
  const days = results.medianDaysToClose;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        wide
        term={closed}
        value={formatBRL(results.closedValue)}
        note={
          periodChange(results, before) ?? `${beforeTitle}: ${formatBRL(results.closedValueBefore)}`
        }
      />
      <Figure
        term="Taxa de fechamento"
        value={results.winRate === null ? '—' : percent(results.winRate)}
        note={
          results.winRate === null
            ? `Nenhum negócio fechado ou perdido ${phrase}`
            : `${deals(results.closedInPeriod, 'fechado')} e ${deals(results.lostInPeriod, 'perdido')} ${phrase}`
        }
      />
      <Figure
        term="Tempo até fechar"
        value={
          days === null
            ? '—'
            : days === 0
              ? 'No mesmo dia'
              : `${days} ${days === 1 ? 'dia' : 'dias'}`
        }
        note={
          days === null
            ? `Nenhum negócio fechado ${phrase}`
            : `Mediana, do cadastro até Fechado, ${phrase}`
        }
      />
      <Figure
        wide
        term="Ferramentas de IA usadas"
        value={
          <span className="flex flex-wrap gap-x-4">
            <Count n={results.scriptsUsed} one="script" many="scripts" />
            <Count n={results.objectionsUsed} one="objeção" many="objeções" />
          </span>
        }
        note={`Scripts gerados e objeções respondidas ${phrase}`}
      />
    </dl>
  );
}

const Count = ({ n, one, many }: { n: number; one: string; many: string }) => (
  <span>
    {n} <span className="text-base font-medium text-slate-700">{n === 1 ? one : many}</span>
  </span>
);

/** `wide`: two columns on a phone, for an amount or two counts that need the room. */
function Figure({
  term,
  value,
  note,
  wide = false,
}: {
  term: string;
  value: React.ReactNode;
  note: string;
  wide?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4',
        wide && 'col-span-2 lg:col-span-1',
      )}
    >
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}

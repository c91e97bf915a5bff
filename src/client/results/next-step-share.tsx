import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Results } from '#shared/results.ts';
import { percent } from './results-charts.ts';
import { IconTile } from '../components/ui/icon-tile.tsx';

const customers = (n: number) => `${n} ${n === 1 ? 'cliente' : 'clientes'}`;

/**
 * The share of open customers (not Fechado or Perdido) with a next contact, as it is now; the
 * ones without it are listed on /inicio.
 */
export function NextStepShare({ share }: { share: Results['nextStepShare'] }) {
  const { withNextStep, open } = share;
  const missing = open - withNextStep;
  return (
    <section
      aria-labelledby="next-step-share-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <IconTile icon={CalendarCheck} />
      <div className="grid gap-0.5">
        <h2 id="next-step-share-title" className="text-sm font-medium text-slate-700">
          Clientes em aberto com próximo passo
        </h2>
        <p className="text-xl font-bold text-slate-900 sm:text-2xl">
          {open === 0 ? '—' : percent(withNextStep / open)}
        </p>
        <p className="text-sm text-slate-600">
          {open === 0
            ? 'Nenhum cliente em aberto agora'
            : `${withNextStep} de ${customers(open)} em aberto com data de próximo contato`}
        </p>
      </div>
      {missing > 0 && (
        <Link
          to="/inicio"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:ml-auto"
        >
          Ver {missing === 1 ? 'o cliente' : `os ${missing} clientes`} sem próximo passo
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </section>
  );
}

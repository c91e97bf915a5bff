import { phases } from '#shared/customers.ts';
import { Spinner } from '../components/ui/spinner.tsx';

/** A grey card while a column's next page loads. */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-0.5 mt-2 grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <Spinner label={label} className="sr-only" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
    </div>
  );
}

/** The six columns' outline while the board's first answer is on its way. */
export function BoardSkeleton() {
  return (
    <div className="-mx-4 mt-5 flex gap-3 overflow-x-hidden px-4 pb-4 sm:-mx-6 sm:px-6">
      <Spinner label="Carregando clientes..." className="sr-only" />
      {phases.map((phase) => (
        <div
          key={phase.id}
          aria-hidden
          className="grid w-64 shrink-0 content-start gap-2 rounded-xl border border-slate-200 bg-slate-100 p-2"
        >
          <div className="px-1 pb-1 font-semibold text-slate-900">{phase.label}</div>
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

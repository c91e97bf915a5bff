import { lostReasons } from '#shared/customers.ts';
import type { Results } from '#shared/results.ts';

const reasonLabel = (reason: Results['lostReasons'][number]['reason']) =>
  lostReasons.find((r) => r.id === reason)?.label ?? 'Não informado';

/** Why deals were lost in the period, the most frequent first, each with a bar to compare. */
export function LostReasons({ results, phrase }: { results: Results; phrase: string }) {
  const top = Math.max(1, ...results.lostReasons.map((r) => r.count));
  return (
    <section
      aria-labelledby="lost-reasons-title"
      className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="lost-reasons-title" className="font-semibold text-slate-900">
        Motivos de perda
      </h2>
      {results.lostReasons.length === 0 ? (
        <p className="text-sm text-slate-700">Nenhum negócio perdido {phrase}.</p>
      ) : (
        <ol className="grid gap-3">
          {results.lostReasons.map(({ reason, count }) => (
            <li key={reason ?? 'none'} className="grid gap-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{reasonLabel(reason)}</span>
                <span className="text-slate-700">
                  {count} {count === 1 ? 'negócio' : 'negócios'}
                </span>
              </div>
              <div className="h-2 rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-2 rounded-full bg-red-700"
                  style={{ width: `${(count / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { QrCode } from 'lucide-react';
import { formatBRL } from '#shared/money.ts';
import type { Results } from '#shared/results.ts';

const charges = (n: number) => (n === 1 ? '1 cobrança' : `${n} cobranças`);
const payments = (n: number) => (n === 1 ? '1 pagamento' : `${n} pagamentos`);

/** What was charged and received with 'Cobrar com Pix' in the period; nothing before the first. */
export function PixFigures({ results, phrase }: { results: Results; phrase: string }) {
  const { chargedCount, chargedValue, receivedCount, receivedValue } = results.pix;
  if (chargedCount === 0 && receivedCount === 0) return null;
  return (
    <section
      aria-labelledby="resultados-pix"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="resultados-pix" className="flex items-center gap-2 font-semibold text-slate-900">
        <QrCode className="size-5 text-brand-700" aria-hidden /> Pix {phrase}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">Cobrado com Pix</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatBRL(chargedValue)}</dd>
          <dd className="text-sm text-slate-600">{charges(chargedCount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Recebido por Pix</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatBRL(receivedValue)}</dd>
          <dd className="text-sm text-slate-600">{payments(receivedCount)}</dd>
        </div>
      </dl>
    </section>
  );
}

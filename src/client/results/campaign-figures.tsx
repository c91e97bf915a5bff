import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { campaignRules } from '#shared/campaigns.ts';
import type { Results } from '#shared/results.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The campaigns with a send in the period, each with the customers who answered and who bought
 * within 14 days of their message; nothing before the first campaign.
 */
export function CampaignFigures({ results, phrase }: { results: Results; phrase: string }) {
  if (results.campaigns.length === 0) return null;
  return (
    <section
      aria-labelledby="resultados-campanhas"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="resultados-campanhas"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <Megaphone className="size-5 text-brand-700" aria-hidden /> Campanhas {phrase}
      </h2>
      <ul className="grid gap-2">
        {results.campaigns.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <Link
              to={`/dashboard?section=campanhas&campanha=${c.id}`}
              className="min-w-0 font-medium break-words text-brand-800 underline-offset-2 hover:underline"
            >
              {c.title}
            </Link>
            <span className="text-sm text-slate-700">
              {count(c.sent, 'enviada', 'enviadas')} · {count(c.replied, 'resposta', 'respostas')} ·{' '}
              {count(c.sold, 'venda', 'vendas')}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Contam as respostas e as vendas em até {campaignRules.creditDays} dias depois de cada
        mensagem.
      </p>
    </section>
  );
}

import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { PlatformHealth } from '#shared/admin.ts';
import { formatDateTime, timeAgo } from '../format.ts';
import { platformLabel } from '../labels.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** The banner's words for a platform that went quiet or keeps being refused. */
export function healthWarning(health: PlatformHealth, silenceDays: number): string | undefined {
  const name = platformLabel(health.platform);
  if (health.warning === 'silent')
    return `Nenhum evento válido do ${name} há mais de ${silenceDays} dias: confira a URL do webhook na plataforma.`;
  if (health.warning === 'refused')
    return `Os últimos 10 eventos do ${name} foram recusados: confira o segredo configurado.`;
  return undefined;
}

/** One card per enabled platform: when its last valid event arrived, and its warning. */
export function PlatformHealthCards({
  platforms,
  silenceDays,
}: {
  platforms: PlatformHealth[];
  silenceDays: number;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {platforms.map((p) => {
        const warning = healthWarning(p, silenceDays);
        return (
          <li
            key={p.platform}
            className="grid content-start gap-2 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              {warning ? (
                <TriangleAlert className="size-4 text-amber-700" aria-hidden />
              ) : (
                <CircleCheck className="size-4 text-brand-700" aria-hidden />
              )}
              {platformLabel(p.platform)}
            </h3>
            <p className="text-sm text-slate-700">
              Último evento válido:{' '}
              {p.lastValidAt ? (
                <time
                  dateTime={p.lastValidAt}
                  title={formatDateTime(p.lastValidAt)}
                  className="font-medium text-slate-900"
                >
                  {timeAgo(p.lastValidAt)}
                </time>
              ) : (
                <span className="font-medium text-slate-900">nenhum ainda</span>
              )}
            </p>
            {warning && (
              <Badge variant="warning" className="justify-self-start">
                Precisa de atenção
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The warnings, full width above the cards, so a silent webhook cannot be missed. */
export function HealthWarnings({
  platforms,
  silenceDays,
}: {
  platforms: PlatformHealth[];
  silenceDays: number;
}) {
  const warnings = platforms.flatMap((p) => healthWarning(p, silenceDays) ?? []);
  if (warnings.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {warnings.map((warning) => (
        <li
          key={warning}
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}

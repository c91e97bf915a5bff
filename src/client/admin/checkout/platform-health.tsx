import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { PlatformHealth } from '#shared/admin.ts';
import { useFormatDateTime, plural, timeAgo } from '../format.ts';
import { platformLabel } from '../labels.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** '12 chamadas sem assinatura válida': anyone can make them, so they are no warning alone. */
export const unsignedCallsText = (calls: number) =>
  plural(calls, 'chamada sem assinatura válida', 'chamadas sem assinatura válida');

/** The banner's words for a platform that went quiet (with the unsigned calls, if any). */
export function healthWarning(health: PlatformHealth, silenceDays: number): string | undefined {
  if (health.warning !== 'silent') return undefined;
  const silent = `Nenhum evento válido do ${platformLabel(health.platform)} há mais de ${silenceDays} dias`;
  const calls = health.unsignedCalls;
  if (calls === 0) return `${silent}: confira a URL do webhook na plataforma.`;
  const arrived = calls === 1 ? 'chegou' : 'chegaram';
  return `${silent}, mas ${arrived} ${unsignedCallsText(calls)}: confira o segredo configurado e a URL do webhook na plataforma.`;
}

/** One card per enabled platform: when its last valid event arrived, and its warning. */
export function PlatformHealthCards({
  platforms,
  silenceDays,
}: {
  platforms: PlatformHealth[];
  silenceDays: number;
}) {
  const formatDateTime = useFormatDateTime();
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
            {p.unsignedCalls > 0 && (
              <p className="text-sm text-slate-700">
                {unsignedCallsText(p.unsignedCalls)} em {plural(silenceDays, 'dia', 'dias')}
              </p>
            )}
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

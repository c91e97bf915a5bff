import type { CampaignSummary, Occasion } from '#shared/campaigns.ts';
import { errorToast } from '../lib/error-toast.ts';
import { addDays, dayAsUtc } from '../lib/format.ts';

/** The section's address. */
export const CAMPAIGNS_URL = '/dashboard?section=campanhas';

/** A campaign's queue, by its address: a reload keeps it. */
export const campaignUrl = (id: string) => `${CAMPAIGNS_URL}&campanha=${encodeURIComponent(id)}`;

/** 'yyyy-mm-dd' → '25/12'. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** An occasion in the 'Data' select: 'Natal — 25/12'; the offer with no date says so. */
export const occasionLabel = (occasion: Occasion) =>
  occasion.id === 'oferta' || !occasion.day
    ? 'Oferta sem data'
    : `${occasion.name} — ${dayMonth(occasion.day)}`;

/** The occasion a new campaign starts on: the nearest dated one, else the first. */
export function nearestOccasion(occasions: Occasion[]): Occasion | undefined {
  const dated = occasions.filter((o) => o.day !== null);
  return (
    dated.reduce<Occasion | undefined>((a, b) => (!a || b.day! < a.day! ? b : a), undefined) ??
    occasions[0]
  );
}

// Without Intl: a page's first Intl formatter costs a phone tens of milliseconds.
const weekdays = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

/** The day a queued message is planned for, from the member's today: null today, 'amanhã', 'seg., 30/11'. */
export function plannedDayLabel(day: string | null, today: string): string | null {
  if (!day || day <= today) return null;
  if (day === addDays(today, 1)) return 'amanhã';
  return `${weekdays[dayAsUtc(day).getUTCDay()]}, ${dayMonth(day)}`;
}

/** Seconds as the countdown shows them: 31 → '0:31', 75 → '1:15'. */
export const countdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds left until `deadline` at `now` (both ms); 0 when it has passed or there is none. */
export const secondsLeft = (deadline: number | null, now: number) =>
  deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;

/** '12 de 24 enviadas' */
export const sentOf = (campaign: Pick<CampaignSummary, 'sent' | 'total'>) =>
  `${campaign.sent} de ${campaign.total} ${campaign.total === 1 ? 'enviada' : 'enviadas'}`;

export const statusLabels: Partial<Record<CampaignSummary['status'], string>> = {
  paused: 'Pausada',
  done: 'Concluída',
};

/**
 * A failed call, said beside the form or the button: the server's pt-BR message for a refusal,
 * the screen's own words when the server could not be reached (see errorToast).
 */
export function failureText(err: unknown, fallback: { title: string; description: string }) {
  const toast = errorToast(err, { fallback });
  return toast.description ?? toast.title;
}

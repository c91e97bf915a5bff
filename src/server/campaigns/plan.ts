import { campaignRules, leftOutReasons, type LeftOutReason } from '#shared/campaigns.ts';
import { addDays, DAY_MS } from '#shared/time-zone.ts';
import { holidayOn, isRestDay } from './calendar.ts';

/**
 * The campaign guardrails as pure functions (decision 039): who of an audience is left out and
 * why, whether a send may be made now, and the day each queued customer is planned for. The
 * store reads the facts; these decide.
 */

const { firstHour, lastHour } = campaignRules;

/** What decides whether one customer of an audience may get a campaign message. */
export interface CandidateFacts {
  /** They wrote to the seller (a message filed) or bought (ever moved to Fechado). */
  wroteOrBought: boolean;
  optedOut: boolean;
  hasWhatsapp: boolean;
  /** Their last message is a complaint (or a return) the seller has not answered. */
  complained: boolean;
  /** Their campaign messages sent, newest first: when, and whether they answered after it. */
  campaignSends: Array<{ at: string; answered: boolean }>;
}

/** Why a customer gets no message now, or null when they may get one. */
export function leftOutBecause(facts: CandidateFacts, now: Date): string | null {
  const reason = leftOutReason(facts, now);
  if (reason !== 'recentCampaign') return reason ? leftOutReasons[reason] : null;
  const days = Math.floor((now.getTime() - Date.parse(facts.campaignSends[0]!.at)) / DAY_MS);
  const ago = days === 0 ? 'hoje' : days === 1 ? 'ontem' : `há ${days} dias`;
  return `Recebeu outra campanha ${ago}: no máximo uma a cada ${campaignRules.daysBetweenMessages} dias`;
}

/** Why a customer gets no message now, as a key of `leftOutReasons`, or null. */
export function leftOutReason(facts: CandidateFacts, now: Date): LeftOutReason | null {
  if (facts.optedOut) return 'optedOut';
  if (!facts.wroteOrBought) return 'neverWrote';
  if (!facts.hasWhatsapp) return 'noPhone';
  if (facts.complained) return 'complained';
  const [last, before] = facts.campaignSends;
  const since = (at: string) => (now.getTime() - Date.parse(at)) / DAY_MS;
  if (last && since(last.at) < campaignRules.daysBetweenMessages) return 'recentCampaign';
  if (
    last &&
    before &&
    !last.answered &&
    !before.answered &&
    since(last.at) < campaignRules.restDays
  )
    return 'unanswered';
  return null;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The hour (0–23) at a moment in a zone. */
function hourIn(timeZone: string, at: Date): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(at));
}

/** The first day from `day` (itself included) on which campaigns are sent. */
export function nextSendingDay(day: string): string {
  let d = day;
  while (isRestDay(d)) d = addDays(d, 1);
  return d;
}

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
/** 'segunda-feira, 30/11' for a yyyy-mm-dd day. */
export function dayName(day: string): string {
  const name = weekday.format(new Date(`${day}T12:00:00Z`));
  return `${name}, ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

const resumes = (day: string, today: string) =>
  day === addDays(today, 1)
    ? `Recomeça amanhã, ${dayName(day)}, às ${firstHour}:00.`
    : `Recomeça ${/^(sábado|domingo)/.test(dayName(day)) ? 'no' : 'na'} ${dayName(day)}, às ${firstHour}:00.`;

/**
 * Whether campaign messages may go out now on the member's clock: 9:00 to 20:00, not on a
 * Sunday nor a national holiday, and under the daily cap. When not, why and when it resumes.
 */
export function sendingNow(
  now: Date,
  { today, timeZone, leftToday }: { today: string; timeZone: string; leftToday: number },
): { open: true } | { open: false; because: string; firstDay: string } {
  const hour = hourIn(timeZone, now);
  const holiday = holidayOn(today);
  const tomorrowOn = nextSendingDay(addDays(today, 1));
  if (new Date(`${today}T12:00:00Z`).getUTCDay() === 0) {
    return {
      open: false,
      because: `Domingo não tem envio de campanha, para proteger seu número. ${resumes(tomorrowOn, today)}`,
      firstDay: tomorrowOn,
    };
  }
  if (holiday) {
    return {
      open: false,
      because: `Hoje é feriado (${holiday}): não tem envio de campanha. ${resumes(tomorrowOn, today)}`,
      firstDay: tomorrowOn,
    };
  }
  if (hour < firstHour) {
    return {
      open: false,
      because: `Os envios de campanha começam às ${firstHour}:00.`,
      firstDay: today,
    };
  }
  if (hour >= lastHour) {
    return {
      open: false,
      because: `Os envios de hoje terminaram às ${lastHour}:00. ${resumes(tomorrowOn, today)}`,
      firstDay: tomorrowOn,
    };
  }
  if (leftToday <= 0) {
    return {
      open: false,
      because: `Você chegou ao limite de envios de hoje. ${resumes(tomorrowOn, today)}`,
      firstDay: tomorrowOn,
    };
  }
  return { open: true };
}

/**
 * The day each of `queued` customers is planned for, in queue order: what is left of today's
 * cap when sending is still possible today, then `dailyCap` a sending day.
 */
export function plannedDays(
  queued: number,
  {
    today,
    leftToday,
    dailyCap,
    todayOpen,
  }: {
    today: string;
    leftToday: number;
    dailyCap: number;
    todayOpen: boolean;
  },
): string[] {
  const days: string[] = [];
  let day = today;
  let room = todayOpen ? leftToday : 0;
  while (days.length < queued) {
    if (room <= 0) {
      day = nextSendingDay(addDays(day, 1));
      room = dailyCap;
    }
    days.push(day);
    room -= 1;
  }
  return days;
}

/** The countdown after a send: the fixed part and a random one, as the rules set them. */
export const countdownMs = (random = Math.random()) =>
  (campaignRules.countdownBaseSeconds + random * campaignRules.countdownRandomSeconds) * 1000;

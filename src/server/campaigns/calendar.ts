import Holidays from 'date-holidays';
import type { Occasion, OccasionId } from '#shared/campaigns.ts';

/**
 * Brazil's calendar for campaigns, from date-holidays (its rules compute the moving dates:
 * Páscoa, Dia das Mães, Black Friday…): the commerce dates a campaign can be for, and the days
 * nothing is sent (Sundays and national holidays).
 */
const brazil = new Holidays('BR');

/** The commerce dates date-holidays does not carry, in its own rule language. */
const commerceRules: Record<Exclude<OccasionId, 'oferta'>, { name: string; rule: string }> = {
  natal: { name: 'Natal', rule: '12-25' },
  'ano-novo': { name: 'Ano Novo', rule: '01-01' },
  'dia-do-consumidor': { name: 'Dia do Consumidor', rule: '03-15' },
  pascoa: { name: 'Páscoa', rule: 'easter' },
  'dia-das-maes': { name: 'Dia das Mães', rule: '2nd sunday in May' },
  'dia-dos-namorados': { name: 'Dia dos Namorados', rule: '06-12' },
  'dia-dos-pais': { name: 'Dia dos Pais', rule: '2nd sunday in August' },
  'dia-do-cliente': { name: 'Dia do Cliente', rule: '09-15' },
  'dia-das-criancas': { name: 'Dia das Crianças', rule: '10-12' },
  'black-friday': { name: 'Black Friday', rule: 'friday after 4th thursday in November' },
};

const commerce = new Holidays();
for (const [, { name, rule }] of Object.entries(commerceRules)) {
  commerce.setHoliday(rule, { name, type: 'observance' });
}

/** The first day of each commerce date on or after `today`, soonest first, then 'oferta'. */
export function occasionsFrom(today: string): Occasion[] {
  const year = Number(today.slice(0, 4));
  const days = [year, year + 1].flatMap((y) =>
    commerce.getHolidays(y).map((h) => ({ name: h.name, day: h.date.slice(0, 10) })),
  );
  const dated = Object.entries(commerceRules).map(([id, { name }]) => ({
    id: id as OccasionId,
    name,
    day: days.find((d) => d.name === name && d.day >= today)!.day,
  }));
  dated.sort((a, b) => a.day.localeCompare(b.day));
  return [...dated, { id: 'oferta', name: 'Oferta sem data', day: null }];
}

/** An occasion's name, as a campaign's title and messages use it. */
export const occasionName = (id: OccasionId): string =>
  id === 'oferta' ? 'Oferta' : commerceRules[id].name;

/** The national holiday on a day (yyyy-mm-dd), by name; null on any other day. */
export function holidayOn(day: string): string | null {
  const found = brazil.isHoliday(new Date(`${day}T12:00:00Z`));
  const national = found ? found.find((h) => h.type === 'public') : undefined;
  return national ? national.name : null;
}

/** A Sunday or a national holiday: no campaign is sent. */
export const isRestDay = (day: string): boolean =>
  new Date(`${day}T12:00:00Z`).getUTCDay() === 0 || holidayOn(day) !== null;

/** An occasion's name with its article, as a sentence says it ('o Natal', 'a Páscoa'). */
export const occasionInSentence = (name: string): string =>
  /^(Páscoa|Black Friday)$/u.test(name) ? `a ${name}` : `o ${name}`;

import { z } from 'zod';
import { cadenceLimits } from './today-cadence.ts';

/** PATCH /api/customers/:id/next-contact */
export const nextContactSchema = z.object({ proximo_contato: z.iso.date().nullable() });

/** POST /api/customers/:id/follow-ups: the text that was sent. */
export const followUpSentSchema = z.object({
  text: z.string().trim().min(1, 'Escreva a mensagem que você enviou.').max(4000),
});

const { minSteps, maxSteps, minDays, maxDays } = cadenceLimits;
const noDays = 'Informe os dias de cada tentativa.';
const cadenceSteps = z
  .array(
    z
      .number('Use números de dias.')
      .int('Use dias inteiros.')
      .min(minDays, `Cada espera vai de ${minDays} a ${maxDays} dias.`)
      .max(maxDays, `Cada espera vai de ${minDays} a ${maxDays} dias.`),
    noDays,
  )
  .min(minSteps, `Cada fase precisa de ${minSteps} a ${maxSteps} tentativas.`)
  .max(maxSteps, `Cada fase precisa de ${minSteps} a ${maxSteps} tentativas.`);

/** PUT /api/account/cadences: the days after each attempt, for each open phase. */
export const cadencesSchema = z.strictObject({
  prospect: cadenceSteps,
  contacted: cadenceSteps,
  interested: cadenceSteps,
  proposal: cadenceSteps,
});

/**
 * One phase's days as Minha Conta's form holds them ('1, 3, 7', '2 5 10') → [1, 3, 7], held to
 * the PUT's rules; one message for the phase, the number of attempts before their days.
 */
const cadenceText = z.string().transform((text, ctx) => {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message, input: text });
    return z.NEVER;
  };
  if (words.length === 0) return refuse(noDays);
  if (words.some((word) => !/^\d+$/.test(word)))
    return refuse('Use só números inteiros de dias, separados por vírgula.');
  const read = cadenceSteps.safeParse(words.map(Number));
  if (read.success) return read.data;
  const { issues } = read.error;
  return refuse((issues.find((issue) => issue.path.length === 0) ?? issues[0]!).message);
});

/** Minha Conta's cadence form: each open phase's days as typed, read as cadencesSchema's. */
export const cadenceTextsSchema = z.strictObject({
  prospect: cadenceText,
  contacted: cadenceText,
  interested: cadenceText,
  proposal: cadenceText,
});

/** GET /api/today/without-next-step?offset=: 'Mostrar mais' of 'Sem próximo passo'. */
export const withoutNextStepQuery = z.object({
  offset: z.coerce
    .number('Página inválida.')
    .int('Página inválida.')
    .min(0, 'Página inválida.')
    .max(1_000_000, 'Página inválida.')
    .default(0),
});

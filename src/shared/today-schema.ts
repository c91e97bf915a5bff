import { z } from 'zod';
import { cadenceLimits } from './today-cadence.ts';

/** PATCH /api/customers/:id/next-contact */
export const nextContactSchema = z.object({ proximo_contato: z.iso.date().nullable() });

/** POST /api/customers/:id/follow-ups: the text that was sent. */
export const followUpSentSchema = z.object({
  text: z.string().trim().min(1, 'Escreva a mensagem que você enviou.').max(4000),
});

const { minSteps, maxSteps, minDays, maxDays } = cadenceLimits;
const cadenceSteps = z
  .array(
    z
      .number('Use números de dias.')
      .int('Use dias inteiros.')
      .min(minDays, `Cada espera vai de ${minDays} a ${maxDays} dias.`)
      .max(maxDays, `Cada espera vai de ${minDays} a ${maxDays} dias.`),
    'Informe os dias de cada tentativa.',
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

/** GET /api/today/without-next-step?offset=: 'Mostrar mais' of 'Sem próximo passo'. */
export const withoutNextStepQuery = z.object({
  offset: z.coerce
    .number('Página inválida.')
    .int('Página inválida.')
    .min(0, 'Página inválida.')
    .max(1_000_000, 'Página inválida.')
    .default(0),
});

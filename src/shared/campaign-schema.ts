import { z } from 'zod';
import { campaignRules, NOTHING_OFFERED, occasionIds } from './campaigns.ts';
import { phaseIds } from './customers.ts';
import { MAX_MONEY } from './money.ts';

const uuid = z.uuid('Escolha um item da lista.');

/** POST /api/campaigns: the occasion, what it offers and to whom. */
export const newCampaignSchema = z
  .object({
    occasion: z.enum(occasionIds, 'Escolha a data da campanha.'),
    productId: uuid.nullable().default(null),
    offer: z
      .string()
      .trim()
      .max(200, 'A oferta pode ter até 200 caracteres.')
      .nullish()
      .transform((v) => (v ? v : null)),
    pixPrice: z
      .number('Digite o preço no Pix em reais, por exemplo 49,90.')
      .positive('O preço no Pix precisa ser maior que zero.')
      .max(MAX_MONEY, 'Preço alto demais.')
      .nullable()
      .default(null),
    audience: z
      .object({
        productId: uuid.optional(),
        phases: z.array(z.enum(phaseIds, 'Fase desconhecida.')).max(6).optional(),
        idleDays: z
          .number()
          .int('Digite um número inteiro de dias.')
          .min(1, 'Digite pelo menos 1 dia.')
          .max(730, 'Digite no máximo 730 dias.')
          .optional(),
      })
      .default({}),
    stopLine: z.boolean().default(true),
  })
  .refine((c) => c.productId !== null || c.offer !== null || c.pixPrice !== null, {
    message: NOTHING_OFFERED,
    path: ['offer'],
  });

/** POST /api/campaigns/:id/send and /skip: the customer of the queue acted on. */
export const campaignRecipientSchema = z.object({ customerId: uuid });

/** PUT /api/campaigns/settings: the member's daily cap. */
export const campaignSettingsSchema = z.object({
  dailyCap: z
    .number('Digite quantas mensagens por dia.')
    .int('Digite um número inteiro.')
    .min(1, 'Pelo menos 1 mensagem por dia.')
    .max(
      campaignRules.dailyCapMax,
      `No máximo ${campaignRules.dailyCapMax} mensagens por dia, para proteger seu número.`,
    ),
});

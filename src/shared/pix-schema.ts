import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { brazilianMobile, isBrazilianLandline } from './phone.ts';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyTypes, withoutAccents, type PixKeyType } from './pix.ts';

const digits = (v: string) => v.replace(/\D/g, '');
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL_MAX = 77;

/**
 * Each kind of key read as a seller types it and written as the Pix directory holds it
 * (CPF and CNPJ digits only, the phone as +55…, the email and the random key in lower case);
 * null when it cannot be such a key.
 */
const normalizers: Record<PixKeyType, (raw: string) => string | null> = {
  cpf: (raw) => (isValidCPF(digits(raw)) && digits(raw).length === 11 ? digits(raw) : null),
  cnpj: (raw) => (isValidCNPJ(digits(raw)) && digits(raw).length === 14 ? digits(raw) : null),
  email: (raw) => {
    const email = raw.trim().toLowerCase();
    return email.length <= EMAIL_MAX && z.email().safeParse(email).success ? email : null;
  },
  // The Pix directory holds mobile numbers only: a landline could never be paid.
  phone: brazilianMobile,
  random: (raw) => {
    const key = raw.trim().toLowerCase();
    return RANDOM_KEY.test(key) ? key : null;
  },
};

export const pixKeyErrors: Record<PixKeyType, string> = {
  cpf: 'CPF inválido. Confira os 11 números.',
  cnpj: 'CNPJ inválido. Confira os 14 números.',
  email: 'E-mail inválido. Confira o endereço da sua chave.',
  phone: 'Celular inválido. Digite com DDD, como (11) 98765-4321.',
  random:
    'Chave aleatória inválida. Copie a chave do app do seu banco (32 letras e números com hífens).',
};

const LANDLINE_KEY =
  'Esse número é de telefone fixo. A chave Pix do tipo Celular precisa ser um celular com DDD, como (11) 98765-4321.';

export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  return normalizers[type](raw);
}

/** Why a key cannot be one of its type, in the seller's words. */
const keyError = (type: PixKeyType, raw: string) =>
  type === 'phone' && isBrazilianLandline(raw) ? LANDLINE_KEY : pixKeyErrors[type];

/** A receiver's field: accents dropped, as the BR Code carries it, within its limit. */
const receiverText = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .transform(withoutAccents)
    .pipe(
      z
        .string()
        .min(1, `Informe ${label}.`)
        .max(max, `Use até ${max} caracteres (o Pix não aceita mais).`),
    );

export const pixKeyInputSchema = z
  .object({
    type: z.enum(pixKeyTypes, { error: 'Escolha o tipo da chave.' }),
    key: z.string({ error: 'Informe a chave Pix.' }).max(200),
    name: receiverText('o nome de quem recebe', PIX_NAME_MAX),
    city: receiverText('a cidade', PIX_CITY_MAX),
  })
  .transform((input, ctx) => {
    const key = normalizePixKey(input.type, input.key);
    if (key === null) {
      ctx.addIssue({ code: 'custom', message: keyError(input.type, input.key), path: ['key'] });
      return z.NEVER;
    }
    return { ...input, key };
  });
export type PixKeyInput = z.input<typeof pixKeyInputSchema>;

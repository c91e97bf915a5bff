import { firstName } from '#shared/first-name.ts';
import { formatBRL } from '#shared/money.ts';

export interface PixFollowUpInput {
  nome: string;
  /** The open charge's amount in reais. */
  amount: number;
  attempt: number;
  attempts: number;
}

/**
 * The follow-up of a customer 'aguardando pagamento': did the Pix go through? The same text with
 * or without a provider: it only asks about a payment, and names the value the code carries.
 */
export function writePixFollowUp({ nome, amount, attempt, attempts }: PixFollowUpInput): string {
  const name = firstName(nome);
  const hello = name ? `Oi, ${name}!` : 'Oi!';
  const pix = `o Pix de ${formatBRL(amount)}`;
  if (attempt >= attempts)
    return `${hello} Ainda não vi ${pix} por aqui. Se mudou de ideia, tudo bem, é só me falar. Posso encerrar por aqui?`;
  if (attempt === 1)
    return `${hello} Conseguiu fazer ${pix}? Se precisar, te mando o código de novo.`;
  return `${hello} Passando para saber se conseguiu fazer ${pix}. O código que te mandei continua valendo; se preferir, envio de novo.`;
}

/** The five kinds of Pix key a member can receive at. */
import { withoutMarks } from './fold.ts';
export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  random: 'Chave aleatória',
};

/** The BR Code's limits for the receiver (the bank shows them to the payer). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/** The member's Pix key, as saved: the key normalized as the BR Code carries it. */
export interface PixKey {
  type: PixKeyType;
  key: string;
  name: string;
  city: string;
}

export interface PixKeyAnswer {
  pixKey: PixKey | null;
}

/** One 'Cobrar com Pix': a static BR Code for the customer's value. */
export interface PixCharge {
  id: string;
  txid: string;
  /** Reais, as the numeric column reads ('1500.00'). */
  amount: string;
  /** The copia-e-cola. */
  code: string;
  createdAt: string;
  paidAt: string | null;
}

export interface PixChargeCreated {
  charge: PixCharge;
  /** The closing message, ready for WhatsApp; the copia-e-cola (charge.code) goes after it, alone. */
  message: string;
  /** The QR code of the same BR Code, a PNG data URL. */
  qrCode: string;
}

/** The customer's charges, newest first; the open one marks them 'aguardando pagamento'. */
export interface PixChargesAnswer {
  charges: PixCharge[];
}

/** Resultados: the period's Pix charges and what came in. */
export interface PixResults {
  chargedCount: number;
  chargedValue: number;
  receivedCount: number;
  receivedValue: number;
}

/** The text as a BR Code may carry it: without accents, the receiver's fields in ASCII. */
export const withoutAccents = (text: string) =>
  withoutMarks(text)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

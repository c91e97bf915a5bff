import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import type { PixKey } from '#shared/pix.ts';

const TXID_LENGTH = 25; // the BR Code's longest reference (field 62-05)
const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference of its own for each charge, so the member can find it in their bank statement. */
export function newTxid(): string {
  const bytes = randomBytes(TXID_LENGTH - 2);
  return `FZ${Array.from(bytes, (b) => TXID_ALPHABET[b % TXID_ALPHABET.length]).join('')}`;
}

/**
 * The copia-e-cola and its QR image for an amount: a static BR Code (EMV, CRC16 at the end)
 * written by pix-utils from the member's key.
 */
export async function pixCode(
  pixKey: PixKey,
  amount: number,
  txid: string,
): Promise<{ code: string; qrCode: string }> {
  const pix = createStaticPix({
    merchantName: pixKey.name,
    merchantCity: pixKey.city,
    pixKey: pixKey.key,
    transactionAmount: amount,
    txid,
  });
  // The saved key passed the same limits: an error here is a bug, not the member's input.
  if (hasError(pix)) throw new Error(`BR Code not made: ${pix.message}`);
  return { code: pix.toBRCode(), qrCode: await pix.toImage() };
}

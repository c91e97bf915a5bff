import { whatsappDigits } from '#shared/phone.ts';
import { foldName } from '#shared/fold.ts';

const sameName = (a: string, b: string) => foldName(a) === foldName(b);

/** An author the export names by a number: the same number however it is written. */
const samePerson = (author: string, contact: string) =>
  sameName(author, contact) ||
  (whatsappDigits(author) !== null && whatsappDigits(author) === whatsappDigits(contact));

/**
 * Which author is the seller: the one who is not the export's contact (a chat of two); else the
 * one named like the member; else null, and the member is asked.
 */
export function sellerAuthorOf(
  authors: string[],
  contact: string | null,
  memberName: string | null,
): string | null {
  if (contact && authors.some((a) => samePerson(a, contact))) {
    const others = authors.filter((a) => !samePerson(a, contact));
    if (others.length === 1) return others[0]!;
  }
  if (memberName?.trim()) return authors.find((a) => sameName(a, memberName)) ?? null;
  return null;
}

/**
 * The customer's name in a conversation: the export's contact, else the one author who is not
 * the seller. Null when it cannot be told (a lone pasted message, a group).
 */
export function customerAuthorOf(
  authors: string[],
  contact: string | null,
  sellerAuthor: string | null,
): string | null {
  if (contact) return contact;
  const others = authors.filter((a) => a !== sellerAuthor);
  return others.length === 1 ? others[0]! : null;
}

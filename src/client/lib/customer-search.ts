import type { Customer } from '#shared/customers.ts';

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Search by name, phone or product (accents and case ignored, phone by digits too). */
export function matchesSearch(customer: Customer, query: string): boolean {
  const q = normalize(query.trim());
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    normalize(customer.nome).includes(q) ||
    normalize(customer.produto_interesse ?? '').includes(q) ||
    (digits.length > 0 && (customer.telefone ?? '').replace(/\D/g, '').includes(digits))
  );
}

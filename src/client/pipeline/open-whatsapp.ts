import type { Customer } from '#shared/customers.ts';
import { customerMessages } from '#shared/messages.ts';
import { notify } from '../lib/notify.ts';
import { firstName, phoneDigits, whatsAppLink } from '../lib/whatsapp.ts';

/** Opens the customer's chat in a new window, greeting them by first name. */
export function openWhatsApp(customer: Pick<Customer, 'nome' | 'telefone'>): void {
  if (!customer.telefone?.trim()) return void notify.error(customerMessages.noPhone);
  const digits = phoneDigits(customer.telefone);
  if (!digits) return void notify.error(customerMessages.badPhone);
  window.open(
    whatsAppLink(digits, `Oi, ${firstName(customer.nome)}! Tudo bem?`),
    '_blank',
    'noopener,noreferrer',
  );
}

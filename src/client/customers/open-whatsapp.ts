import type { UseMutateFunction } from '@tanstack/react-query';
import type { Customer } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import { customerMessages } from '#shared/messages.ts';
import { fillName } from '#shared/script-format.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import type { SentMessage } from './api/record-message.ts';

/**
 * Opens the customer's chat in a new window, greeting them by first name, and keeps the send in
 * the customer's history through `record` (useRecordMessage's mutate; a failure to record it
 * does not stop the chat).
 */
export function openWhatsApp(
  customer: Pick<Customer, 'id' | 'nome' | 'telefone' | 'whatsapp'>,
  record: UseMutateFunction<void, Error, SentMessage>,
): void {
  if (!customer.telefone?.trim()) return void notify.error(customerMessages.noPhone);
  const digits = customer.whatsapp;
  if (!digits) return void notify.error(customerMessages.badPhone);
  window.open(
    whatsAppLink(digits, fillName('Oi, {nome}! Tudo bem?', firstName(customer.nome))),
    '_blank',
    'noopener,noreferrer',
  );
  record(
    { id: customer.id, stage: null },
    { onError: (err) => console.error('Erro ao registrar a mensagem no histórico', err) },
  );
}

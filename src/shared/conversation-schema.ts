import { z } from 'zod';
import { MAX_REPLY_CHARS } from './conversations.ts';
import { customerFields } from './customer-schema.ts';

const replyText = z.string().trim().min(1, 'Escreva a mensagem.').max(MAX_REPLY_CHARS);

/** POST /api/shares/:id/file (FileShareRequest). */
export const fileShareSchema = z
  .object({
    customerId: z.uuid('Cliente inválido.').optional(),
    newCustomer: z
      .object({ nome: customerFields.nome, telefone: customerFields.telefone })
      .optional(),
    sellerAuthor: z.string().trim().min(1).max(200).optional(),
    sentReply: replyText.optional(),
  })
  .refine((v) => v.customerId || v.newCustomer, {
    message: 'Escolha o cliente desta conversa.',
    path: ['customerId'],
  });

/** POST /api/shares/:id/contacts (AddContactsRequest). */
export const addContactsSchema = z.object({
  indexes: z.array(z.number().int().min(0)).min(1, 'Escolha ao menos um contato.').max(500),
});

/** The Contact Picker's contacts (navigator.contacts.select with name, tel and email). */
const pickedContact = z.object({
  name: z.array(z.string().max(200)).max(10).default([]),
  tel: z.array(z.string().max(40)).max(10).default([]),
  email: z.array(z.string().max(254)).max(10).default([]),
});

/** POST /api/shares as JSON: a pasted text, or the Contact Picker's contacts. */
export const shareBodySchema = z.union([
  z.object({ text: z.string().max(5 * 1024 * 1024) }),
  z.object({ contacts: z.array(pickedContact).min(1).max(500) }),
]);

/** PATCH /api/shares/:id/audio: what the customer said in a voice note, typed or corrected. */
export const audioWordsSchema = z.object({
  text: z.string().trim().min(1, 'Escreva o que o cliente disse.').max(MAX_REPLY_CHARS),
});

/** POST /api/shares/:id/replies. */
export const shareRepliesSchema = z.object({ customerId: z.uuid('Cliente inválido.').optional() });

/** GET /api/customers/:id/messages. */
/** ?cliente= on /api/shares: pasted from that customer's own page, so it is theirs. */
export const shareCustomerQuery = z.object({ cliente: z.uuid('Cliente inválido.').optional() });

export const messagesPageQuery = z.object({ before: z.uuid('Mensagem inválida.').optional() });

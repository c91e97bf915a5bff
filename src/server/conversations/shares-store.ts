import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  AddContactsResult,
  CustomerMatch,
  FileShareRequest,
  FileShareResult,
  ReplyResult,
  SharedMessage,
  SharePreview,
} from '#shared/conversations.ts';
import { customerLimits, type Phase } from '#shared/customers.ts';
import { audioMessage } from '#shared/conversations.ts';
import { z } from 'zod';
import { suggestPhase } from '../ai/conversation-intent.ts';
import type { Db, Executor } from '../db/client.ts';
import { shares } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import {
  createCustomers,
  lockedCustomer,
  newCustomerInput,
  recordConversation,
} from '../customers/changes.ts';
import { matchCustomer, withExisting } from './match.ts';
import { getCustomer } from '../customers/store.ts';
import { listProducts } from '../products/store.ts';
import { insertMessages, recordSentReply, type NewMessage } from './messages-store.ts';
import { customerAuthorOf, sellerAuthorOf } from './read/seller.ts';
import { foldName } from '#shared/fold.ts';
import type { ReadShare } from './read/share.ts';
import { recentCustomer } from './audio/audio-share.ts';
import { exportAudiosOf } from './audio/export-audios.ts';

type ShareRow = typeof shares.$inferSelect;

/** A claim token for a signed-out share, and the hash that is all the database keeps. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Pending shares are kept this long, then purged (jobs/purge.ts). */
export const SHARE_HOURS = 24;

export async function createShare(
  db: Executor,
  owner: { userId: string } | { claimTokenHash: string },
  read: ReadShare,
): Promise<string> {
  const [row] = await db
    .insert(shares)
    .values({
      userId: 'userId' in owner ? owner.userId : null,
      claimTokenHash: 'claimTokenHash' in owner ? owner.claimTokenHash : null,
      kind: read.kind,
      fileName: read.fileName,
      payload: read,
    })
    .returning({ id: shares.id });
  return row!.id;
}

const fresh = () => sql`${shares.createdAt} > now() - make_interval(hours => ${SHARE_HOURS})`;

/** The member's share, younger than SHARE_HOURS; anyone else's: 404. */
export async function memberShare(db: Executor, userId: string, id: string): Promise<ShareRow> {
  const [own] = await db
    .select()
    .from(shares)
    .where(and(eq(shares.id, id), eq(shares.userId, userId), fresh()));
  if (!own) throw notFound();
  return own;
}

/**
 * An unowned share made theirs when `claimToken` is the one it was stored with (shared signed
 * out, then signed in); null when it is not that share's token.
 */
export async function claimShare(
  db: Executor,
  userId: string,
  id: string,
  claimToken: string,
): Promise<ShareRow | null> {
  const [claimed] = await db
    .update(shares)
    .set({ userId, claimTokenHash: null })
    .where(
      and(
        eq(shares.id, id),
        isNull(shares.userId),
        eq(shares.claimTokenHash, hashOf(claimToken)),
        fresh(),
      ),
    )
    .returning();
  return claimed ?? null;
}

export const readOf = (row: ShareRow) => row.payload as ReadShare;

const authorsOf = (read: ReadShare) => [
  ...new Set(read.messages.flatMap((m) => (m.authorName === null ? [] : [m.authorName]))),
];

/** The share's messages as the app would file them, with who the seller is. */
function sharedMessages(read: ReadShare, sellerAuthor: string | null): SharedMessage[] {
  return read.messages.map((m) => ({
    authorName: m.authorName,
    author: sellerAuthor !== null && m.authorName === sellerAuthor ? 'seller' : 'customer',
    at: m.at,
    text: m.text,
  }));
}

/**
 * The name a lone message gives its writer: 'Oi, aqui é a Márcia Lopes, vi…' → 'Márcia Lopes',
 * 'Sou o João do restaurante' → 'João'; also 'meu nome é', 'me chamo'. The capitalised words
 * after it, up to a punctuation mark or a word in lower case ('do', 'da'); null without.
 */
export function nameInMessage(text: string): string | null {
  const found = NAMED.exec(text);
  return found ? found[1]!.slice(0, customerLimits.nome) : null;
}
const NAMED =
  /(?<!\p{L})(?:[Aa]qui [ée]|[Ss]ou|[Mm]eu nome [ée]|[Mm]e chamo) (?:[ao] )?(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,4})/u;

/**
 * Whose a lone message is, as it says itself: the customer of that name, else a new one. Only
 * proposed: the member is asked. Null for anything else.
 */
async function proposalOf(
  db: Executor,
  userId: string,
  read: ReadShare,
): Promise<SharePreview['proposal']> {
  if (read.audio) {
    const recent = await recentCustomer(db, userId);
    return recent ? { by: 'recent', ...recent } : null;
  }
  const [lone] = read.messages;
  if (read.kind !== 'chat' || read.messages.length !== 1 || lone!.authorName !== null) return null;
  const name = nameInMessage(lone!.text);
  const match = name ? await matchCustomer(db, userId, name) : null;
  return match && match.by !== 'none' ? match : null;
}

/** What the member sees of a share before filing it. */
export async function sharePreview(
  db: Executor,
  member: { id: string; name: string | null },
  row: ShareRow,
  /** The customer whose page it was shared from: theirs, whatever it names. */
  chosenId?: string,
): Promise<SharePreview> {
  const read = readOf(row);
  const authors = authorsOf(read);
  const sellerAuthor = sellerAuthorOf(authors, read.contact, member.name);
  const messages = sharedMessages(read, sellerAuthor);
  const chosen = chosenId ? await getCustomer(db, member.id, chosenId) : undefined;
  const exportAudios = exportAudiosOf(read);
  const match: CustomerMatch =
    read.kind !== 'chat'
      ? { by: 'none' }
      : chosen
        ? { by: 'chosen', customerId: chosen.id, nome: chosen.nome, fase: chosen.fase }
        : await matchCustomer(db, member.id, customerAuthorOf(authors, read.contact, sellerAuthor));
  return {
    id: row.id,
    kind: read.kind,
    fileName: read.fileName,
    messageCount: messages.length,
    lastMessages: messages.slice(-20),
    authors,
    sellerAuthor,
    match,
    proposal: match.by === 'none' ? await proposalOf(db, member.id, read) : null,
    suggestedPhase:
      read.kind === 'chat' ? suggestPhase(messages, 'fase' in match ? match.fase : null) : null,
    contacts: await withExisting(db, member.id, read.contacts),
    unreadContacts: read.unreadContacts,
    ...(read.audio ? { audio: read.audio } : {}),
    ...(exportAudios ? { exportAudios } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The words of a shared voice note, as the seller typed or corrected them: the share's one
 * message becomes '🎤 0:32 — <words>', and replies written for the old words are dropped.
 */
export async function setAudioWords(db: Executor, row: ShareRow, words: string): Promise<void> {
  const read = readOf(row);
  if (!read.audio) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Este compartilhamento não é um áudio.');
  }
  const [message] = read.messages;
  await rewriteShare(db, row, {
    ...read,
    messages: [{ ...message!, text: audioMessage(read.audio.seconds, words) }],
    audio: { seconds: read.audio.seconds, text: 'typed' },
  });
}

/** The share's messages changed (a voice note's words): replies written for the old are dropped. */
export async function rewriteShare(db: Executor, row: ShareRow, payload: ReadShare): Promise<void> {
  await db
    .update(shares)
    .set({ payload, replies: null, repliesCustomerId: null })
    .where(eq(shares.id, row.id));
}

/** What the seller wrote in the share, newest first: the first samples of their voice. */
export const sellerTexts = (row: ShareRow, sellerAuthor: string | null): string[] =>
  sellerAuthor === null
    ? []
    : readOf(row)
        .messages.filter((m) => m.authorName === sellerAuthor)
        .map((m) => m.text)
        .reverse();

/**
 * The replies kept with the share for this customer (null: the new one), else null. Those
 * written for the new one are also the customer filing the share made of them: a reply sent
 * from the page makes the customer, and the page opened again asks for them by their id.
 */
export function keptReplies(row: ShareRow, customerId: string | null): ReplyResult | null {
  const keptFor = row.repliesCustomerId;
  const theirs =
    keptFor === customerId || (keptFor === null && customerId === row.createdCustomerId);
  return row.replies && theirs ? (row.replies as ReplyResult) : null;
}

/** Keeps the replies written for the share and this customer, in place of any before. */
export async function keepReplies(
  db: Executor,
  shareId: string,
  customerId: string | null,
  replies: ReplyResult,
): Promise<void> {
  await db
    .update(shares)
    .set({ replies, repliesCustomerId: customerId })
    .where(eq(shares.id, shareId));
}

/**
 * What a customer made from a chat is interested in: the member's product the chat names (one
 * only), else the member's only product, else nothing.
 */
async function productOfInterest(db: Executor, userId: string, row: ShareRow) {
  const products = await listProducts(db, userId);
  if (products.length === 1) return products[0]!.nome;
  const said = ` ${foldName(
    readOf(row)
      .messages.map((m) => m.text)
      .join(' '),
  )} `;
  const named = products.filter((p) => said.includes(` ${foldName(p.nome)} `));
  return named.length === 1 ? named[0]!.nome : null;
}

/** New customers from WhatsApp: in Prospecção, with the source in their 'created' line. */
async function createFromWhatsApp(
  db: Executor,
  userId: string,
  people: Array<{
    nome: string;
    telefone: string | null;
    email?: string | null;
    produto_interesse?: string | null;
  }>,
): Promise<string[]> {
  const inputs = people.map((p) => {
    // A card's fields are the card's: cut to the form's lengths, an odd email left out.
    const email = p.email && z.email().safeParse(p.email).success ? p.email : null;
    return newCustomerInput({
      nome: p.nome.slice(0, customerLimits.nome),
      telefone: p.telefone?.slice(0, customerLimits.telefone) ?? null,
      email: email && email.length <= customerLimits.email ? email : null,
      produto_interesse: p.produto_interesse ?? null,
    });
  });
  const created = await createCustomers(db, userId, inputs, { source: 'whatsapp' });
  return created.map((c) => c.id);
}

async function memberCustomer(db: Executor, userId: string, id: string) {
  const row = await lockedCustomer(db, userId, id);
  return row ? { id: row.id, fase: row.fase as Phase } : null;
}

/**
 * The customer a share is filed on: the chosen one, or a new one, made once per share (filing
 * the same share on a new customer again lands on the one it made: one share cannot fill the
 * board).
 */
async function customerToFile(
  db: Executor,
  userId: string,
  share: ShareRow,
  request: FileShareRequest,
): Promise<{ id: string; fase: Phase }> {
  if (request.customerId) {
    const row = await memberCustomer(db, userId, request.customerId);
    if (!row) throw notFound();
    return row;
  }
  if (!request.newCustomer) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Escolha o cliente desta conversa.', 'customerId');
  }
  const [locked] = await db
    .select({ made: shares.createdCustomerId })
    .from(shares)
    .where(eq(shares.id, share.id))
    .for('update');
  const made = locked?.made ? await memberCustomer(db, userId, locked.made) : null;
  if (made) return made;
  const produto_interesse = await productOfInterest(db, userId, share);
  const [id] = await createFromWhatsApp(db, userId, [
    { ...request.newCustomer, produto_interesse },
  ]);
  await db.update(shares).set({ createdCustomerId: id! }).where(eq(shares.id, share.id));
  return { id: id!, fase: 'prospect' };
}

/**
 * Files a chat share on a customer, in one transaction: the customer (existing or new), the
 * messages new to its history, the last contact date, a history line; and the reply sent now.
 */
export async function fileShare(
  db: Db,
  member: { id: string; name: string | null },
  row: ShareRow,
  request: FileShareRequest,
  today: string,
): Promise<FileShareResult> {
  const read = readOf(row);
  if (read.kind !== 'chat') {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Este compartilhamento tem contatos, não uma conversa.',
    );
  }
  const authors = authorsOf(read);
  const sellerAuthor = request.sellerAuthor ?? sellerAuthorOf(authors, read.contact, member.name);
  const messages: NewMessage[] = sharedMessages(read, sellerAuthor);
  return db.transaction(async (tx) => {
    const customer = await customerToFile(tx, member.id, row, request);
    const added = await insertMessages(tx, member.id, customer.id, messages);
    await recordConversation(tx, member.id, customer.id, added);
    if (request.sentReply) {
      await recordSentReply(tx, member.id, customer.id, request.sentReply, today);
    }
    return {
      customerId: customer.id,
      added,
      skipped: messages.length - added,
      suggestedPhase: suggestPhase(messages, customer.fase),
    };
  });
}

/** The chosen contacts of a share become customers, once each: one already there is not. */
export async function addContacts(
  db: Db,
  userId: string,
  row: ShareRow,
  indexes: number[],
): Promise<AddContactsResult> {
  const read = readOf(row);
  const chosen = [...new Set(indexes)].map((i) => read.contacts[i]);
  if (chosen.some((c) => c === undefined)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Escolha contatos deste compartilhamento.',
      'indexes',
    );
  }
  return db.transaction(async (tx) => {
    const seen = new Set<string>();
    const unique = chosen.filter((c): c is NonNullable<typeof c> => {
      const key = c!.whatsapp ?? foldName(c!.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const contacts = await withExisting(tx, userId, unique);
    const existingIds = contacts.flatMap((c) => (c.existing ? [c.existing.customerId] : []));
    const created = await createFromWhatsApp(
      tx,
      userId,
      contacts
        .filter((c) => !c.existing)
        .map((c) => ({ nome: c.name, telefone: c.phone, email: c.email })),
    );
    return {
      created: created.length,
      existing: existingIds.length,
      customerIds: [...existingIds, ...created],
    };
  });
}

/** A signed-out share can be claimed as long as its cookie lives: an hour. */
export const CLAIM_HOURS = 1;

/**
 * Shares older than SHARE_HOURS, filed or not, and signed-out ones nobody claimed while their
 * cookie lived (the purge job).
 */
export async function purgeShares(db: Db): Promise<number> {
  const olderThan = (hours: number) =>
    lte(shares.createdAt, sql`now() - make_interval(hours => ${hours})`);
  const result = await db
    .delete(shares)
    .where(or(olderThan(SHARE_HOURS), and(isNull(shares.userId), olderThan(CLAIM_HOURS))));
  return result.rowCount ?? 0;
}

import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  addContactsSchema,
  audioWordsSchema,
  fileShareSchema,
  messagesPageQuery,
  shareBodySchema,
  shareCustomerQuery,
  shareRepliesSchema,
} from '#shared/conversation-schema.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberToday } from '../http/member-day.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { getCustomer } from '../customers/store.ts';
import { recordStageSent } from '../customers/changes.ts';
import { messageSentSchema } from '#shared/customer-events-schema.ts';
import { inputFromForm, readAnyShare, shareError, takeFiling, takeShare } from './incoming.ts';
import type { Transcriber } from '../ai/transcriber.ts';
import { transcribeExportAudios } from './audio/export-audios.ts';
import { messagesPage, recordSentReply } from './messages-store.ts';
import { ShareReadError, type ShareInput } from './read/share.ts';
import { customerReplyInput, newLead, replyCustomer, replyInput, writeReplies } from './replies.ts';
import {
  addContacts,
  claimShare,
  createShare,
  fileShare,
  keepReplies,
  keptReplies,
  memberShare,
  sellerTexts,
  readOf,
  rewriteShare,
  setAudioWords,
  sharePreview,
} from './shares-store.ts';

/** The cookie that lets a share made signed out be claimed after signing in (share-target.ts). */
export const CLAIM_COOKIE = 'fz_share';

export interface ConversationDeps {
  db: Db;
  engine: AiEngine;
  /** Today's replies a member may ask for (DAILY_REPLIES_LIMIT). */
  repliesLimit: number;
  /** Voice notes' words: the provider's speech-to-text (none offline) and the daily minutes. */
  audio: { transcriber: Transcriber | null; minutesLimit: number };
}

/** What a voice note shared by the member needs, for this request. */
export const audioFor = (
  c: Context<AppEnv>,
  { db, audio }: Pick<ConversationDeps, 'db' | 'audio'>,
) => ({ deps: { db, ...audio, log: c.get('log') }, userId: c.get('user').id });

const member = (c: Context<AppEnv>) => ({ id: c.get('user').id, name: c.get('user').name });

/** The body of POST /api/shares: JSON { text } or { contacts }, or one file under `file`. */
async function shareInput(c: Context<AppEnv>): Promise<ShareInput> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    return inputFromForm(await c.req.parseBody({ all: true }));
  }
  if (type.startsWith('application/json')) return parseBody(c, shareBodySchema);
  throw new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Envie o texto da conversa ou um arquivo (.txt, .zip ou .vcf).',
  );
}

/** /api/shares, behind requireMember: a share is its member's alone. */
export function shareRoutes(deps: ConversationDeps): Hono<AppEnv> {
  const { db, engine, repliesLimit } = deps;
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const user = member(c);
      try {
        await takeShare(db, `user:${user.id}`);
        const { cliente } = parseQuery(c, shareCustomerQuery);
        if (cliente) await getCustomer(db, user.id, cliente); // another member's: 404, nothing kept
        const read = await readAnyShare(c, await shareInput(c), audioFor(c, deps));
        const id = await createShare(db, { userId: user.id }, read);
        const row = await memberShare(db, user.id, id);
        return c.json(await sharePreview(db, user, row, cliente), 201);
      } catch (error) {
        throw error instanceof ShareReadError ? shareError(error) : error;
      }
    })
    .get('/:id', async (c) => {
      const user = member(c);
      const id = idParam(c);
      const token = getCookie(c, CLAIM_COOKIE);
      const claimed = token ? await claimShare(db, user.id, id, token) : null;
      // The cookie has done its work; another share's cookie is left for that share.
      if (claimed) deleteCookie(c, CLAIM_COOKIE, { path: '/' });
      const { cliente } = parseQuery(c, shareCustomerQuery);
      const row = claimed ?? (await memberShare(db, user.id, id));
      return c.json(await sharePreview(db, user, row, cliente));
    })
    .post('/:id/file', async (c) => {
      const user = member(c);
      const share = await memberShare(db, user.id, idParam(c));
      const request = await parseBody(c, fileShareSchema);
      await takeFiling(db, user.id);
      return c.json(await fileShare(db, user, share, request, memberToday(c)));
    })
    .patch('/:id/audio', async (c) => {
      const user = member(c);
      const share = await memberShare(db, user.id, idParam(c));
      const { text } = await parseBody(c, audioWordsSchema);
      await setAudioWords(db, share, text);
      return c.json(await sharePreview(db, user, await memberShare(db, user.id, share.id)));
    })
    .post('/:id/audios', async (c) => {
      const user = member(c);
      const share = await memberShare(db, user.id, idParam(c));
      await takeShare(db, `user:${user.id}`).catch((error: unknown) => {
        throw error instanceof ShareReadError ? shareError(error) : error;
      });
      const input = await shareInput(c);
      if (!input.file) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Escolha o arquivo .zip da conversa.', 'file');
      }
      const read = readOf(share);
      const done = await transcribeExportAudios(
        audioFor(c, deps).deps,
        user.id,
        read,
        input.file.bytes,
        memberToday(c),
      );
      if (done.transcribed > 0) await rewriteShare(db, share, { ...read, messages: done.messages });
      const fresh = await memberShare(db, user.id, share.id);
      const { transcribed, failed, limited } = done;
      const preview = await sharePreview(db, user, fresh);
      return c.json({ transcribed, failed, limited, share: preview });
    })
    .post('/:id/contacts', async (c) => {
      const user = member(c);
      const share = await memberShare(db, user.id, idParam(c));
      const { indexes } = await parseBody(c, addContactsSchema);
      return c.json(await addContacts(db, user.id, share, indexes));
    })
    .post('/:id/replies', async (c) => {
      const user = member(c);
      const share = await memberShare(db, user.id, idParam(c));
      // The body is optional: without it, the customer the share matches.
      const { customerId } = c.req.header('content-type')?.startsWith('application/json')
        ? await parseBody(c, shareRepliesSchema)
        : {};
      const preview = await sharePreview(db, user, share);
      const { match, proposal } = preview;
      const id = customerId ?? ('customerId' in match ? match.customerId : null);
      const customer = id
        ? await replyCustomer(db, user.id, id)
        : newLead('nome' in match ? match.nome : proposal?.by === 'new' ? proposal.nome : null);
      // Written once per share and customer: a reload answers them again without a unit.
      const kept = keptReplies(share, id);
      if (kept) return c.json(kept);
      // The share's own messages: the words being answered may not be filed yet.
      const messages = preview.lastMessages.map(({ author, at, text }) => ({ author, at, text }));
      const own = sellerTexts(share, preview.sellerAuthor);
      const input = await replyInput(db, user.id, customer, messages, own);
      const quota = { userId: user.id, limit: repliesLimit, today: memberToday(c) };
      const replies = await writeReplies(db, engine, c.get('log'), quota, input);
      await keepReplies(db, share.id, id, replies);
      return c.json(replies);
    });
}

/** /api/customers/:id/messages and /replies: a customer's conversation. */
export function customerConversationRoutes({
  db,
  engine,
  repliesLimit,
}: ConversationDeps): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .get('/:id/messages', async (c) => {
        const userId = c.get('user').id;
        const id = idParam(c);
        const { before } = parseQuery(c, messagesPageQuery);
        await getCustomer(db, userId, id); // 404 unless it is the member's
        return c.json(await messagesPage(db, userId, id, before));
      })
      // A message sent through the app's WhatsApp buttons, for the customer's history. A reply
      // the app wrote is kept in the conversation and sets the follow-up; a script's stage is a
      // history line only.
      .post('/:id/messages', async (c) => {
        const userId = c.get('user').id;
        const id = idParam(c);
        const { stage, text } = await parseBody(c, messageSentSchema);
        await getCustomer(db, userId, id);
        if (text) {
          const today = memberToday(c);
          await db.transaction((tx) => recordSentReply(tx, userId, id, text, today));
        } else {
          await recordStageSent(db, userId, id, stage);
        }
        return c.body(null, 204);
      })
      .post('/:id/replies', async (c) => {
        const userId = c.get('user').id;
        const input = await customerReplyInput(db, userId, idParam(c));
        const quota = { userId, limit: repliesLimit, today: memberToday(c) };
        return c.json(await writeReplies(db, engine, c.get('log'), quota, input));
      })
  );
}

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { UploadResult } from '#shared/send-token.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberToday } from '../http/member-day.ts';
import { inputFromForm, readAnyShare, shareError } from './incoming.ts';
import { audioFor, type ConversationDeps } from './routes.ts';
import { ShareReadError, type ShareInput } from './read/share.ts';
import {
  addContacts,
  createShare,
  fileShare,
  memberShare,
  nameInMessage,
  sharePreview,
} from './shares-store.ts';
import type { ReadShare } from './read/share.ts';
import type { SharePreview } from '#shared/conversations.ts';

const messages = (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`);

/** The Shortcut's form: a `file` (or the share target's `files`) or a `text`; JSON { text } too. */
async function uploadInput(c: Context<AppEnv>): Promise<ShareInput> {
  const type = c.req.header('content-type') ?? '';
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new ShareReadError('EMPTY');
    });
    return inputFromForm(form);
  }
  if (type.startsWith('application/json')) {
    const body = (await c.req.json().catch(() => null)) as { text?: unknown } | null;
    return { text: typeof body?.text === 'string' ? body.text : '' };
  }
  throw new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Envie um formulário com o campo "file" (o arquivo) ou "text" (o texto da conversa).',
  );
}

/**
 * Reads and files what the Shortcut sent, with no page to ask on: a chat goes to the customer it
 * matches (or a new one named after the export's contact), contacts are added, and a lone message
 * that names nobody waits for the member in the app. Sending the same file again adds nothing:
 * messages and contacts already kept are skipped.
 */
async function fileUpload(
  c: Context<AppEnv>,
  conversations: ConversationDeps,
  config: Config,
): Promise<UploadResult> {
  const { db } = conversations;
  const user = { id: c.get('user').id, name: c.get('user').name };
  const read = await readAnyShare(c, await uploadInput(c), audioFor(c, conversations));
  const id = await createShare(db, { userId: user.id }, read);
  const row = await memberShare(db, user.id, id);
  const preview = await sharePreview(db, user, row);
  if (read.kind === 'contacts') {
    const indexes = read.contacts.map((_, i) => i);
    if (indexes.length === 0) throw new ShareReadError('NOT_CONTACTS');
    await addContacts(db, user.id, row, indexes);
    const received = indexes.length;
    const message = `${received === 1 ? '1 contato recebido' : `${received} contatos recebidos`}: confira em Minhas Vendas.`;
    return { status: 'contacts', received, message };
  }
  // A voice note's customer is only a guess (the last one touched): the member confirms it.
  const match = preview.match.by === 'none' ? preview.proposal : preview.match;
  if (!match || read.audio) {
    return {
      status: 'pending',
      shareId: id,
      url: `${config.APP_URL}/compartilhar?id=${id}`,
      message: read.audio
        ? 'Áudio recebido! Abra o FechaZap para conferir o que o cliente disse e responder.'
        : 'Recebido! Abra o FechaZap para escolher de quem é esta mensagem.',
    };
  }
  const request =
    match.by === 'new'
      ? { newCustomer: { nome: match.nome, telefone: match.telefone } }
      : { customerId: match.customerId };
  const filed = await fileShare(db, user, row, request, memberToday(c));
  const customerName = nameInFile(read, preview);
  const news = filed.added === 0 ? 'nenhuma mensagem nova' : messages(filed.added);
  return {
    status: 'filed',
    customerName,
    added: filed.added,
    message: `Arquivado em ${customerName} · ${news}`,
  };
}

/** The customer as the file names them (never as the account does): the export, an author, the message. */
function nameInFile(read: ReadShare, preview: SharePreview): string {
  const author = preview.authors.find((a) => a !== preview.sellerAuthor);
  const lone = read.messages.length === 1 ? nameInMessage(read.messages[0]!.text) : null;
  return read.contact ?? author ?? lone ?? 'o cliente';
}

/**
 * POST /api/shares/upload: the iPhone Shortcut's way in (Safari has no share target), with a
 * send token instead of a session (`requireSendToken`). The same readers and size limits as
 * /compartilhar; JSON a Shortcut can show.
 */
export function uploadRoutes(
  conversations: ConversationDeps,
  config: Config,
  requireToken: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>().post('/', requireToken, async (c) => {
    try {
      return c.json(await fileUpload(c, conversations, config));
    } catch (error) {
      throw error instanceof ShareReadError ? shareError(error) : error;
    }
  });
}

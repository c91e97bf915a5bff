import type { Phase } from '#shared/customers.ts';
import { phases } from '#shared/customers.ts';

export const phaseLabel = (fase: Phase) => phases.find((p) => p.id === fase)?.label ?? fase;

/** '1 mensagem', '12 mensagens'. */
export const messageCount = (n: number) => `${n} ${n === 1 ? 'mensagem' : 'mensagens'}`;

/** The toast after a chat is filed: what was added, and what was already there. */
export function filedToast(added: number, skipped: number, name: string) {
  const title =
    added === 0
      ? `Nenhuma mensagem nova: o histórico de ${name} já tinha esta conversa`
      : `${messageCount(added)} ${added === 1 ? 'salva' : 'salvas'} no histórico de ${name}`;
  const description =
    added > 0 && skipped > 0 ? `${messageCount(skipped)} já estavam lá.` : undefined;
  return { title, description };
}

/** The `?erro=` codes the share target answers with, in the member's words and what to do. */
const shareErrors: Record<string, { title: string; description: string }> = {
  NOT_A_WHATSAPP_EXPORT: {
    title: 'Este arquivo não é uma conversa exportada do WhatsApp',
    description:
      'No WhatsApp, abra a conversa, toque em ⋮ > Mais > Exportar conversa e compartilhe o arquivo com o FechaZap.',
  },
  UNSUPPORTED_FILE: {
    title: 'Este tipo de arquivo não é aceito',
    description: 'Envie uma conversa exportada (.txt ou .zip) ou um contato (.vcf).',
  },
  FILE_TOO_LARGE: {
    title: 'O arquivo é grande demais',
    description: 'Exporte a conversa "sem mídia" e compartilhe de novo.',
  },
  EMPTY_SHARE: {
    title: 'Nada chegou no compartilhamento',
    description: 'Selecione as mensagens no WhatsApp e toque em Compartilhar de novo.',
  },
  SHARE_NOT_FOUND: {
    title: 'Este compartilhamento não existe mais',
    description: 'Compartilhe a conversa de novo ou cole o texto abaixo.',
  },
};

const unknownShareError = {
  title: 'Não foi possível ler o que você compartilhou',
  description: 'Tente compartilhar de novo, ou copie as mensagens e cole abaixo.',
};

export const shareErrorText = (code: string) => shareErrors[code] ?? unknownShareError;

import { shareErrorMessages, type ShareErrorCode } from '#shared/conversations.ts';
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

/**
 * The share target's `?erro=` in the member's words, with what to do; a code this version does
 * not know gets the general advice.
 */
export function shareErrorText(code: string) {
  const known = Object.hasOwn(shareErrorMessages, code)
    ? shareErrorMessages[code as ShareErrorCode]
    : undefined;
  return {
    title: 'Não foi possível ler o que você compartilhou',
    description: known ?? 'Tente compartilhar de novo, ou copie as mensagens e cole abaixo.',
  };
}

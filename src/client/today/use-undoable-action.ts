import type { Toast } from '#shared/messages.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useTodayAction } from './api/quick-actions.ts';

const undoFailed: Toast = {
  title: 'Não foi possível desfazer',
  description: 'A mudança continua salva. Tente novamente.',
};

/**
 * What a row of 'Depois da venda' or 'Reativar' does with its customer: `run` saves the action
 * and says `done` with 'Desfazer' (which saves `undoInput`); a failure says the server's words
 * or `failed`. `busy(id)`: the customer's action or Desfazer is saving, and their row waits — a
 * second tap would be refused as no longer due.
 */
export function useUndoableAction<Act extends { id: string }, Undo extends { id: string }>(
  action: (input: Act) => Promise<unknown>,
  undoAction: (input: Undo) => Promise<unknown>,
  failed: Toast,
) {
  const act = useTodayAction(action, ({ id }) => id);
  const undo = useTodayAction(undoAction, ({ id }) => id);
  const busy = (id: string) =>
    (act.isPending && act.variables?.id === id) || (undo.isPending && undo.variables?.id === id);

  const run = (input: Act, done: Toast, undoInput: Undo) =>
    !busy(input.id) &&
    act.mutate(input, {
      onSuccess: () =>
        notify.success(done, {
          label: 'Desfazer',
          onClick: () =>
            !undo.isPending &&
            undo.mutate(undoInput, {
              onError: (err) => notify.error(errorToast(err, { fallback: undoFailed })),
            }),
        }),
      onError: (err) => notify.error(errorToast(err, { fallback: failed })),
    });

  return { busy, run };
}

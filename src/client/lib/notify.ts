import type { Toast } from '#shared/messages.ts';
import { requestToaster } from '../components/ui/toaster-host.tsx';

const sonner = () => {
  requestToaster();
  return import('sonner');
};

type Action = { label: string; onClick: () => void };

/** The toast on screen for each title: a toast said again takes its place (see show). */
const shownByTitle = new Map<string, string | number>();

/**
 * A toast said again replaces the one on screen with its title, so four "Envio registrado" never
 * stack over the page: the old one is dismissed and the new one shown (updating the old one in
 * place could land on a toast already leaving, and stay hidden).
 */
function show(kind: 'error' | 'success', { title, description }: Toast, action?: Action) {
  void sonner().then(({ toast }) => {
    const previous = shownByTitle.get(title);
    if (previous !== undefined) toast.dismiss(previous);
    const id: string | number = toast[kind](title, {
      description,
      action,
      duration: action ? 15_000 : undefined,
      onDismiss: () => shownByTitle.get(title) === id && shownByTitle.delete(title),
      onAutoClose: () => shownByTitle.get(title) === id && shownByTitle.delete(title),
    });
    shownByTitle.set(title, id);
  });
}

/** Shows one of the catalogue's toasts (title / description). */
export const notify = {
  error: (toast: Toast, action?: Action) => show('error', toast, action),
  success: (toast: Toast, action?: Action) => show('success', toast, action),
};

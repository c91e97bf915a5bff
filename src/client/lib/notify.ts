import type { Toast } from '#shared/messages.ts';
import { requestToaster } from '../components/ui/toaster-host.tsx';

const sonner = () => {
  requestToaster();
  return import('sonner');
};

/**
 * Shows one of the catalogue's toasts (title / description). A toast said again replaces the one
 * on screen with its title (its id), so four "Envio registrado" never stack over the page.
 */
export const notify = {
  error: ({ title, description }: Toast, action?: { label: string; onClick: () => void }) =>
    void sonner().then(({ toast }) =>
      toast.error(title, { id: title, description, action, duration: action ? 15_000 : undefined }),
    ),
  success: ({ title, description }: Toast, action?: { label: string; onClick: () => void }) =>
    void sonner().then(({ toast }) =>
      toast.success(title, {
        id: title,
        description,
        action,
        duration: action ? 15_000 : undefined,
      }),
    ),
};

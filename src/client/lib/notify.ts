import type { Toast } from '#shared/messages.ts';
import { requestToaster } from '../components/ui/toaster-host.tsx';

const sonner = () => {
  requestToaster();
  return import('sonner');
};

/** Shows one of the catalogue's toasts (title / description). */
export const notify = {
  error: ({ title, description }: Toast, action?: { label: string; onClick: () => void }) =>
    void sonner().then(({ toast }) =>
      toast.error(title, { description, action, duration: action ? 15_000 : undefined }),
    ),
  success: ({ title, description }: Toast, action?: { label: string; onClick: () => void }) =>
    void sonner().then(({ toast }) =>
      toast.success(title, { description, action, duration: action ? 15_000 : undefined }),
    ),
};

import { toast } from 'sonner';
import type { Toast } from '#shared/messages.ts';

/** Shows one of the catalogue's toasts (title / description). */
export const notify = {
  error: ({ title, description }: Toast, action?: { label: string; onClick: () => void }) =>
    toast.error(title, { description, action, duration: action ? 15_000 : undefined }),
  success: ({ title, description }: Toast) => toast.success(title, { description }),
};

import { toast } from 'sonner';
import type { Toast } from '#shared/messages.ts';

/** Shows one of the catalogue's toasts (title / description). */
export const notify = {
  error: ({ title, description }: Toast) => toast.error(title, { description }),
  success: ({ title, description }: Toast) => toast.success(title, { description }),
};

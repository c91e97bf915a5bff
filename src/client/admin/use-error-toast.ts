import { useEffect } from 'react';
import type { Toast } from '#shared/messages.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';

/** Shows the shared error toast once per failure of a query. */
export function useErrorToast(error: Error | null, fallback: Toast) {
  useEffect(() => {
    if (error) notify.error(errorToast(error, { fallback }));
    // The fallback is a constant of the screen; a new error is what should toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}

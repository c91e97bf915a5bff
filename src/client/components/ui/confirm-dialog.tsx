import { lazyOverlay } from './lazy-overlay.tsx';

/**
 * The trigger it wraps asks first: the question, a short explanation, 'Cancelar' or confirm.
 * The dialog's code loads when a question is first asked.
 */
export const ConfirmDialog = lazyOverlay(() => import('./confirm-dialog-content.tsx'));

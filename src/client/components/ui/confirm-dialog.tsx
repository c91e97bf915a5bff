import type * as React from 'react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Slot } from 'radix-ui';
import type { ConfirmQuestion } from './confirm-dialog-content.tsx';

// The dialog's code (Radix's, some 10 KB) loads when a question is first asked, not with every
// page that has a delete or logout button; pointing at the trigger starts the download.
const load = () => import('./confirm-dialog-content.tsx');
const ConfirmDialogContent = lazy(load);
const prefetch = () => void load();

/** The trigger it wraps asks first: the question, a short explanation, 'Cancelar' or confirm. */
export function ConfirmDialog({
  children,
  ...question
}: ConfirmQuestion & { children: React.ReactElement }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {children}
      </Slot.Root>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialogContent
            {...question}
            onClose={() => setOpen(false)}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}

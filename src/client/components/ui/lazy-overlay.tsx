import type * as React from 'react';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Slot } from 'radix-ui';

/** What an overlay's content gets: how to close, and its trigger (focus goes back to it). */
export interface OverlayControl {
  onClose: () => void;
  /** The trigger: a popover anchors to it; closing puts the focus back on it. */
  trigger: React.RefObject<HTMLElement | null>;
}

/**
 * A trigger whose dialog or popover is code loaded when first opened, not with the page: a
 * Radix dialog or popover weighs about 10 KB, and a page may have one per row. Pointing at the
 * trigger starts the download. The content renders the Radix root open, and calls onClose.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P & OverlayControl> }>,
) {
  const Content = lazy(load) as unknown as ComponentType<P & OverlayControl>;
  const prefetch = () => void load();
  return function LazyOverlay({ children, ...props }: P & { children: React.ReactElement }) {
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
          onClick={() => setOpen((was) => !was)}
        >
          {children}
        </Slot.Root>
        {open && (
          <Suspense fallback={null}>
            <Content {...(props as P)} trigger={trigger} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    );
  };
}

/** For the content's onCloseAutoFocus: the focus goes back to the trigger. */
export const focusTrigger =
  (trigger: OverlayControl['trigger']) =>
  (event: Event): void => {
    event.preventDefault();
    trigger.current?.focus();
  };

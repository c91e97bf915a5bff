import { useEffect } from 'react';
import { Dialog } from 'radix-ui';
import { onDesktopLayout } from './sidebar-state.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/** The menu on a phone: an 18rem drawer over the page (loaded when first opened). */
export default function MobileDrawer({ onClose }: { onClose: () => void }) {
  // A window that grows to the desktop layout shows the sidebar: the drawer closes.
  useEffect(() => onDesktopLayout(onClose), [onClose]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-hidden"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <SidebarNav onNavigate={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

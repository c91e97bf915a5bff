import type { Ref } from 'react';
import { SidebarNav } from './sidebar-nav.tsx';

export const MOBILE_DRAWER_ID = 'menu-drawer';

/**
 * The menu on a phone: an 18rem drawer over the page, a native popover. The menu button opens
 * it by itself (`popovertarget`), so it answers the first tap on a page the server painted,
 * before the app has started; Esc and a tap outside close it, as the browser does for popovers.
 */
export function MobileDrawer({
  ref,
  onNavigate,
}: {
  ref: Ref<HTMLDivElement>;
  onNavigate: () => void;
}) {
  return (
    <div
      id={MOBILE_DRAWER_ID}
      ref={ref}
      popover="auto"
      role="dialog"
      aria-label="Menu"
      className="inset-y-0 right-auto left-0 m-0 h-dvh w-72 max-w-[85vw] overflow-y-auto border-0 bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <SidebarNav onNavigate={onNavigate} />
    </div>
  );
}

import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

// Mobile under 768 px; the expanded/collapsed state lives in a cookie for 7 days.
const MOBILE_QUERY = '(max-width: 767px)';
export const SIDEBAR_COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/**
 * Whether the phone layout shows now. Read when it is needed (a key, the drawer), never to
 * render: the server cannot know it, and a value that differed from the server's would make
 * React redo the page's hydration at once, in one long task.
 */
export const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

/**
 * Calls onDesktop on the desktop layout: at once if it shows already, then whenever the window
 * grows past the phone layout.
 * Answers the unsubscribe.
 */
export function onDesktopLayout(onDesktop: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  const onChange = () => !query.matches && onDesktop();
  onChange();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The request's Cookie header while the server renders a page (the browser reads its own). */
export const ServerCookie = createContext<string | null>(null);

function readExpanded(cookie: string): boolean {
  const match = cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === 'true' : true;
}

/**
 * Desktop: expanded or collapsed to icons, remembered in the cookie. Mobile: an overlay drawer
 * that starts closed. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState() {
  const serverCookie = useContext(ServerCookie);
  const [expanded, setExpandedState] = useState(() =>
    readExpanded(serverCookie ?? document.cookie),
  );
  // The phone's drawer is a native popover: the browser keeps whether it is open.
  const drawer = useRef<HTMLDivElement>(null);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobileNow()) drawer.current?.togglePopover();
    else setExpanded(!expanded);
  }, [expanded, setExpanded]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const closeDrawer = useCallback(() => drawer.current?.hidePopover(), []);

  return { expanded, setExpanded, drawer, closeDrawer, toggle };
}

/** Where a member lands after signing in when `?next=` names no other page of this site. */
export const HOME_PATH = '/inicio';

/**
 * Where to go after signing in: `next` (the page a member page's guard gave /auth) resolved by
 * the URL parser as the browser will resolve it, kept only when it stays on `origin`. Answers
 * the resolved path, so what is navigated to is what was checked; anything else is /inicio.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return HOME_PATH;
  }
  const path = url.pathname + url.search + url.hash;
  // '/.//evil.example' normalises to the path '//evil.example', which a browser reads as a host:
  // the path must resolve to the very URL that was checked.
  if (url.origin !== new URL(origin).origin || new URL(path, origin).href !== url.href)
    return HOME_PATH;
  return url.pathname === '/auth' ? HOME_PATH : path;
}

/** '/auth?next=…' for a page a visitor without a session asked for ('/auth' for /inicio). */
export function authPathFor(path: string, origin: string): string {
  const next = safeNextPath(path, origin);
  return next === HOME_PATH ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}

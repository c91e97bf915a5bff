const HOME = '/inicio';

/**
 * Where to go after signing in: the `next` a member page's guard gave /auth, when it is a path
 * of this site ('/compartilhar?id=…'); anything else (another origin, '//host', a scheme) is
 * refused for /inicio, so a link cannot send a member elsewhere after the login.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME;
  const base = 'https://fechazap.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return HOME;
  }
  if (url.origin !== base || url.pathname === '/auth') return HOME;
  return url.pathname + url.search + url.hash;
}

/** '/auth?next=…' for a page a visitor without a session asked for ('/auth' for /inicio). */
export function authPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === HOME ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}

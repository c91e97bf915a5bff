import { existsSync } from 'node:fs';

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium; undefined if neither. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

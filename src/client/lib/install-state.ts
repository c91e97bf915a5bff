/** Chrome's install offer (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  platform: 'android' | 'iphone' | 'other';
  /** Installed on this phone: opened as the app, or installed from this browser before. */
  installed: boolean;
  /** The browser offers its install dialog (Chrome on Android, after a visit or two). */
  canPrompt: boolean;
}

/** Set when the browser said the app was installed: a tab of it still counts as installed. */
const INSTALLED_KEY = 'fz-installed';

let offer: InstallPromptEvent | null = null;
let snapshot: InstallState | null = null;
const listeners = new Set<() => void>();

function read(): InstallState {
  const agent = navigator.userAgent;
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  return {
    platform: /Android/i.test(agent)
      ? 'android'
      : /iPhone|iPad|iPod/i.test(agent)
        ? 'iphone'
        : 'other',
    installed: standalone || localStorage.getItem(INSTALLED_KEY) === '1',
    canPrompt: offer !== null,
  };
}

function changed() {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The browser's offer and the install itself, heard from the first time this is imported. */
function watchInstall(): void {
  offer = ((window as { fzInstallOffer?: Event }).fzInstallOffer as InstallPromptEvent) ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the app offers it where it explains why
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    localStorage.setItem(INSTALLED_KEY, '1');
    offer = null;
    changed();
  });
}
if (typeof window !== 'undefined') watchInstall();

export const installSnapshot = () => (snapshot ??= read());
export const subscribeInstall = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Opens the browser's install dialog; true when the member installed. */
export async function promptInstall(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  offer = null;
  changed();
  return outcome === 'accepted';
}

import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

interface PwaState {
  offline: boolean;
  /** Set when a new deploy's service worker waits: activates it and reloads. */
  reload: (() => void) | null;
}

let state: PwaState = { offline: !navigator.onLine, reload: null };
const listeners = new Set<() => void>();

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The bars at the foot of every page: 'Você está offline' and 'Nova versão disponível'. */
function PwaStatus() {
  const { offline, reload } = useSyncExternalStore(subscribe, () => state);
  const height = reload && offline ? '6rem' : offline || reload ? '3.5rem' : '0px';
  // Toasts stand above the bars (components/ui/toaster.tsx).
  useEffect(
    () => document.documentElement.style.setProperty('--pwa-bars-height', height),
    [height],
  );
  return (
    <section aria-label="Conexão e atualizações">
      <div role="status" className="fixed inset-x-0 bottom-0 z-50 grid">
        {reload && (
          <div className="flex items-center justify-center gap-3 bg-slate-900 px-4 py-2 text-sm text-white">
            <p className="font-medium">Nova versão disponível</p>
            <button
              type="button"
              onClick={reload}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md bg-white px-3 font-medium text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-hidden"
            >
              <RefreshCw className="size-4" aria-hidden /> Atualizar
            </button>
          </div>
        )}
        {offline && (
          <p className="flex items-center justify-center gap-2 border-t border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950">
            <WifiOff className="size-4 shrink-0" aria-hidden />
            <span>
              <strong>Você está offline.</strong> Mostrando o que está salvo neste aparelho.
            </span>
          </p>
        )}
      </div>
      {/* Room at the end of the page, so the bars never cover its last lines. */}
      {height !== '0px' && <div aria-hidden style={{ height }} />}
    </section>
  );
}

/** Renders the bars in a root of their own, after the app's, and follows the connection. */
export function mountPwaStatus(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<PwaStatus />);
  window.addEventListener('online', () => setPwaState({ offline: false }));
  window.addEventListener('offline', () => setPwaState({ offline: true }));
}

import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner loads with the first toast, not with every page: toasts shown before the Toaster
// subscribes are replayed to it.
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Mounted once at the app's root; renders the Toaster once a toast was asked for. */
export function ToasterHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

const onConnectionChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Said in place of the message offline: what was kept shows, this part never was. */
export const OFFLINE_LOAD_ERROR =
  'Sem internet, e isto ainda não está salvo neste aparelho. Conecte-se e toque em Tentar novamente.';

/**
 * What could not load, and a button to load it again; offline, that it needs the connection.
 * Framed as a card, or `inset` in a block that has its own frame.
 */
export function LoadError({
  message,
  onRetry,
  inset,
  className,
}: {
  message: string;
  onRetry: () => void;
  inset?: boolean;
  /** Placement only (margins). */
  className?: string;
}) {
  const offline = useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  );
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 text-center',
        inset ? 'p-5' : 'rounded-xl border border-slate-200 bg-white p-8',
        className,
      )}
    >
      <p className="text-slate-700">{offline ? OFFLINE_LOAD_ERROR : message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

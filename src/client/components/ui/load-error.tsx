import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * What could not load, and a button to load it again. Framed as a card, or `inset` in a block
 * that has its own frame.
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
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 text-center',
        inset ? 'p-5' : 'rounded-xl border border-slate-200 bg-white p-8',
        className,
      )}
    >
      <p className="text-slate-700">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

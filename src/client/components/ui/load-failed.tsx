import { cn } from '../../lib/cn.ts';

/** What a block could not load, with a button to load it again. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  /** The block's frame (border, padding). */
  className?: string;
}) {
  return (
    <p className={cn('text-slate-700', className)}>
      {message}{' '}
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Tentar de novo
      </button>
    </p>
  );
}

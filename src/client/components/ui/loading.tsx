import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/**
 * A page's, section's or block's place while its code or first data arrives: a spinner that
 * screen readers announce by `label`. `compact` for a block inside a larger one.
 */
export function Loading({
  label = 'Carregando...',
  compact,
  className,
}: {
  label?: string;
  compact?: boolean;
  /** Placement only (margins). */
  className?: string;
}) {
  return (
    <div className={cn('grid place-items-center', compact ? 'py-4' : 'py-16', className)}>
      <Spinner label={label} />
    </div>
  );
}

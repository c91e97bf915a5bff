import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const sizes = {
  /** Beside a title in a list or a card. */
  sm: { tile: 'size-10 rounded-lg', icon: 'size-5' },
  md: { tile: 'size-11 rounded-lg', icon: 'size-6' },
  /** Round, over the title of a page or a block that stands alone. */
  lg: { tile: 'size-12 rounded-full', icon: 'size-6' },
};

/** An icon on the brand's pale tile, beside or over a title; decoration only (aria-hidden). */
export function IconTile({
  icon: Icon,
  size = 'md',
}: {
  icon: LucideIcon;
  size?: keyof typeof sizes;
}) {
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center bg-brand-50 text-brand-700',
        sizes[size].tile,
      )}
      aria-hidden
    >
      <Icon className={sizes[size].icon} />
    </span>
  );
}

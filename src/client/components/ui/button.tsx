import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

const ring = 'focus-visible:ring-brand-700';
const ringOnBrand = 'focus-visible:ring-white focus-visible:ring-offset-brand-800';

const variants = {
  default: `bg-brand-700 text-white hover:bg-brand-800 ${ring}`,
  outline: `border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 ${ring}`,
  secondary: `bg-brand-50 text-brand-900 hover:bg-brand-100 ${ring}`,
  ghost: `text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${ring}`,
  'ghost-brand': `text-brand-800 hover:bg-slate-100 hover:text-brand-900 ${ring}`,
  'ghost-danger': `text-red-800 hover:bg-red-50 hover:text-red-900 ${ring}`,
  destructive: `bg-red-700 text-white hover:bg-red-800 ${ring}`,
  link: `text-brand-700 underline-offset-4 hover:underline hover:text-brand-800 ${ring}`,
  /** On a brand-coloured background. */
  light: `bg-white text-brand-900 hover:bg-brand-50 ${ringOnBrand}`,
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm whitespace-nowrap',
  default: 'h-11 px-4 text-sm whitespace-nowrap',
  lg: 'h-12 px-6 text-base whitespace-nowrap',
  /** A long label that wraps on a phone. */
  'lg-wrap': 'min-h-12 px-6 py-3 text-center text-base',
  /** A label that may wrap in a narrow grid cell ('Serviços de beleza' at 360 px). */
  wrap: 'min-h-11 px-4 py-2 text-left text-sm',
  icon: 'size-11 text-sm',
  'icon-sm': 'size-9 text-sm',
  /** Text only, for the link variant inside a sentence's flow. */
  text: 'h-9 text-sm whitespace-nowrap',
} as const;

/** Where the label sits: centred, or at the start / spread out in a full-width list choice. */
const justifications = {
  center: 'justify-center',
  start: 'justify-start',
  between: 'justify-between',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;
export type ButtonJustify = keyof typeof justifications;

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  justify?: ButtonJustify;
  /** Placement only (margins, width, self-alignment): looks come from the variant and size. */
  className?: string;
}

/** Button classes, for elements that should look like a button (e.g. a router link). */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  justify = 'center',
  className,
}: ButtonStyle = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    variants[variant],
    sizes[size],
    justifications[justify],
    className,
  );
}

export type ButtonProps = React.ComponentProps<'button'> &
  ButtonStyle & {
    /** Render the single child element (e.g. a link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  justify,
  asChild = false,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, justify, className })}
      {...props}
    />
  );
}

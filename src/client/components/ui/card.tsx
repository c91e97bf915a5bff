import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/**
 * A white card. Its className is its layout (display, gap, padding), in place of the default
 * column for a CardHeader and a CardContent.
 */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-lg border border-slate-200 bg-white text-slate-900 shadow-sm',
        className ?? 'flex flex-col gap-4 py-5',
      )}
      {...props}
    />
  );
}

/** Its className is its layout, in place of the default column of title and description. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('px-5', className ?? 'flex flex-col gap-1')} {...props} />;
}

/** An <h3> by default; use asChild to pick the right heading level, e.g. <CardTitle asChild><h2>. */
export function CardTitle({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'h3'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'h3';
  return <Comp className={cn('text-base leading-tight font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}

/** The usual card: a title (an <h3>, or an <h2> with heading={2}), a description, the content. */
export function SectionCard({
  title,
  description,
  heading = 3,
  contentClassName,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description: React.ReactNode;
  heading?: 2 | 3;
  contentClassName?: string;
}) {
  const Heading = heading === 2 ? 'h2' : 'h3';
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle asChild>
          <Heading>{title}</Heading>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

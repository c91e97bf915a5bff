import type * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

const focusRing =
  'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden';

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-3', className)} {...props} />;
}

/** Its className is its layout (display, width), in place of a row as wide as its tabs. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1',
        className ?? 'inline-flex w-fit',
      )}
      {...props}
    />
  );
}

/** `fill`: the tabs share the list's width, taller, their labels wrapping (steps on a phone). */
export function TabsTrigger({
  className,
  fill = false,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { fill?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium text-slate-600 transition-colors',
        fill ? 'min-h-11 flex-1 px-2 sm:px-3' : 'min-h-10 px-3 whitespace-nowrap',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('rounded-md', focusRing, className)} {...props} />;
}

import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A part of the kit that is an element or a Radix part with the kit's classes and nothing else:
 * a caller's className comes after them, every other prop goes through.
 */
export function withClasses<T extends React.ElementType>(Part: T, classes: string) {
  return function Styled(props: React.ComponentProps<T>) {
    const { className, ...rest } = props as { className?: string };
    const Tag: React.ElementType = Part;
    return <Tag className={cn(classes, className)} {...rest} />;
  };
}

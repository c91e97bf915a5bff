import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. No component takes a class that fights one of its own (a second padding,
 * another text colour): a difference is a variant or a prop, so a phone runs no class-merging
 * library. In development and tests a conflict throws, naming the classes (decision 013).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) throwOnConflict(classes);
  return classes;
}

function throwOnConflict(classes: string): void {
  const kept = new Set(twMerge(classes).split(' '));
  const lost = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (lost.length > 0)
    throw new Error(`cn: "${lost.join(' ')}" is overridden by a later class in "${classes}"`);
}

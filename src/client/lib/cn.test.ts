import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins the classes that apply, in order', () => {
    const hidden = false;
    expect(cn('px-3 text-sm', hidden && 'hidden', ['pl-9', { 'font-bold': true }])).toBe(
      'px-3 text-sm pl-9 font-bold',
    );
  });

  it('throws, in development and tests, when a class overrides another one', () => {
    expect(() => cn('h-11 px-4', 'px-0')).toThrow('"px-4" is overridden by a later class');
    expect(() => cn('text-slate-700', 'text-red-800')).toThrow('"text-slate-700"');
  });
});

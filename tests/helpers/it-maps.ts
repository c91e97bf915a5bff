import { expect, it } from 'vitest';

/** A test per `[input, expected]` row: `fn(input)` equals `expected`. */
export function itMaps<I, O>(fn: (input: I) => O, rows: Array<[I, O]>, title = '%j → %j'): void {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}

import { expect, it } from 'vitest';
import { charLimit } from './char-limit.tsx';

// Issue 44: the Pix city's counter (15 at most) turned red at 8 characters.
it('warns near the limit only, in proportion to a short one', () => {
  const near = (length: number, max: number) => charLimit('f', 'x'.repeat(length), max).near;
  expect(near(8, 15)).toBe(false);
  expect(near(12, 15)).toBe(true);
  expect(near(69, 80)).toBe(false);
  expect(near(70, 80)).toBe(true);
});

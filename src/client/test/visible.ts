import { screen, waitFor, type Matcher } from '@testing-library/react';
import { expect } from 'vitest';

type TextQueries = Pick<typeof screen, 'getByText'>;

/**
 * Waits until the text is shown, not only in the page: sonner mounts a toast at opacity 0 and
 * shows it after an effect, so a `findByText` could return it before a person sees it (a CI
 * run on a loaded host failed on `toBeVisible()` right after one).
 */
export async function expectVisible(text: Matcher, within: TextQueries = screen) {
  return waitFor(() => {
    const element = within.getByText(text);
    expect(element).toBeVisible();
    return element;
  });
}

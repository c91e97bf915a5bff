// The journeys' `test`: Playwright's, with a page that, after each navigation, waits until a
// member page the server rendered is hydrated. Before that its controls take no taps (the
// browser waits for them, as a member would), but a keyboard shortcut or a programmatic fill
// would reach a page whose JavaScript has not started.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));

export const test = base.extend({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await hydrated(page);
          return response;
        },
      });
    }
    await use(page);
  },
});

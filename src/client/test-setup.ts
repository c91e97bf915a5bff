import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor wait 1 s by default. In CI the client tests share 2 cores with the server
// suite and PostgreSQL: a first submit that loads the form's schema there took over 5 s once
// (a CI run failed on it), so every wait lasts up to 10 s. A passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// sonner removes a toast 200 ms after it leaves, on a timer that unmounting does not clear: a
// file whose last test dismissed one saw it fire after jsdom's window was gone ("window is not
// defined", an error outside any test that failed a CI run). Waited out while the window exists.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

// jsdom has no layout and no pointer capture; Radix (Select, Popover, Dialog) and sonner call these.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
});

// Nor the Popover API (the phone's menu drawer): shown or hidden as the hidden attribute.
Object.assign(HTMLElement.prototype, {
  showPopover(this: HTMLElement) {
    this.hidden = false;
  },
  hidePopover(this: HTMLElement) {
    if (this.hasAttribute('popover')) this.hidden = true;
  },
  togglePopover(this: HTMLElement) {
    this.hidden = !this.hidden;
  },
});

// Nor media queries: every query answers "no match", as on a wide desktop.
if (!window.matchMedia)
  window.matchMedia = (media: string) =>
    ({
      media,
      matches: false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait 1 s by default; on a loaded 2-core CI machine a screen that is right
// can take longer to settle (one CI run failed a client test so), so every one waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

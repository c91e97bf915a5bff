/**
 * Keeps a tap made on a member page the server painted before the app has taken it over: a
 * click inside the element marked with `attribute` (a key's Enter or Space on a button arrives
 * as one) is held, and made again on the same element once the mark is gone, when the app is
 * there to answer it. The last tap wins; one on an element hydration replaced is dropped. Links
 * and popover buttons (the phone's menu) are left alone: they work without the app.
 *
 * The server writes this function's source into the page's head (documents.ts), so that it
 * listens from the first paint on, before the app's entry has arrived: it may use nothing but
 * its argument and the browser's globals.
 */
export function keepEarlyTaps(attribute: string) {
  let kept: Element | null = null;
  let watching: MutationObserver | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const root = target.closest && target.closest(`[${attribute}]`);
      if (!root || target.closest('a[href], [popovertarget]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept = target;
      if (watching) return;
      watching = new MutationObserver(() => {
        if (root.hasAttribute(attribute)) return;
        watching!.disconnect();
        if (!kept || !root.contains(kept)) return;
        if (kept instanceof HTMLElement) kept.click();
        else kept.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      watching.observe(root, { attributeFilter: [attribute] });
    },
    true,
  );
}

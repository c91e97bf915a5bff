/**
 * Keeps a tap made on a page the server painted before the app has taken it over: a click
 * inside the element marked with `attribute` (a key's Enter or Space on a button arrives as
 * one) is held, and made again on the same element once the mark is gone, when the app is there
 * to answer it. The last tap wins; one on an element hydration replaced is dropped. Links are
 * left alone: they work without the app. Listens on the document, so that it works before the
 * page's HTML has all arrived.
 */
export function keepEarlyTaps(attribute: string) {
  let kept: Element | null = null;
  let observer: MutationObserver | undefined;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const root = target.closest?.(`[${attribute}]`);
      if (!root || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept = target;
      observer ??= replayOnceReady(root);
    },
    true,
  );

  function replayOnceReady(root: Element) {
    const watching = new MutationObserver(() => {
      if (root.hasAttribute(attribute)) return;
      watching.disconnect();
      if (!kept || !root.contains(kept)) return;
      if (kept instanceof HTMLElement) kept.click();
      else kept.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    watching.observe(root, { attributeFilter: [attribute] });
    return watching;
  }
}

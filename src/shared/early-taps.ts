/**
 * Keeps a tap made on a member page the server painted before the app has taken it over: a
 * click inside the element marked with `attribute` (a key's Enter or Space on a button arrives
 * as one) is held, and made again on the same element once the mark is gone, when the app is
 * there to answer it. The last tap wins; one on an element hydration replaced is dropped. Links
 * and popover buttons (the phone's menu) are left alone: they work without the app. Text typed
 * into a field meanwhile is handed to the app the same way, as an input event.
 *
 * The server writes this function's source into the page's head (documents.ts), so that it
 * listens from the first paint on, before the app's entry has arrived: it may use nothing but
 * its argument and the browser's globals.
 */
export function keepEarlyTaps(attribute: string) {
  let kept: Element | null = null;
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  let watching: MutationObserver | null = null;
  const whenReady = (root: Element) => {
    if (watching) return;
    watching = new MutationObserver(() => {
      if (root.hasAttribute(attribute)) return;
      watching!.disconnect();
      for (const field of typed) {
        if (!root.contains(field)) continue;
        // React reads a change against the value it last saw: the element's own setter tells it
        // '' and the prototype's puts the typed text back behind its back, so the input event
        // reaches the app's onChange with what was typed.
        const text = field.value;
        const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!;
        field.value = '';
        setValue.set!.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (!kept || !root.contains(kept)) return;
      // The whole tap, not only its click: some controls act on the press (a Radix tab on
      // mousedown, a menu's trigger on pointerdown), the others on the click.
      const press = { bubbles: true, cancelable: true, button: 0, isPrimary: true };
      kept.dispatchEvent(new PointerEvent('pointerdown', press));
      kept.dispatchEvent(new MouseEvent('mousedown', press));
      kept.dispatchEvent(new PointerEvent('pointerup', press));
      kept.dispatchEvent(new MouseEvent('mouseup', press));
      if (kept instanceof HTMLElement) kept.click();
      else kept.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    watching.observe(root, { attributeFilter: [attribute] });
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const root = target.closest && target.closest(`[${attribute}]`);
      if (!root || target.closest('a[href], [popovertarget]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept = target;
      whenReady(root);
    },
    true,
  );
  // Text typed into a field before then stays on screen but would never reach the app.
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target as Element;
      const root = target.closest && target.closest(`[${attribute}]`);
      if (!root) return;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
        typed.add(target);
        whenReady(root);
      }
    },
    true,
  );
}

/** After the page's own work: a callback when the browser is idle (soon, in any case). */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2_000 });
  else setTimeout(callback, 500);
}

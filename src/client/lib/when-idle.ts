/**
 * After the page's own work: a callback when the browser is idle (soon, in any case). Answers
 * a cancel, for an effect's cleanup.
 */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(callback, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 500);
  return () => clearTimeout(id);
}

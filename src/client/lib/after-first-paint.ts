/**
 * Runs `then` once the browser has shown the page's first contentful paint, or at once where
 * nothing will paint (a hidden tab). A frame callback is not enough: the paint can reach the
 * screen well after the frame's callbacks ran, and what starts in between competes with it
 * (Lighthouse then counts the app's 40 chunk requests into the first paint: 1.4 s instead of
 * 0.8 on a slow phone).
 */
export function afterFirstPaint(then: () => void) {
  if (document.visibilityState === 'hidden') return then();
  let done = false;

  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) run();
      })
    : undefined;
  // A tab hidden before its paint never paints; nor should a paint that never comes hold the
  // app back for long.
  const fallback = setTimeout(run, 3000);
  document.addEventListener('visibilitychange', run);
  if (observer) observer.observe({ type: 'paint', buffered: true });
  // A browser without paint timing: the first frame's callbacks, then a task after them.
  else requestAnimationFrame(() => setTimeout(run));

  function run() {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    document.removeEventListener('visibilitychange', run);
    then();
  }
}

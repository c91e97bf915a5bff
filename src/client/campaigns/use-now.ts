import { useEffect, useState } from 'react';

/**
 * The time now in ms, read again every second while `ticking`. Null on the first render, so a
 * page the server rendered hydrates with no clock of its own: the time fills in right after.
 */
export function useNow(ticking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = ticking ? setInterval(tick, 1000) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

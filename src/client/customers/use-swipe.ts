import { useRef } from 'react';

/** A swipe is this far sideways, and mostly sideways: a scroll of the list is not one. */
const SWIPE_MIN_PX = 60;
const SWIPE_RATIO = 1.5;

/** Touch handlers calling onSwipe(+1) for a swipe to the left (the next), -1 to the right. */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) >= Math.abs(dy) * SWIPE_RATIO)
        onSwipe(dx < 0 ? 1 : -1);
    },
  };
}

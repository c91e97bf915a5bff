import { useEffect, useEffectEvent } from 'react';

/**
 * While `waiting`, calls `onReturn` once the member has left the page (WhatsApp opened in
 * another app or tab) and come back to it: on a phone the page is hidden then visible again,
 * on a computer the window loses then regains the focus.
 */
export function useReturnAfterLeaving(waiting: boolean, onReturn: () => void) {
  const returned = useEffectEvent(onReturn);
  useEffect(() => {
    if (!waiting) return;
    let left = document.visibilityState === 'hidden';
    const leave = () => void (left = true);
    const back = () => {
      if (!left || document.visibilityState !== 'visible') return;
      left = false;
      returned();
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [waiting]);
}

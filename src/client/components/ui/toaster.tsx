import { useSyncExternalStore } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/**
 * Where a toast covers no control. On a desktop, the bottom right corner: clear of the header's
 * buttons and of the offline and update bars (--pwa-bars-height). On a phone (sonner's 600 px),
 * the foot of the screen is where the thumb taps a form's button, so the toast drops from the
 * top instead: below the member pages' sticky header (styles.css), over content already read.
 */
const PHONE = '(max-width: 600px)';
const onPhone = () => window.matchMedia(PHONE).matches;
const watchPhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const aboveBars = (margin: string) =>
  `calc(${margin} + env(safe-area-inset-bottom, 0px) + var(--pwa-bars-height, 0px))`;

/** Mount once near the app root; then call toast.success('...') / toast.error('...') anywhere. */
export function Toaster(props: ToasterProps) {
  const phone = useSyncExternalStore(watchPhone, onPhone, () => false);
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-right'}
      offset={{ bottom: aboveBars('24px') }}
      mobileOffset={{ top: 'calc(var(--sticky-header-height, 0px) + 8px)' }}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      {...props}
      toastOptions={{
        closeButtonAriaLabel: 'Fechar notificação',
        // A toast is a line or two; four at most, never a wall over the buttons.
        classNames: { description: 'line-clamp-4' },
        ...props.toastOptions,
      }}
    />
  );
}

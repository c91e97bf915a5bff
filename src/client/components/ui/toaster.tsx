import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/**
 * Above the foot of the screen, clear of the header's buttons (the menu, Minha Conta) on every
 * layout, of a phone's home bar and of the offline and update bars (--pwa-bars-height).
 */
const above = (margin: string) =>
  `calc(${margin} + env(safe-area-inset-bottom, 0px) + var(--pwa-bars-height, 0px))`;

/** Mount once near the app root; then call toast.success('...') / toast.error('...') anywhere. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: above('24px') }}
      mobileOffset={{ bottom: above('16px') }}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      {...props}
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', ...props.toastOptions }}
    />
  );
}

import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

/** Mount once near the app root; then call toast.success('...') / toast.error('...') anywhere. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notificações"
      {...props}
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', ...props.toastOptions }}
    />
  );
}

import { Button, type ButtonProps } from '../ui/button.tsx';

/** A form's submit button: disabled while the call runs, its text saying so ('Enviando...'). */
export function SubmitButton({
  busy,
  busyText,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { busy: boolean; busyText: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyText : children}
    </Button>
  );
}

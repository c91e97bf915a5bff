import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { withClasses } from './with-classes.tsx';

export const overlayClasses = 'fixed inset-0 z-50 bg-slate-900/60';

/** Centred panel; on a phone it is the screen width minus 1rem each side and scrolls inside. */
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 ' +
  'max-h-[90dvh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-lg ' +
  'focus-visible:outline-hidden';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A dialog's panel: 32rem wide at most, or 42rem when `wide` (a form in two columns). */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  wide = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  wide?: boolean;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(panelClasses, wide ? 'max-w-2xl' : 'max-w-lg', className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden">
            <XIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Fechar</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = withClasses('div', 'flex flex-col gap-1.5 pr-8 text-left');

export const DialogFooter = withClasses(
  'div',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

/** A dialog's title and description, the alert dialog's too. */
export const titleClasses = 'text-lg leading-tight font-semibold';
export const descriptionClasses = 'text-sm text-slate-600';

export const DialogTitle = withClasses(DialogPrimitive.Title, titleClasses);

export const DialogDescription = withClasses(DialogPrimitive.Description, descriptionClasses);

/** The title and description every dialog opens with. */
export function DialogHeading({
  title,
  description,
  className,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
}) {
  return (
    <DialogHeader className={className}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/** An open dialog with its heading; onClose when it asks to close (Esc, a click outside, ×). */
export function DialogFrame({
  title,
  description,
  open = true,
  onClose,
  children,
  ...props
}: Omit<React.ComponentProps<typeof DialogContent>, 'title'> & {
  title: React.ReactNode;
  description: React.ReactNode;
  open?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent {...props}>
        <DialogHeading title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

import type * as React from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { buttonVariants, type ButtonVariant } from './button.tsx';
import {
  descriptionClasses,
  DialogFooter,
  DialogHeader,
  overlayClasses,
  panelClasses,
  titleClasses,
} from './dialog.tsx';
import { withClasses } from './with-classes.tsx';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogHeader = DialogHeader;
export const AlertDialogFooter = DialogFooter;

export function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={overlayClasses} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(panelClasses, 'max-w-lg', className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = withClasses(AlertDialogPrimitive.Title, titleClasses);

export const AlertDialogDescription = withClasses(
  AlertDialogPrimitive.Description,
  descriptionClasses,
);

/** Confirms; pass variant="destructive" for irreversible actions such as deleting. */
export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: ButtonVariant }) {
  return (
    <AlertDialogPrimitive.Action className={buttonVariants({ variant, className })} {...props} />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={buttonVariants({ variant: 'outline', className })}
      {...props}
    />
  );
}

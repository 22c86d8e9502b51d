'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dimming layer under the dialog (a dialog over another one sits higher). */
  overlayClassName?: string;
  /** The dialog itself: a Dialog.Content laid out by the caller. */
  children: ReactNode;
};

/** A modal dialog's root, portal and dimming overlay. */
export function DialogShell({
  open,
  onOpenChange,
  overlayClassName = 'fixed inset-0 z-50 bg-black/50',
  children,
}: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** `onOpenChange` for a dialog that is mounted only while open: closing it calls `onClose`. */
export function closeWith(onClose: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) onClose();
  };
}

/**
 * `onCloseAutoFocus` that hands focus to `focus` on close: Radix only returns it to its own
 * Dialog.Trigger, and these dialogs are opened from elsewhere.
 */
export function returnFocusWith(focus: () => void): (event: Event) => void {
  return (event) => {
    event.preventDefault();
    focus();
  };
}

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { classNames } from '@/lib/class-names';
import { DialogCloseButton } from './dialog-close-button';
import { DialogShell } from './dialog-shell';

type AppDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Panel classes in place of the size's width, for a dialog with a width of its own. */
  panelClassName?: string;
  /** The sign-in modal's title is a step larger. */
  titleSize?: 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  /** Lets a child (a combobox list, say) claim Escape before the dialog closes. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Where focus goes on close, for a dialog opened without a Dialog.Trigger (`returnFocusWith`). */
  onCloseAutoFocus?: (event: Event) => void;
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;
const TITLE_SIZES = { lg: 'text-lg font-bold', xl: 'text-xl font-bold' } as const;

/** A labelled modal dialog: focus trapped, Escape and the close button close it. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  panelClassName,
  titleSize = 'lg',
  role = 'dialog',
  onEscapeKeyDown,
  onCloseAutoFocus,
}: AppDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        role={role}
        onEscapeKeyDown={onEscapeKeyDown}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={classNames(
          'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-surface-raised p-5 text-ink shadow-xl',
          'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          panelClassName ?? SIZES[size],
        )}
      >
        <div className="mb-4 pe-10">
          <Dialog.Title className={TITLE_SIZES[titleSize]}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-ink-muted">
              {description}
            </Dialog.Description>
          ) : null}
        </div>
        {children}
        {/* Last in the DOM so that opening focuses the dialog's first real control. */}
        <DialogCloseButton className="absolute end-4 top-4 rounded-full p-2 text-ink-muted hover:bg-surface-muted" />
      </Dialog.Content>
    </DialogShell>
  );
}

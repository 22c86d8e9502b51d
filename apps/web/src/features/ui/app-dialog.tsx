'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';

type AppDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** Lets a child (a combobox list, say) claim Escape before the dialog closes. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** A labelled modal dialog: focus trapped, Escape and the close button close it. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  role = 'dialog',
  onEscapeKeyDown,
}: AppDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role={role}
          onEscapeKeyDown={onEscapeKeyDown}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={classNames(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-surface-raised p-5 text-ink shadow-xl',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            SIZES[size],
          )}
        >
          <div className="mb-4 pe-10">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            ) : null}
          </div>
          {children}
          {/* Last in the DOM so that opening focuses the dialog's first real control. */}
          <Dialog.Close
            className="absolute end-4 top-4 rounded-full p-2 text-ink-muted hover:bg-surface-muted"
            aria-label={t('common.close')}
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

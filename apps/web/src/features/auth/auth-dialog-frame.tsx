'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';

type AuthDialogFrameProps = {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Spec 01 §9 dialog widths: sign-in 450px, sign-up 650px. */
  width: 'sign-in' | 'sign-up';
  children: ReactNode;
};

const WIDTHS = { 'sign-in': 'sm:max-w-[450px]', 'sign-up': 'sm:max-w-[650px]' } as const;

/**
 * The sign-in modal's frame: labelled by its title, focus trapped inside and returned to the
 * opener on close; a bottom sheet on phones, centred from the small breakpoint up.
 */
export function AuthDialogFrame({
  onClose,
  title,
  description,
  width,
  children,
}: AuthDialogFrameProps) {
  const t = useT();
  // Radix returns focus to a Dialog.Trigger; this modal is opened from anywhere (header, checkout,
  // wishlist), so it remembers what had focus when it opened and goes back there on close.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={classNames(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-surface-raised p-5 text-ink shadow-xl sm:p-6',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            WIDTHS[width],
          )}
        >
          <div className="mb-4 pe-10">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            ) : null}
          </div>
          {children}
          {/* Last in the DOM so that opening focuses the first field rather than Close. */}
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

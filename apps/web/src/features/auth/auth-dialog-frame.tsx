'use client';

import { type ReactNode, useState } from 'react';
import { AppDialog } from '@/features/ui/app-dialog';
import { closeWith, returnFocusWith } from '@/features/ui/dialog-shell';

type AuthDialogFrameProps = {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Spec 01 §9 dialog widths: sign-in 450px, sign-up 650px. */
  width: 'sign-in' | 'sign-up';
  children: ReactNode;
};

const WIDTHS = {
  'sign-in': 'w-full sm:p-6 sm:max-w-[450px]',
  'sign-up': 'w-full sm:p-6 sm:max-w-[650px]',
} as const;

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
  // Radix returns focus to a Dialog.Trigger; this modal is opened from anywhere (header, checkout,
  // wishlist), so it remembers what had focus when it opened and goes back there on close.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (
    <AppDialog
      open
      onOpenChange={closeWith(onClose)}
      title={title}
      description={description}
      panelClassName={WIDTHS[width]}
      titleSize="xl"
      onCloseAutoFocus={returnFocusWith(() => {
        if (opener?.isConnected) opener.focus();
      })}
    >
      {children}
    </AppDialog>
  );
}

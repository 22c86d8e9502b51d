'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';

/** A dialog's labelled close (✕) button; each layout places and sizes it with `className`. */
export function DialogCloseButton({ className }: { className: string }) {
  const t = useT();
  return (
    <Dialog.Close className={className} aria-label={t('common.close')}>
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}

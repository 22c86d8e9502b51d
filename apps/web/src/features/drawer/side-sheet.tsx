'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';

/**
 * A modal sheet along one side of the screen (the menu drawer from the start side, the wishlist
 * from the end side): overlay, title, close button, focus kept inside, Escape closes.
 */
export function SideSheet({
  title,
  onClose,
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Its side and width, e.g. 'start-0 w-[min(450px,88vw)]'. */
  className: string;
  children: React.ReactNode;
}) {
  const t = useT();
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
          aria-describedby={undefined}
          className={classNames(
            'fixed inset-y-0 z-50 flex flex-col overflow-y-auto bg-surface-raised p-4 text-ink shadow-xl',
            className,
          )}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-full p-2 hover:bg-surface-muted"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

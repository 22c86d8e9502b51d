'use client';

import type { CartLine } from '@marketplace/contract/cart';
import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '@/features/i18n/i18n-provider';
import { DialogActions } from '@/features/ui/dialog-actions';
import { DialogCloseButton } from '@/features/ui/dialog-close-button';
import { closeWith, DialogShell } from '@/features/ui/dialog-shell';
import { CartLineSummary } from './cart-line-summary';

/**
 * Spec 01 §2 Dialogs and §4: the cart holds another store's items. The dialog (462 px wide, list
 * at most 30vh high) lists them; confirming replaces the cart with the new item.
 */
export function CartConflictDialog({
  lines,
  isBusy,
  onConfirm,
  onCancel,
}: {
  lines: readonly CartLine[];
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <DialogShell
      open
      onOpenChange={closeWith(onCancel)}
      overlayClassName="fixed inset-0 z-[60] bg-black/50"
    >
      <Dialog.Content
        role="alertdialog"
        className="fixed inset-x-0 bottom-0 z-[60] rounded-t-2xl bg-surface-raised p-5 text-ink shadow-xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-[462px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
      >
        <Dialog.Title className="pe-10 text-lg font-bold">{t('cart.conflictTitle')}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-ink-muted">
          {t('cart.conflictBody')}
        </Dialog.Description>
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
          tabIndex={0}
          aria-label={t('cart.lines')}
          className="mt-3 max-h-[30vh] divide-y divide-line overflow-y-auto rounded-xl border border-line px-3"
        >
          {lines.map((line) => (
            <li key={line.id} className="flex items-center gap-2 py-2">
              <CartLineSummary line={line} t={t} imageSize={44} />
              <span className="shrink-0 text-sm tabular-nums text-ink-muted">
                {t('cart.quantityTimes', { count: line.quantity })}
              </span>
            </li>
          ))}
        </ul>
        <DialogActions
          className="mt-4 flex-wrap"
          onCancel={onCancel}
          confirmLabel={t('cart.conflictConfirm')}
          onConfirm={onConfirm}
          isConfirmDisabled={isBusy}
          isConfirmBusy={isBusy}
          confirmVariant="danger"
        />
        <DialogCloseButton className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted" />
      </Dialog.Content>
    </DialogShell>
  );
}

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { CarFront } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useI18n } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { DialogCloseButton } from '@/features/ui/dialog-close-button';
import { closeWith, DialogShell } from '@/features/ui/dialog-shell';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { RentalCartLines, RentalTripSummary } from './rental-cart-lines';
import { useRentalCart } from './use-rental-cart';

/** Spec 02 §2 Rental Trip Cart drawer: trip details, vehicle lines, proceed to /rental/cart. */
export function RentalCartDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const router = useRouter();
  const { cart, isLoading, isError, refetch } = useRentalCart();
  const go = (href: string) => {
    onClose();
    router.push(href);
  };
  return (
    <DialogShell open onOpenChange={closeWith(onClose)}>
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 end-0 z-50 flex w-full max-w-[450px] flex-col bg-surface-raised text-ink shadow-xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <Dialog.Title className="text-lg font-bold">{t('rental.cart.title')}</Dialog.Title>
          <DialogCloseButton className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted" />
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto px-4 py-3">
          {isLoading ? (
            <div role="status" aria-busy="true" className="space-y-3">
              <span className="sr-only">{t('common.loading')}</span>
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : isError ? (
            <RetryAlert className="space-y-3 py-8 text-center" onRetry={() => void refetch()}>
              <p>{t('rental.error')}</p>
            </RetryAlert>
          ) : cart.carts.length === 0 || !cart.user_data ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <CarFront aria-hidden className="size-12 text-ink-muted" />
              <p className="font-semibold">{t('rental.cart.empty')}</p>
              <button type="button" className={buttonClass('primary')} onClick={() => go('/home')}>
                {t('rental.cart.continue')}
              </button>
            </div>
          ) : (
            <>
              <RentalTripSummary
                trip={cart.user_data}
                providerTimeZone={cart.carts[0]?.provider.time_zone ?? 'UTC'}
              />
              <RentalCartLines lines={cart.carts} />
            </>
          )}
        </div>
        {cart.carts.length > 0 ? (
          <div className="border-t border-line p-4">
            <button
              type="button"
              className={buttonClass('primary', 'md', 'w-full')}
              onClick={() => go('/rental/cart')}
            >
              {t('rental.cart.proceed')}
            </button>
          </div>
        ) : null}
      </Dialog.Content>
    </DialogShell>
  );
}

'use client';

import type { Order } from '@marketplace/contract/orders';
import { Navigation } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';

/** Spec 02 §2's store modal of the delivery-route map: the store's address, phone, directions. */
export function StoreRouteDialog({
  store,
  directions,
  onClose,
}: {
  store: NonNullable<Order['store']>;
  directions: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={store.name}
      description={store.address}
    >
      <div className="space-y-3 text-sm">
        {store.phone ? (
          <p>
            <a className="font-semibold text-brand hover:underline" href={`tel:${store.phone}`}>
              {store.phone}
            </a>
          </p>
        ) : null}
        <a
          href={directions}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('primary', 'md')}
        >
          <Navigation aria-hidden className="size-4" />
          {t('tracking.directions')}
        </a>
      </div>
    </AppDialog>
  );
}

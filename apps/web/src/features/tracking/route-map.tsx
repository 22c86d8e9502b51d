'use client';

import type { Order } from '@marketplace/contract/orders';
import { Navigation, Store } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { getDirectionsHref } from './directions-href';

const RouteMapCanvas = dynamic(
  () => import('./route-map-canvas').then((module) => module.RouteMapCanvas),
  { ssr: false, loading: () => <Skeleton className="absolute inset-0 rounded-none" /> },
);

/**
 * Spec 02 §2 delivery-route map (348 px high): the store and the delivery address, with a store
 * modal and a directions link. Drawn on tiles or, without them, on the offline basemap (issue 17
 * §4). Not for take-away: there is no route.
 */
export function RouteMap({ order }: { order: Pick<Order, 'store' | 'delivery_address'> }) {
  const t = useT();
  const [isStoreOpen, setIsStoreOpen] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const { store, delivery_address: address } = order;
  if (!store || !address) return null;
  const from = { lat: store.latitude, lng: store.longitude };
  const to = { lat: address.latitude, lng: address.longitude };
  const directions = getDirectionsHref(from, to);
  return (
    <div className="space-y-3">
      {hasFailed ? null : (
        <div className="relative h-[348px] overflow-hidden rounded-xl border border-line">
          <RouteMapCanvas
            from={from}
            to={to}
            label={t('tracking.routeMap')}
            storeName={store.name}
            onStoreChosen={() => setIsStoreOpen(true)}
            onMapFailed={() => setHasFailed(true)}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => setIsStoreOpen(true)}
        >
          <Store aria-hidden className="size-4" />
          {t('tracking.storeDetails')}
        </button>
        <a
          href={directions}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary', 'md')}
        >
          <Navigation aria-hidden className="size-4" />
          {t('tracking.directions')}
        </a>
      </div>
      {isStoreOpen ? (
        <AppDialog
          open
          onOpenChange={(open) => setIsStoreOpen(open)}
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
      ) : null}
    </div>
  );
}

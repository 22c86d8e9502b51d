'use client';

import { Navigation, Store } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { getDirectionsHref } from './directions-href';
import { getRouteEnds, type RoutedOrder } from './route-ends';
import { RouteLegend } from './route-legend';
import { StoreRouteDialog } from './store-route-dialog';

const RouteMapCanvas = dynamic(
  () => import('./route-map-canvas').then((module) => module.RouteMapCanvas),
  { ssr: false, loading: () => <Skeleton className="absolute inset-0 rounded-none" /> },
);

/**
 * Spec 02 §2 delivery-route map (348 px high) with a directions link: a store order's store and
 * delivery address, with the store modal; a parcel's sender and receiver, named below the map.
 * Drawn on tiles or, without them, on the offline basemap (issue 17 §4). Not for take-away:
 * there is no route.
 */
export function RouteMap({ order }: { order: RoutedOrder }) {
  const t = useT();
  const [isStoreOpen, setIsStoreOpen] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const ends = getRouteEnds(order);
  if (!ends) return null;
  const directions = getDirectionsHref(ends.from.point, ends.to.point);
  const store = ends.kind === 'store' ? ends.store : null;
  const names =
    ends.kind === 'store'
      ? { from: ends.store.name, to: undefined }
      : { from: t('parcel.senderTitle'), to: t('parcel.receiverTitle') };
  return (
    <div className="space-y-3">
      {hasFailed ? null : (
        <div className="relative h-[348px] overflow-hidden rounded-xl border border-line">
          <RouteMapCanvas
            from={{ point: ends.from.point, name: names.from }}
            to={{ point: ends.to.point, name: names.to }}
            label={t('tracking.routeMap')}
            onFromChosen={store ? () => setIsStoreOpen(true) : undefined}
            onMapFailed={() => setHasFailed(true)}
          />
        </div>
      )}
      {ends.kind === 'parcel' ? <RouteLegend from={ends.from} to={ends.to} /> : null}
      <div className="flex flex-wrap gap-2">
        {store ? (
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            onClick={() => setIsStoreOpen(true)}
          >
            <Store aria-hidden className="size-4" />
            {t('tracking.storeDetails')}
          </button>
        ) : null}
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
      {store && isStoreOpen ? (
        <StoreRouteDialog
          store={store}
          directions={directions}
          onClose={() => setIsStoreOpen(false)}
        />
      ) : null}
    </div>
  );
}

'use client';

import { MapPin } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import type { LeafletMapProps } from './leaflet-map';
import { formatCoordinates } from './location-api';

const LeafletMap = dynamic(() => import('./leaflet-map').then((module) => module.LeafletMap), {
  ssr: false,
  loading: () => <Skeleton className="absolute inset-0 rounded-none" />,
});

type MapCanvasProps = Omit<LeafletMapProps, 'onMapFailed' | 'label'> & {
  label: string;
  heightClass?: string;
};

/**
 * A map with a fixed centre pin: tiles from NEXT_PUBLIC_MAP_TILE_URL, or, without a tile service
 * or when its tiles fail, a basemap drawn from the product's zones, places and stores (issue 17
 * §4). Only when neither can be drawn does it become a plain panel with the coordinates.
 */
export function MapCanvas({ heightClass = 'h-60', ...props }: MapCanvasProps) {
  const t = useT();
  const [mapFailed, setMapFailed] = useState(false);
  // The map is drawn after hydration: next/dynamic may render the loaded map at once on the
  // client where the server rendered its placeholder (a text mismatch on a page that renders a
  // map on the server, such as the parcel form).
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);

  if (mapFailed) {
    return (
      <div
        className={classNames(
          'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-surface-muted p-4 text-center',
          heightClass,
        )}
      >
        <MapPin aria-hidden className="size-8 text-brand" />
        <p className="font-mono text-sm">
          <span aria-hidden>{formatCoordinates(props.center)}</span>
          <span className="sr-only">
            {t('location.pinnedPoint', {
              lat: props.center.lat.toFixed(5),
              lng: props.center.lng.toFixed(5),
            })}
          </span>
        </p>
        <p className="max-w-sm text-xs text-ink-muted">{t('location.mapUnavailable')}</p>
      </div>
    );
  }

  return (
    <div
      className={classNames('relative overflow-hidden rounded-xl border border-line', heightClass)}
    >
      {isMounted ? (
        <LeafletMap {...props} onMapFailed={() => setMapFailed(true)} />
      ) : (
        <Skeleton className="absolute inset-0 rounded-none" />
      )}
      <MapPin
        aria-hidden
        className="pointer-events-none absolute left-1/2 top-1/2 z-[500] size-9 -translate-x-1/2 -translate-y-full fill-brand text-white drop-shadow"
      />
    </div>
  );
}

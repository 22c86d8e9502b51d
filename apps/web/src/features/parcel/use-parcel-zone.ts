'use client';

import type { LatLng } from '@/features/location/location-api';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchParcelZone } from './parcel-api';

/** Whether the point is in a zone that serves parcels: checked as soon as it is picked. */
export function useParcelZone(point: LatLng | null, parcelModuleId: number) {
  const query = useQuery({
    queryKey: ['parcel', 'zone', parcelModuleId, point?.lat, point?.lng],
    queryFn: ({ signal }) =>
      point
        ? fetchParcelZone(point, parcelModuleId, signal)
        : Promise.reject(new Error('no point')),
    enabled: point !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  return {
    zone: point === null ? null : (query.data ?? null),
    isChecking: point !== null && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

export type ParcelZoneCheck = ReturnType<typeof useParcelZone>;

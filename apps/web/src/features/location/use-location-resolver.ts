'use client';

import { useMutation } from '@tanstack/react-query';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { isApiError } from '@/lib/api-client';
import { GEO_FAILURE_KEYS, GeoError, getCurrentPosition } from './current-position';
import { getPlaceDetails, type PickedPoint, resolvePickedPoint } from './location-api';

export type LocationSource =
  | { kind: 'current' }
  | { kind: 'place'; placeId: string }
  | { kind: 'point'; point: PickedPoint };

async function toPoint(source: LocationSource): Promise<PickedPoint> {
  if (source.kind === 'current') return getCurrentPosition();
  if (source.kind === 'point') return source.point;
  const place = await getPlaceDetails(source.placeId);
  return {
    lat: place.location.latitude,
    lng: place.location.longitude,
    address: place.formattedAddress,
  };
}

/**
 * Turns a current position, a searched place or a map point into zones + address and stores them.
 * Errors stay in the picker (outside every zone: the server's own message).
 */
export function useLocationResolver() {
  const t = useT();
  const { saveLocation } = useShellState();
  const mutation = useMutation({
    mutationFn: async (source: LocationSource) => resolvePickedPoint(await toPoint(source)),
    onSuccess: ({ location, zoneIds }) => saveLocation(location, zoneIds),
    meta: { silent: true },
  });

  let errorMessage: string | null = null;
  const error = mutation.error;
  if (error instanceof GeoError) {
    errorMessage = t(GEO_FAILURE_KEYS[error.kind]);
  } else if (isApiError(error) && error.hasCode('coordinates')) {
    errorMessage = error.messages[0] ?? t('location.outsideZones');
  } else if (error) {
    errorMessage = getErrorMessages(error, t).join(' ');
  }

  return {
    resolve: mutation.mutate,
    isPending: mutation.isPending,
    pendingSource: mutation.isPending ? mutation.variables : undefined,
    errorMessage,
    reset: mutation.reset,
  };
}

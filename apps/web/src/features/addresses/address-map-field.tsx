'use client';

import { Loader2, LocateFixed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { CoordinateFields } from '@/features/location/coordinate-fields';
import { isSamePoint } from '@/features/location/coordinates';
import {
  GEO_FAILURE_KEYS,
  GeoError,
  getCurrentPosition,
} from '@/features/location/current-position';
import { getPlaceDetails, type LatLng } from '@/features/location/location-api';
import { MapCanvas } from '@/features/location/map-canvas';
import { PlaceSearch } from '@/features/location/place-search';
import { buttonClass } from '@/features/ui/button-styles';
import { INPUT_CLASS } from '@/features/ui/form/field';
import { parseCoordinate } from './coordinates';

/** Spec 01 §9: the address map is about 236 px high. */
const MAP_HEIGHT_CLASS = 'h-[236px]';

type AddressMapFieldProps = {
  point: LatLng;
  /** `address` is set when the point came with one (a searched place). */
  onPointChange: (point: LatLng, address?: string) => void;
  /** The server's or the zone check's word on the point (outside every zone, say). */
  error?: string | null;
};

/**
 * The delivery point: a map with a fixed centre pin, 'use my current position', place search,
 * and typed coordinates, which keep working when map tiles cannot load (offline).
 */
export function AddressMapField({ point, onPointChange, error }: AddressMapFieldProps) {
  const t = useT();
  const [latText, setLatText] = useState(point.lat.toFixed(6));
  const [lngText, setLngText] = useState(point.lng.toFixed(6));
  const [isLocating, setIsLocating] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const lastPoint = useRef(point);

  // Keep the typed fields in step when the point moves by the map, the search or the position.
  useEffect(() => {
    if (isSamePoint(point, lastPoint.current)) return;
    lastPoint.current = point;
    setLatText(point.lat.toFixed(6));
    setLngText(point.lng.toFixed(6));
  }, [point]);

  function move(next: LatLng, address?: string) {
    if (isSamePoint(next, lastPoint.current) && address === undefined) return;
    setLocalError(null);
    onPointChange(next, address);
  }

  function onTyped(nextLat: string, nextLng: string) {
    setLatText(nextLat);
    setLngText(nextLng);
    const lat = parseCoordinate(nextLat, 90);
    const lng = parseCoordinate(nextLng, 180);
    if (lat === null || lng === null) {
      setLocalError(t('location.coordinatesInvalid'));
      return;
    }
    lastPoint.current = { lat, lng };
    setLocalError(null);
    onPointChange({ lat, lng });
  }

  async function locateMe() {
    setIsLocating(true);
    setLocalError(null);
    try {
      move(await getCurrentPosition());
    } catch (failure) {
      setLocalError(
        failure instanceof GeoError
          ? t(GEO_FAILURE_KEYS[failure.kind])
          : t('location.geoUnavailable'),
      );
    } finally {
      setIsLocating(false);
    }
  }

  async function choosePlace(placeId: string) {
    try {
      const place = await getPlaceDetails(placeId);
      move({ lat: place.location.latitude, lng: place.location.longitude }, place.formattedAddress);
    } catch {
      setLocalError(t('location.searchFailed'));
    }
  }

  const message = localError ?? error ?? null;

  return (
    <div className="space-y-3">
      <PlaceSearch onSelect={({ placeId }) => void choosePlace(placeId)} />
      <MapCanvas
        center={point}
        label={t('addresses.mapLabel')}
        heightClass={MAP_HEIGHT_CLASS}
        onCenterChange={(center) => move(center)}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'w-full')}
        onClick={() => void locateMe()}
        disabled={isLocating}
      >
        {isLocating ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="size-4" />
        )}
        {t('addresses.useCurrentPosition')}
      </button>
      <CoordinateFields
        lat={latText}
        lng={lngText}
        onChange={onTyped}
        error={message}
        inputClassName={`${INPUT_CLASS} font-mono`}
      />
    </div>
  );
}

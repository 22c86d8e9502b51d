'use client';

import { type FormEvent, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { CoordinateFields } from './coordinate-fields';
import { isSamePoint } from './coordinates';
import type { LatLng } from './location-api';
import { MapCanvas } from './map-canvas';

type MapPickerProps = {
  initial: LatLng;
  isPending: boolean;
  onConfirm: (point: LatLng) => void;
  /** The point changed: an earlier answer (outside every zone, say) no longer applies. */
  onEdit?: () => void;
};

function parseCoordinate(text: string, limit: number): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Pick a point by moving the map under the fixed pin, or by typing latitude and longitude. */
export function MapPicker({ initial, isPending, onConfirm, onEdit }: MapPickerProps) {
  const t = useT();
  const [center, setCenter] = useState(initial);
  const centerRef = useRef(initial);
  const [latText, setLatText] = useState(initial.lat.toFixed(6));
  const [lngText, setLngText] = useState(initial.lng.toFixed(6));
  const [isInvalid, setIsInvalid] = useState(false);

  function moveTo(point: LatLng) {
    centerRef.current = point;
    setCenter(point);
  }

  function onMapMoved(point: LatLng) {
    if (isSamePoint(point, centerRef.current)) return;
    moveTo(point);
    onEdit?.();
    setLatText(point.lat.toFixed(6));
    setLngText(point.lng.toFixed(6));
    setIsInvalid(false);
  }

  function onTyped(nextLat: string, nextLng: string) {
    onEdit?.();
    setLatText(nextLat);
    setLngText(nextLng);
    const lat = parseCoordinate(nextLat, 90);
    const lng = parseCoordinate(nextLng, 180);
    if (lat !== null && lng !== null) {
      moveTo({ lat, lng });
      setIsInvalid(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lat = parseCoordinate(latText, 90);
    const lng = parseCoordinate(lngText, 180);
    if (lat === null || lng === null) {
      setIsInvalid(true);
      return;
    }
    onConfirm({ lat, lng });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-ink-muted">{t('location.mapHint')}</p>
      <MapCanvas center={center} label={t('location.mapRegion')} onCenterChange={onMapMoved} />
      <CoordinateFields
        lat={latText}
        lng={lngText}
        onChange={onTyped}
        error={isInvalid ? t('location.coordinatesInvalid') : null}
      />
      <SubmitButton isBusy={isPending}>{t('location.confirm')}</SubmitButton>
    </form>
  );
}

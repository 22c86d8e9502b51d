'use client';

import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
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

function isSamePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;
}

/** Pick a point by moving the map under the fixed pin, or by typing latitude and longitude. */
export function MapPicker({ initial, isPending, onConfirm, onEdit }: MapPickerProps) {
  const t = useT();
  const id = useId();
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

  const inputClass =
    'min-h-11 w-full rounded-lg border border-line bg-surface px-3 font-mono text-base outline-none focus:border-brand';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-ink-muted">{t('location.mapHint')}</p>
      <MapCanvas center={center} label={t('location.mapRegion')} onCenterChange={onMapMoved} />
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-lat`} className="mb-1 block text-sm font-medium">
            {t('location.latitude')}
          </label>
          <input
            id={`${id}-lat`}
            inputMode="decimal"
            autoComplete="off"
            value={latText}
            aria-invalid={isInvalid}
            aria-describedby={isInvalid ? `${id}-error` : undefined}
            onChange={(event) => onTyped(event.target.value, lngText)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-lng`} className="mb-1 block text-sm font-medium">
            {t('location.longitude')}
          </label>
          <input
            id={`${id}-lng`}
            inputMode="decimal"
            autoComplete="off"
            value={lngText}
            aria-invalid={isInvalid}
            aria-describedby={isInvalid ? `${id}-error` : undefined}
            onChange={(event) => onTyped(latText, event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      {isInvalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t('location.coordinatesInvalid')}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={isPending}>
        {isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {t('location.confirm')}
      </button>
    </form>
  );
}

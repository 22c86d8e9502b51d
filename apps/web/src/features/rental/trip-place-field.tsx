'use client';

import type { TripPlace } from '@marketplace/contract/rental-cart';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { findAddress, getPlaceDetails, type LatLng } from '@/features/location/location-api';
import { MapPicker } from '@/features/location/map-picker';
import { PlaceSearch } from '@/features/location/place-search';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';

/** A pickup or destination: chosen by place search, or on the map (spec 02 §1 trip search). */
export function TripPlaceField({
  label,
  value,
  fallbackCenter,
  onChange,
}: {
  label: string;
  value: TripPlace | null;
  fallbackCenter: LatLng;
  onChange: (place: TripPlace) => void;
}) {
  const t = useT();
  const [isEditing, setEditing] = useState(value === null);
  const [isMapOpen, setMapOpen] = useState(false);
  const [isPending, setPending] = useState(false);

  async function choosePoint(point: LatLng, name?: string) {
    setPending(true);
    try {
      const location_name =
        name ?? (await findAddress(point)) ?? `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
      onChange({ lat: point.lat, lng: point.lng, location_name });
      setEditing(false);
      setMapOpen(false);
    } catch {
      notify('error', t('rental.error'));
    } finally {
      setPending(false);
    }
  }

  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-sm font-semibold">{label}</legend>
      {value && !isEditing ? (
        <div className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand" />
          <span className="min-w-0 flex-1 truncate text-sm">{value.location_name}</span>
          <button
            type="button"
            className="text-sm font-semibold text-brand"
            onClick={() => setEditing(true)}
          >
            {t('rental.search.change')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <PlaceSearch
              onSelect={async (place) => {
                const details = await getPlaceDetails(place.placeId).catch(() => null);
                if (!details) return;
                const point = { lat: details.location.latitude, lng: details.location.longitude };
                void choosePoint(point, details.formattedAddress || place.label);
              }}
            />
          </div>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setMapOpen(true)}
            aria-label={`${label}: ${t('location.pickFromMap')}`}
          >
            <MapPin aria-hidden className="size-4" />
          </button>
        </div>
      )}
      <AppDialog open={isMapOpen} onOpenChange={setMapOpen} title={label} size="lg">
        <MapPicker
          initial={value ?? fallbackCenter}
          isPending={isPending}
          onConfirm={(point) => void choosePoint(point)}
        />
      </AppDialog>
    </fieldset>
  );
}

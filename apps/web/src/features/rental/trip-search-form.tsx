'use client';

import {
  formatKm,
  hoursToDays,
  metersToKm,
  secondsToHours,
} from '@marketplace/domain/rental/trip-measures';
import { TRIP_TYPES } from '@marketplace/domain/rental/trip-type';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { classNames } from '@/lib/class-names';
import { fetchTripDistance } from './rental-api';
import { TripPlaceField } from './trip-place-field';
import { isTripSearchComplete } from './trip-search';
import { useTripSearch } from './use-trip-search';

const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * The rental home's trip search (spec 02 §1, §3): pickup and destination, Pickup Now or
 * Schedule at, trip type with its duration, and the route's distance (km, 3 decimals) and
 * duration (hours and days) from the maps provider.
 */
export function TripSearchForm({ center }: { center: { lat: number; lng: number } }) {
  const t = useT();
  const router = useRouter();
  const { search, update } = useTripSearch();
  const { pickup, destination } = search;

  useEffect(() => {
    if (!pickup || !destination) return;
    const controller = new AbortController();
    fetchTripDistance(pickup, destination, controller.signal)
      .then((answer) =>
        update({
          distanceData: {
            distanceMeters: answer.distanceMeters,
            durationSeconds: Number(answer.duration.replace('s', '')),
          },
        }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [pickup, destination, update]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isTripSearchComplete(search)) return;
    router.push(`/rental/vehicle-search?all_category=1&trip_type=${search.tripType}`);
  }

  const route = search.distanceData;
  const routeHours = route ? secondsToHours(route.durationSeconds) : null;
  return (
    <form
      onSubmit={submit}
      aria-labelledby="trip-search-title"
      className="space-y-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm md:p-6"
    >
      <h2 id="trip-search-title" className="text-lg font-bold">
        {t('rental.search.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TripPlaceField
          label={t('rental.search.pickup')}
          value={pickup}
          fallbackCenter={center}
          onChange={(place) => update({ pickup: place, distanceData: null })}
        />
        <TripPlaceField
          label={t('rental.search.destination')}
          value={destination}
          fallbackCenter={center}
          onChange={(place) => update({ destination: place, distanceData: null })}
        />
      </div>
      {route && routeHours !== null ? (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('rental.search.distance', { km: formatKm(metersToKm(route.distanceMeters)) })} ·{' '}
          {t('rental.search.duration', {
            hours: Math.round(routeHours * 100) / 100,
            days: hoursToDays(routeHours),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('rental.search.when')}</legend>
          <div className="flex gap-2">
            {(['now', 'schedule'] as const).map((mode) => {
              const isOn =
                mode === 'now' ? search.selectedDate === null : search.selectedDate !== null;
              return (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={isOn}
                  className={classNames(buttonClass(isOn ? 'primary' : 'secondary', 'sm'))}
                  onClick={() =>
                    update({
                      selectedDate:
                        mode === 'now' ? null : new Date(Date.now() + 3_600_000).toISOString(),
                    })
                  }
                >
                  {mode === 'now' ? t('rental.search.pickupNow') : t('rental.search.scheduleAt')}
                </button>
              );
            })}
          </div>
          {search.selectedDate ? (
            <input
              type="datetime-local"
              aria-label={t('rental.search.scheduleAt')}
              className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2"
              value={toLocalInput(search.selectedDate)}
              min={toLocalInput(new Date().toISOString())}
              onChange={(event) => {
                const at = new Date(event.target.value);
                if (!Number.isNaN(at.getTime())) update({ selectedDate: at.toISOString() });
              }}
            />
          ) : null}
        </fieldset>
        <label className="space-y-1">
          <span className="block text-sm font-semibold">{t('rental.search.tripType')}</span>
          <select
            className="w-full rounded-lg border border-line bg-surface px-3 py-2"
            value={search.tripType}
            onChange={(event) =>
              update({ tripType: event.target.value as (typeof TRIP_TYPES)[number] })
            }
          >
            {TRIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`rental.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        {search.tripType !== 'distance_wise' ? (
          <label className="space-y-1">
            <span className="block text-sm font-semibold">
              {search.tripType === 'hourly' ? t('rental.search.hours') : t('rental.search.days')}
            </span>
            <input
              type="number"
              min={1}
              max={search.tripType === 'hourly' ? 72 : 60}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2"
              value={search.duration}
              onChange={(event) =>
                update({ duration: Math.max(1, Math.round(Number(event.target.value) || 1)) })
              }
            />
          </label>
        ) : null}
      </div>
      {!isTripSearchComplete(search) ? (
        <p className="text-sm text-ink-muted">{t('rental.search.incomplete')}</p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={!isTripSearchComplete(search)}
      >
        {t('rental.search.submit')}
      </button>
    </form>
  );
}

'use client';

import type { RentalCart, RentalCartLine } from '@marketplace/contract/rental-cart';
import { getPickupLabel } from '@marketplace/domain/rental/pickup-time';
import {
  canIncreaseRentalQuantity,
  checkRentalQuantity,
} from '@marketplace/domain/rental/rental-quantity';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useI18n } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { useRentalCartActions } from './use-rental-cart';
import { describeTrip, formatMoney, formatPickupTime } from './vehicle-display';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The cart's trip (spec 02 §2): pickup, destination, pickup time, rental type with its measure. */
type TripFacts = Pick<
  NonNullable<RentalCart['user_data']>,
  | 'pickup_location'
  | 'destination_location'
  | 'pickup_time'
  | 'rental_type'
  | 'estimated_hours'
  | 'distance'
>;

export function RentalTripSummary({
  trip,
  providerTimeZone,
}: {
  trip: TripFacts;
  /** The provider's zone: the pickup time is shown on its clock (spec 02 §9). */
  providerTimeZone: string;
}) {
  const { t, plural, locale } = useI18n();
  const isNow = getPickupLabel(new Date(trip.pickup_time), new Date()) === 'pickup_now';
  const rows = [
    [t('rental.cart.pickup'), trip.pickup_location.location_name],
    [t('rental.cart.destination'), trip.destination_location.location_name],
    [
      t('rental.cart.pickupTime'),
      isNow
        ? t('rental.search.pickupNow')
        : `${t('rental.search.scheduleAt')} ${formatPickupTime(trip.pickup_time, locale, providerTimeZone)}`,
    ],
    [t('rental.cart.rentalType'), describeTrip(trip, t, plural)],
  ];
  return (
    <dl className="space-y-1 rounded-xl bg-surface-muted p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="w-28 shrink-0 text-ink-muted">{label}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A vehicle line with its counter (spec 01 §4: a trash icon at quantity 1, otherwise minus;
 * spec 02 §5: plus stops at the units free for the trip, with the spec's messages).
 */
function LineRow({ line }: { line: RentalCartLine }) {
  const { t } = useI18n();
  const { currency } = useCatalogSettings();
  const actions = useRentalCartActions();
  const name = line.vehicle.name;
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      notify(
        'error',
        isApiError(error) && error.messages[0] ? error.messages[0] : t('rental.error'),
      );
    }
  };
  const increase = () => {
    const problem = checkRentalQuantity(
      line.quantity + 1,
      line.available,
      line.vehicle.total_vehicle_count,
    );
    if (problem) notify('error', problem.message);
    else void run(() => actions.setQuantity(line.id, line.quantity + 1));
  };
  return (
    <li className="flex gap-3 py-3">
      <CatalogImage
        url={line.vehicle.thumbnail_full_url}
        alt=""
        width={64}
        height={64}
        className="size-16 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{name}</p>
        <p className="text-xs text-ink-muted">{line.provider.name}</p>
        <p className="mt-1 font-bold tabular-nums">{formatMoney(line.price, currency)}</p>
      </div>
      <div className="flex items-center gap-1 self-center">
        {line.quantity <= 1 ? (
          <button
            type="button"
            aria-label={t('rental.cart.remove', { name })}
            className="inline-flex size-9 items-center justify-center rounded-full border border-line text-danger"
            onClick={() => void run(() => actions.remove([line.id]))}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            aria-label={t('rental.cart.decrease', { name })}
            className="inline-flex size-9 items-center justify-center rounded-full border border-line"
            onClick={() => void run(() => actions.setQuantity(line.id, line.quantity - 1))}
          >
            <Minus aria-hidden className="size-4" />
          </button>
        )}
        <output
          aria-label={t('rental.cart.quantity', { name })}
          className="w-8 text-center font-semibold tabular-nums"
        >
          {pad(line.quantity)}
        </output>
        <button
          type="button"
          aria-label={t('rental.cart.increase', { name })}
          aria-disabled={
            !canIncreaseRentalQuantity(
              line.quantity,
              line.available,
              line.vehicle.total_vehicle_count,
            ) || undefined
          }
          className="inline-flex size-9 items-center justify-center rounded-full border border-line aria-disabled:opacity-50"
          onClick={increase}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}

export function RentalCartLines({ lines }: { lines: RentalCartLine[] }) {
  const { t } = useI18n();
  return (
    <ul aria-label={t('rental.cart.vehicles')} className="divide-y divide-line">
      {lines.map((line) => (
        <LineRow key={line.id} line={line} />
      ))}
    </ul>
  );
}

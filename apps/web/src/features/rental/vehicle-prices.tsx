import type { Vehicle } from '@marketplace/contract/rental-catalog';
import type { CurrencyFormat } from '@marketplace/domain/money/format-amount';
import type { Translate } from '@/features/i18n/translate';
import { formatMoney } from './vehicle-display';

/** Price per hour, per km and per day, for the trip types the vehicle offers. */
export function VehiclePrices({
  vehicle,
  currency,
  t,
}: {
  vehicle: Vehicle;
  currency: CurrencyFormat;
  t: Translate;
}) {
  const rows = [
    { on: vehicle.trip_hourly, price: vehicle.hourly_price, label: t('rental.details.perHour') },
    { on: vehicle.trip_distance, price: vehicle.distance_price, label: t('rental.details.perKm') },
    { on: vehicle.trip_day_wise, price: vehicle.day_wise_price, label: t('rental.details.perDay') },
  ].filter((row) => row.on === 1 && row.price > 0);
  return (
    <dl className="grid grid-cols-3 gap-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-xl border border-line p-2 text-center">
          <dt className="text-xs text-ink-muted">{row.label}</dt>
          <dd className="font-bold">{formatMoney(row.price, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Vehicle } from '@marketplace/contract/rental-catalog';
import type { CurrencyFormat } from '@marketplace/domain/money/format-amount';
import type { Translate } from '@/features/i18n/translate';
import { vehicleDiscountBadge } from './vehicle-display';

/** Spec 02 §2: the New Arrival and discount badges, on the vehicle card and its details page. */
export function VehicleBadges({
  vehicle,
  currency,
  t,
}: {
  vehicle: Vehicle;
  currency: CurrencyFormat;
  t: Translate;
}) {
  const discount = vehicleDiscountBadge(vehicle, currency, t);
  return (
    <>
      {vehicle.new_tag === 1 ? (
        <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">
          {t('rental.card.newArrival')}
        </span>
      ) : null}
      {discount ? (
        <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-danger">
          {discount}
        </span>
      ) : null}
    </>
  );
}

import type { TripTypeWire, Vehicle } from '@marketplace/contract/rental-catalog';
import { buildDiscountBadge } from '@marketplace/domain/catalog/discount-badge';
import {
  type CurrencyFormat,
  formatAmount,
  formatMinorAmount,
} from '@marketplace/domain/money/format-amount';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { getPickupTimeShiftMs, toProviderClock } from '@marketplace/domain/rental/pickup-time';
import { formatKm, hoursToDays } from '@marketplace/domain/rental/trip-measures';
import type { Translate, TranslatePlural } from '@/features/i18n/translate';

export function formatMoney(amount: number, currency: CurrencyFormat): string {
  return formatAmount(amount, currency);
}

/** Spec 01 §2 discount badge for a vehicle's discount ('N% OFF' or the amount and 'OFF'). */
export function vehicleDiscountBadge(
  vehicle: Pick<Vehicle, 'discount_price' | 'discount_type'>,
  currency: CurrencyFormat,
  t: Translate,
): string | null {
  const codec = createMoneyCodec(currency.digitsAfterDecimalPoint);
  const badge = buildDiscountBadge(
    codec.discountFromWire({
      discount: vehicle.discount_price,
      discount_type: vehicle.discount_type,
    }),
    (minor) => formatMinorAmount(minor, currency),
  );
  return badge ? t('rental.card.off', { value: badge.replace(/\s*OFF$/, '') }) : null;
}

/**
 * 'Hourly · 3 hours', 'Day wise · 1 day', 'Distance wise · 12.345 km' (spec 02 §9 units), in the
 * language's plural forms.
 */
export function describeTrip(
  trip: { rental_type: TripTypeWire; estimated_hours: number; distance: number },
  t: Translate,
  plural: TranslatePlural,
): string {
  const type = t(`rental.type.${trip.rental_type}`);
  if (trip.rental_type === 'distance_wise')
    return `${type} · ${t('rental.cart.km', { km: formatKm(trip.distance) })}`;
  if (trip.rental_type === 'day_wise') {
    return `${type} · ${plural('rental.cart.days', hoursToDays(trip.estimated_hours))}`;
  }
  return `${type} · ${plural('rental.cart.hours', trip.estimated_hours)}`;
}

/**
 * Spec 02 §9: the rental pickup time, date and 12-hour time, shifted onto the provider's clock
 * (6 hours for the demo city's Asia/Dhaka) and labelled with that offset, e.g. "(UTC+6)".
 */
export function formatPickupTime(iso: string, locale: string, providerTimeZone: string): string {
  const pickup = new Date(iso);
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
    timeZone: 'UTC',
  }).format(toProviderClock(pickup, providerTimeZone));
  return `${text} (${formatUtcOffset(getPickupTimeShiftMs(pickup, providerTimeZone))})`;
}

/** "UTC+6", "UTC-3:30", "UTC". */
export function formatUtcOffset(shiftMs: number): string {
  const minutes = Math.round(shiftMs / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

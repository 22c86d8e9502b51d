'use client';

import type { TripQuote } from '@marketplace/contract/trips';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { formatMoney } from './vehicle-display';

/** The server's price breakdown for the booking as chosen (nothing is added up here). */
export function BookingSummary({ quote, isStale }: { quote: TripQuote; isStale: boolean }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const money = (n: number) => formatMoney(n, currency);
  const rows: [string, string][] = [
    [t('rental.booking.subtotal'), money(quote.subtotal)],
    ...(quote.vehicle_discount > 0
      ? [
          [t('rental.booking.vehicleDiscount'), `− ${money(quote.vehicle_discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(quote.provider_discount > 0
      ? [
          [t('rental.booking.providerDiscount'), `− ${money(quote.provider_discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(quote.coupon_discount > 0
      ? [
          [t('rental.booking.couponDiscount'), `− ${money(quote.coupon_discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      quote.tax_included ? t('rental.booking.taxIncluded') : t('rental.booking.tax'),
      money(quote.tax),
    ],
  ];
  return (
    <section
      aria-labelledby="booking-summary"
      aria-busy={isStale}
      className={classNames(
        'space-y-2 rounded-2xl border border-line bg-surface-raised p-4',
        isStale && 'opacity-60',
      )}
    >
      <h2 id="booking-summary" className="font-bold">
        {t('rental.booking.summary')}
      </h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
          <dt>{t('rental.booking.total')}</dt>
          <dd className="tabular-nums" data-testid="trip-amount">
            {money(quote.trip_amount)}
          </dd>
        </div>
        {quote.wallet_amount > 0 ? (
          <>
            <div className="flex justify-between">
              <dt className="text-ink-muted">{t('rental.booking.walletPart')}</dt>
              <dd className="tabular-nums">{money(quote.wallet_amount)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-muted">{t('rental.booking.otherPart')}</dt>
              <dd className="tabular-nums">{money(quote.other_amount)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}

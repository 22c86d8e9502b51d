'use client';

import { rentalCouponList } from '@marketplace/contract/endpoints/coupons';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { describeCouponValue } from '@/features/coupons/describe-coupon';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { useQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';

const input = 'w-full rounded-lg border border-line bg-surface px-3 py-2';

/** The rental module's coupons the caller can use (guest or customer), for one-tap use. */
function useRentalCoupons() {
  const { call, moduleId, isSignedIn } = useRental();
  return useQuery({
    queryKey: ['rental-coupons', moduleId, isSignedIn] as const,
    queryFn: ({ signal }) => call(rentalCouponList, { signal }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/**
 * The booking's coupon: typed, or picked from the available ones (rental coupon/list). The server
 * decides, through the quote, whether and how much it takes off; its reasons show below.
 */
export function BookingCoupon({
  applied,
  problems,
  onChange,
}: {
  applied: string | null;
  problems: string[];
  onChange: (code: string | null) => void;
}) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const available = useRentalCoupons();
  const [text, setText] = useState('');
  const offers = (available.data ?? []).filter((coupon) => coupon.code !== applied);

  return (
    <div className="space-y-2 rounded-2xl border border-line p-4">
      <label htmlFor="rental-coupon" className="block text-sm font-semibold">
        {t('rental.booking.coupon')}
      </label>
      <div className="flex gap-2">
        <input
          id="rental-coupon"
          className={input}
          value={text}
          autoComplete="off"
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        {applied ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            {t('rental.booking.removeCoupon')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={!text.trim()}
            onClick={() => onChange(text.trim())}
          >
            {t('rental.booking.applyCoupon')}
          </button>
        )}
      </div>
      {problems.map((m) => (
        <p key={m} role="alert" className="text-sm text-danger">
          {m}
        </p>
      ))}
      {offers.length > 0 ? (
        <ul aria-label={t('rental.booking.availableCoupons')} className="space-y-2 pt-1">
          {offers.map((coupon) => (
            <li
              key={coupon.id}
              className="flex items-center justify-between gap-2 rounded-xl border border-dashed border-brand px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <Ticket aria-hidden className="size-4 shrink-0 text-brand" />
                <span className="min-w-0">
                  <span className="font-mono font-bold">{coupon.code}</span>{' '}
                  <span className="text-ink-muted">{describeCouponValue(coupon, currency, t)}</span>
                </span>
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('rental.booking.useCoupon', { code: coupon.code })}
                onClick={() => {
                  setText(coupon.code);
                  onChange(coupon.code);
                }}
              >
                {t('rental.booking.applyCoupon')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

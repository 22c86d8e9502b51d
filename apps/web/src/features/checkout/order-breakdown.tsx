'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import type { Translate } from '@/features/i18n/translate';
import { classNames } from '@/lib/class-names';
import { type BreakdownInput, type BreakdownRow, getBreakdown } from './quote-breakdown';

function rowLabel(row: BreakdownRow, t: Translate): string {
  switch (row.id) {
    case 'items':
      return t('checkout.itemsPrice');
    case 'item_discount':
      return t('checkout.discount');
    case 'coupon_discount':
      return t('checkout.couponDiscount');
    case 'tax':
      return row.included ? t('checkout.taxIncluded') : t('checkout.tax');
    case 'delivery':
      return t('checkout.deliveryFee');
    case 'additional_charge':
      return row.name || t('checkout.additionalCharge');
    case 'tips':
      return t('checkout.tips');
  }
}

/** The server's price breakdown (POST /customer/order/quote), never a sum of the page's own. */
export function OrderBreakdown({
  quote,
  isUpdating = false,
}: {
  quote: BreakdownInput;
  isUpdating?: boolean;
}) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const money = (amount: number) => formatAmount(amount, currency);
  const breakdown = getBreakdown(quote, currency.digitsAfterDecimalPoint);
  const isDiscount = (row: BreakdownRow) =>
    row.id === 'item_discount' || row.id === 'coupon_discount';

  return (
    <div
      aria-busy={isUpdating}
      className={classNames(isUpdating && 'opacity-60 transition-opacity')}
    >
      <dl className="space-y-1.5 text-sm">
        {breakdown.rows.map((row) => (
          <div key={row.id} className="flex items-start justify-between gap-3">
            <dt className="text-ink-muted">
              {rowLabel(row, t)}
              {row.id === 'delivery' && row.message ? (
                <span className="block text-xs text-brand">{row.message}</span>
              ) : null}
              {row.id === 'delivery' && row.surge ? (
                <span className="block text-xs" data-testid="surge-note">
                  {t('checkout.surgeIncluded', { amount: money(row.surge.amount) })}
                  {row.surge.note ? ` · ${row.surge.note}` : ''}
                </span>
              ) : null}
            </dt>
            <dd className="text-end tabular-nums">
              {row.id === 'delivery' && row.isFree ? (
                <>
                  {row.original !== null ? (
                    <s className="me-1 text-ink-muted">{money(row.original)}</s>
                  ) : null}
                  <span className="font-semibold text-brand">{t('checkout.free')}</span>
                </>
              ) : isDiscount(row) ? (
                `- ${money(row.amount)}`
              ) : row.id === 'tax' && row.included ? (
                `(${money(row.amount)})`
              ) : row.id === 'items' ? (
                money(row.amount)
              ) : (
                `+ ${money(row.amount)}`
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-line pt-3" aria-live="polite" aria-atomic="true">
        <div className="flex items-center justify-between gap-3">
          <span className="font-bold">{t('checkout.total')}</span>
          <span className="text-lg font-extrabold tabular-nums" data-testid="checkout-total">
            {money(breakdown.total)}
          </span>
        </div>
        {breakdown.wallet > 0 ? (
          <dl className="mt-1 space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{t('checkout.paidFromWallet')}</dt>
              <dd className="tabular-nums">{`- ${money(breakdown.wallet)}`}</dd>
            </div>
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{t('checkout.dueAmount')}</dt>
              <dd className="tabular-nums">{money(breakdown.due)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </div>
  );
}

import { getFreeDeliveryProgress } from '@marketplace/domain/cart/free-delivery-progress';
import { type CurrencyFormat, formatMinorAmount } from '@marketplace/domain/money/format-amount';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { Translate } from '@/features/i18n/translate';

/**
 * Spec 02 §9: subtotal / free_delivery_over as a bar (0–100 %), with the amount still missing and
 * 'more for free delivery', or 'You have reduced delivery charge' once reached. Nothing without
 * a threshold.
 */
export function FreeDeliveryBar({
  subtotal,
  freeDeliveryOver,
  currency,
  t,
}: {
  /** Minor units. */
  subtotal: number;
  /** Major units, from the config; null when there is none. */
  freeDeliveryOver: number | null;
  currency: CurrencyFormat;
  t: Translate;
}) {
  const money = createMoneyCodec(currency.digitsAfterDecimalPoint);
  const progress = getFreeDeliveryProgress(
    subtotal,
    freeDeliveryOver === null ? null : money.fromWire(freeDeliveryOver),
  );
  if (!progress) return null;
  const label = progress.reached
    ? t('cart.freeDeliveryReached')
    : t('cart.moreForFreeDelivery', { amount: formatMinorAmount(progress.remaining, currency) });
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('cart.freeDeliveryProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="text-xs font-medium text-ink-muted">{label}</p>
    </div>
  );
}

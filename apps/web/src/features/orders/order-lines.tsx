'use client';

import type { OrderDetail } from '@marketplace/contract/orders';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { CartLineSummary } from '@/features/cart/cart-line-summary';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';

/** The lines of a placed order, as they were when it was placed. */
export function OrderLines({ lines }: { lines: OrderDetail[] }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  return (
    <ul aria-label={t('checkout.itemsList')} className="divide-y divide-line">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-3 py-2">
          <CartLineSummary
            line={{
              item: { name: line.name, image_full_url: line.image_full_url },
              variation: line.variation,
              add_ons: line.add_ons,
            }}
            t={t}
            imageSize={44}
          />
          <span className="shrink-0 text-end text-sm">
            <span className="block text-ink-muted">
              {t('cart.quantityTimes', { count: line.quantity })}
            </span>
            <span className="font-semibold tabular-nums">{formatAmount(line.price, currency)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

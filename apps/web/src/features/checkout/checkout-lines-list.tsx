'use client';

import type { Cart } from '@marketplace/contract/cart';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { CartLineSummary } from '@/features/cart/cart-line-summary';
import type { DirectOrder } from '@/features/cart/direct-order';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';

export type CheckoutLines = { kind: 'cart'; lines: Cart } | { kind: 'direct'; line: DirectOrder };

/** What is being ordered: the cart's server-priced lines, or the one Buy Now line. */
export function CheckoutLinesList({ lines }: { lines: CheckoutLines }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const rows =
    lines.kind === 'cart'
      ? lines.lines.map((line) => ({
          key: String(line.id),
          line,
          quantity: line.quantity,
          price: line.price,
        }))
      : [
          {
            key: 'direct',
            line: {
              item: { name: lines.line.name, image_full_url: lines.line.imageUrl },
              variation: lines.line.variation,
              add_ons: lines.line.addOns,
            },
            quantity: lines.line.quantity,
            price: lines.line.total,
          },
        ];
  return (
    <ul aria-label={t('checkout.itemsList')} className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.key} className="flex items-start gap-3 py-2">
          <CartLineSummary line={row.line} t={t} imageSize={44} />
          <span className="shrink-0 text-end text-sm">
            <span className="block text-ink-muted">
              {t('cart.quantityTimes', { count: row.quantity })}
            </span>
            <span className="font-semibold tabular-nums">{formatAmount(row.price, currency)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

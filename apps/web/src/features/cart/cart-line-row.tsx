'use client';

import type { CartLine } from '@marketplace/contract/cart';
import type { CurrencyFormat } from '@marketplace/domain/money/format-amount';
import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { CartLineSummary } from './cart-line-summary';
import { checkLineIncrease } from './cart-lines';
import { describeQuantityProblem, notifyCart } from './cart-messages';

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One line of the drawer: what was chosen, the server's price, and the stepper (spec 01 §4: a
 * trash icon at quantity 1 removes the line, otherwise minus; plus is limited by stock and
 * maximum_cart_quantity, spec 02 §5).
 */
export function CartLineRow({
  line,
  currency,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  currency: CurrencyFormat;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  const t = useT();
  const name = line.item.name;
  // A line the server has not confirmed yet has no id to change.
  const isPending = line.id < 0;
  const increase = () => {
    const problem = checkLineIncrease(line);
    if (problem) {
      notifyCart('error', describeQuantityProblem(problem, t));
      return;
    }
    onQuantity(line, line.quantity + 1);
  };

  return (
    <li className="flex flex-wrap items-start gap-3 py-3" aria-busy={isPending || undefined}>
      <CartLineSummary line={line} t={t} />
      <div className="ms-auto flex flex-col items-end gap-2">
        <p className="text-end text-sm">
          <span className="font-bold">{formatAmount(line.price, currency)}</span>
          {line.original_price > line.price ? (
            <del className="ms-1.5 text-xs text-ink-muted">
              <span className="sr-only">{t('catalog.originalPrice')} </span>
              {formatAmount(line.original_price, currency)}
            </del>
          ) : null}
        </p>
        <fieldset className="flex items-center gap-1" disabled={isPending}>
          <legend className="sr-only">{t('cart.quantityOf', { name })}</legend>
          {line.quantity <= 1 ? (
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.removeLine', { name })}
              onClick={() => onRemove(line)}
            >
              <Trash2 aria-hidden className="size-4 text-danger" />
            </button>
          ) : (
            <button
              type="button"
              className={stepClass}
              aria-label={t('cart.decreaseLine', { name })}
              onClick={() => onQuantity(line, line.quantity - 1)}
            >
              <Minus aria-hidden className="size-4" />
            </button>
          )}
          <output aria-live="polite" className="w-7 text-center font-semibold tabular-nums">
            {line.quantity}
          </output>
          <button
            type="button"
            className={stepClass}
            aria-label={t('cart.increaseLine', { name })}
            onClick={increase}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </fieldset>
      </div>
    </li>
  );
}

'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { toMinorUnits } from '@marketplace/domain/money/minor-units';
import { Info } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { formatMinor } from '@/features/catalog/price-view';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { CartLineSummary } from './cart-line-summary';
import { getCartSubtotal } from './cart-lines';
import type { DirectOrder, DirectOrderPage } from './direct-order';
import { useCart } from './use-cart';

export type CheckoutPage = 'cart' | DirectOrderPage;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className={strong ? 'font-bold' : 'text-ink-muted'}>{label}</dt>
      <dd className={strong ? 'text-lg font-extrabold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

function Nothing() {
  const t = useT();
  return (
    <div className="space-y-3 rounded-xl border border-line p-6 text-center">
      <p>{t('cart.checkoutEmpty')}</p>
      <Link href="/home" className={buttonClass('primary')}>
        {t('errors.backHome')}
      </Link>
    </div>
  );
}

/** Checkout from the cart: the server-priced lines and their totals. */
function CartSummary() {
  const t = useT();
  const { currency } = useCatalogSettings();
  const cart = useCart();
  const digits = currency.digitsAfterDecimalPoint;
  if (cart.isLoading) {
    return <Skeleton className="h-40 w-full" />;
  }
  if (cart.lines.length === 0) return <Nothing />;
  const subtotal = getCartSubtotal(cart.lines, digits);
  const discount = cart.lines.reduce((sum, l) => sum + toMinorUnits(l.discount_amount, digits), 0);
  return (
    <section aria-labelledby="checkout-lines" className="rounded-xl border border-line p-4">
      <h2 id="checkout-lines" className="text-base font-bold">
        {t('cart.checkoutCart')}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex items-start gap-3 py-3">
            <CartLineSummary line={line} t={t} />
            <span className="text-end text-sm">
              <span className="block text-ink-muted">
                {t('cart.quantityTimes', { count: line.quantity })}
              </span>
              <span className="font-bold">{formatAmount(line.price, currency)}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        {discount > 0 ? (
          <Row label={t('cart.discount')} value={`- ${formatMinor(discount, currency)}`} />
        ) : null}
        <Row label={t('cart.subtotal')} value={formatMinor(subtotal, currency)} strong />
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{t('cart.serverPriced')}</p>
    </section>
  );
}

/** Buy Now or Order Now: the one line the item view carried here (sessionStorage). */
function DirectOrderSummary({ page }: { page: DirectOrderPage }) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { isSignedIn, openAuthDialog } = useShellState();
  const [order, setOrder] = useState<DirectOrder | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void import('./direct-order-read').then(({ readDirectOrder }) => {
      if (isCurrent) setOrder(readDirectOrder(window.sessionStorage, page));
    });
    return () => {
      isCurrent = false;
    };
  }, [page]);

  if (page === 'campaign' && !isSignedIn) {
    return (
      <div className="space-y-3 rounded-xl border border-line p-6 text-center">
        <p>{t('cart.checkoutNeedsSignIn')}</p>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => openAuthDialog('sign-in')}
        >
          {t('header.signIn')}
        </button>
      </div>
    );
  }
  if (order === undefined) return <Skeleton className="h-40 w-full" />;
  if (order === null) return <Nothing />;
  const line = {
    item: { name: order.name, image_full_url: order.imageUrl },
    variation: order.variation,
    add_ons: order.addOns,
  };
  return (
    <section aria-labelledby="checkout-lines" className="rounded-xl border border-line p-4">
      <h2 id="checkout-lines" className="text-base font-bold">
        {page === 'campaign' ? t('cart.checkoutCampaign') : t('cart.checkoutBuyNow')}
      </h2>
      <p className="text-sm text-ink-muted">{t('cart.from', { store: order.storeName })}</p>
      <div className="mt-2 flex items-start gap-3 py-3">
        <CartLineSummary line={line} t={t} />
        <span className="text-sm text-ink-muted">
          {t('cart.quantityTimes', { count: order.quantity })}
        </span>
      </div>
      <dl className="space-y-1 border-t border-line pt-3 text-sm">
        {order.original > order.total ? (
          <Row
            label={t('cart.discount')}
            value={`- ${formatAmount(order.original - order.total, currency)}`}
          />
        ) : null}
        <Row label={t('cart.total')} value={formatAmount(order.total, currency)} strong />
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{t('cart.estimatedNote')}</p>
    </section>
  );
}

/**
 * A minimal /checkout: what would be ordered (the cart, or the Buy Now / Order Now line) and an
 * honest note that placing the order arrives with the checkout.
 */
export function CheckoutPreview({ page }: { page: CheckoutPage }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('cart.checkoutTitle')}</h1>
      <p
        role="note"
        className="flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm"
      >
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{t('cart.checkoutNotice')}</span>
      </p>
      {page === 'cart' ? <CartSummary /> : <DirectOrderSummary page={page} />}
    </div>
  );
}

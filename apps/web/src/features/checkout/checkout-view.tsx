'use client';

import { LogIn } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { DirectOrder, DirectOrderPage } from '@/features/cart/direct-order';
import { useCart } from '@/features/cart/use-cart';
import { EmptyState } from '@/features/catalog/empty-state';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { CheckoutForm } from './checkout-form';
import type { CheckoutLines } from './checkout-lines-list';
import type { CheckoutSettings } from './checkout-settings';
import { CheckoutSkeleton } from './checkout-skeleton';
import type { PolicyLinks } from './terms-checkbox';

export type CheckoutPage = 'cart' | DirectOrderPage;

type CheckoutViewProps = {
  page: CheckoutPage;
  settings: CheckoutSettings;
  policies: PolicyLinks;
};

function SignInNeeded({ message }: { message: string }) {
  const t = useT();
  const { openAuthDialog } = useShellState();
  return (
    <EmptyState
      title={message}
      action={
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => openAuthDialog('sign-in')}
        >
          <LogIn aria-hidden className="size-4" />
          {t('header.signIn')}
        </button>
      }
    />
  );
}

function NothingToOrder() {
  const t = useT();
  return (
    <EmptyState
      title={t('checkout.emptyTitle')}
      body={t('checkout.emptyBody')}
      action={
        <Link href="/home" className={buttonClass('primary')}>
          {t('checkout.continueShopping')}
        </Link>
      }
    />
  );
}

/** The cart's lines (server-priced) as the checkout shows and orders them. */
function CartCheckout(props: Omit<CheckoutViewProps, 'page'>) {
  const t = useT();
  const cart = useCart();
  if (cart.scope === null) return <NothingToOrder />;
  if (cart.isLoading) return <CheckoutSkeleton />;
  if (cart.isError) {
    return (
      <EmptyState
        title={t('checkout.cartError')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void cart.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (cart.lines.length === 0) return <NothingToOrder />;
  const lines: CheckoutLines = { kind: 'cart', lines: cart.lines };
  return <CheckoutForm {...props} lines={lines} />;
}

/** Buy Now / Order Now: the one line the item view left in this tab. */
function DirectCheckout({ page, ...props }: CheckoutViewProps & { page: DirectOrderPage }) {
  const [line, setLine] = useState<DirectOrder | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void import('@/features/cart/direct-order-read').then(({ readDirectOrder }) => {
      if (isCurrent) setLine(readDirectOrder(window.sessionStorage, page));
    });
    return () => {
      isCurrent = false;
    };
  }, [page]);
  if (line === undefined) return <CheckoutSkeleton />;
  if (line === null) return <NothingToOrder />;
  return <CheckoutForm {...props} lines={{ kind: 'direct', line }} />;
}

/**
 * /checkout (spec 02 §4 "Checkout button"): a guest may check out only while guest checkout is
 * on, and a campaign item's Order Now needs a signed-in customer; everyone else gets the form.
 */
export function CheckoutView({ page, settings, policies }: CheckoutViewProps) {
  const t = useT();
  const { isSignedIn } = useShellState();
  let content: React.ReactNode;
  if (!isSignedIn && page === 'campaign') {
    content = <SignInNeeded message={t('checkout.campaignNeedsSignIn')} />;
  } else if (!isSignedIn && !settings.guestCheckout) {
    content = <SignInNeeded message={t('checkout.signInToOrder')} />;
  } else if (page === 'cart') {
    content = <CartCheckout settings={settings} policies={policies} />;
  } else {
    content = <DirectCheckout page={page} settings={settings} policies={policies} />;
  }
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('checkout.title')}</h1>
      {content}
    </div>
  );
}

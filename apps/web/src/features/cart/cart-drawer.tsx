'use client';

import type { CartLine } from '@marketplace/contract/cart';
import { formatMinorAmount } from '@marketplace/domain/money/format-amount';
import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { DialogCloseButton } from '@/features/ui/dialog-close-button';
import { closeWith, DialogShell, returnFocusWith } from '@/features/ui/dialog-shell';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { CartLineRow } from './cart-line-row';
import { getCartSubtotal } from './cart-lines';
import { CART_CHECKOUT_HREF, getCheckoutAction } from './checkout-action';
import { FreeDeliveryBar } from './free-delivery-bar';
import { LoginOrGuestDialog } from './login-or-guest-dialog';
import { useCart } from './use-cart';
import { useClearCart, useRemoveCartLine, useUpdateCartLine } from './use-cart-mutations';

export type CartDrawerProps = {
  onClose: () => void;
  /** Focus goes back to the header button (Radix only knows its own Trigger). */
  returnFocus: () => void;
  /** Major units from the config; null: no free-delivery threshold. */
  freeDeliveryOver: number | null;
  /** Config guest_checkout_status. */
  guestCheckout: boolean;
};

/**
 * Spec 02 §2 "Normal cart drawer": titled Shopping Cart, from the right; empty state, lines with
 * steppers, free-delivery progress, subtotal and the checkout action (spec 02 §4).
 */
export function CartDrawer({
  onClose,
  returnFocus,
  freeDeliveryOver,
  guestCheckout,
}: CartDrawerProps) {
  const t = useT();
  const router = useRouter();
  const { currency } = useCatalogSettings();
  const { isSignedIn, openAuthDialog } = useShellState();
  const cart = useCart();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const clear = useClearCart();
  // One store per cart (spec 01 §4): its name heads the lines.
  const storeName = cart.lines[0]?.item.store_name ?? null;
  const [isGuestChoiceOpen, setIsGuestChoiceOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const subtotal = getCartSubtotal(cart.lines, currency.digitsAfterDecimalPoint);

  const go = (href: string) => {
    onClose();
    router.push(href);
  };
  const signIn = (step: 'sign-in' | 'sign-up') => {
    setIsGuestChoiceOpen(false);
    onClose();
    openAuthDialog(step);
  };
  const checkout = () => {
    const action = getCheckoutAction({
      lineCount: cart.lines.length,
      isSignedIn,
      guestCheckout,
    });
    if (action === 'home') go('/home');
    else if (action === 'checkout') go(CART_CHECKOUT_HREF);
    else if (action === 'guest-choice') setIsGuestChoiceOpen(true);
    else signIn('sign-in');
  };
  const removeLine = (line: CartLine) => {
    remove.mutate(line.id);
    // The removed row held the focus: keep it inside the drawer.
    titleRef.current?.focus();
  };

  return (
    <DialogShell open onOpenChange={closeWith(onClose)}>
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocusWith(returnFocus)}
        className="fixed inset-y-0 end-0 z-50 flex w-full max-w-[450px] flex-col bg-surface-raised text-ink shadow-xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <Dialog.Title ref={titleRef} tabIndex={-1} className="text-lg font-bold outline-none">
            {t('cart.title')}
          </Dialog.Title>
          <DialogCloseButton className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted" />
        </div>

        <div className="flex-1 overflow-y-auto px-4">
          {cart.isLoading ? (
            <div role="status" aria-busy="true" className="space-y-3 py-4">
              <span className="sr-only">{t('cart.loading')}</span>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : cart.isError && cart.lines.length === 0 ? (
            <RetryAlert className="space-y-3 py-8 text-center" onRetry={() => void cart.refetch()}>
              <p>{t('cart.loadError')}</p>
            </RetryAlert>
          ) : cart.lines.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <ShoppingBag aria-hidden className="size-12 text-ink-muted" />
              <p className="text-base font-semibold">{t('cart.empty')}</p>
              <p className="text-sm text-ink-muted">{t('cart.emptyHint')}</p>
              <button type="button" className={buttonClass('primary')} onClick={() => go('/home')}>
                {t('cart.continueShopping')}
              </button>
            </div>
          ) : (
            <>
              <div className="flex items-center justify-between gap-2 pt-3">
                <p className="min-w-0 truncate text-sm font-semibold">
                  {storeName ? t('cart.fromStore', { store: storeName }) : null}
                </p>
                <button
                  type="button"
                  className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-danger hover:underline"
                  onClick={() => {
                    clear.mutate();
                    titleRef.current?.focus();
                  }}
                >
                  {t('cart.clear')}
                </button>
              </div>
              <ul aria-label={t('cart.lines')} className="divide-y divide-line">
                {cart.lines.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    currency={currency}
                    onQuantity={(target, quantity) =>
                      update.mutate({ cart_id: target.id, quantity })
                    }
                    onRemove={removeLine}
                  />
                ))}
              </ul>
            </>
          )}
        </div>

        {cart.lines.length > 0 ? (
          <div className="space-y-3 border-t border-line px-4 py-4">
            <FreeDeliveryBar
              subtotal={subtotal}
              freeDeliveryOver={freeDeliveryOver}
              currency={currency}
              t={t}
            />
            <p className="flex items-center justify-between text-base">
              <span className="font-semibold">{t('cart.subtotal')}</span>
              <span className="font-extrabold tabular-nums">
                {formatMinorAmount(subtotal, currency)}
              </span>
            </p>
            <button
              type="button"
              className={buttonClass('primary', 'md', 'w-full')}
              onClick={checkout}
            >
              {t('cart.checkout')}
            </button>
          </div>
        ) : null}
        {isGuestChoiceOpen ? (
          <LoginOrGuestDialog
            onClose={() => setIsGuestChoiceOpen(false)}
            onGuest={() => {
              setIsGuestChoiceOpen(false);
              go(CART_CHECKOUT_HREF);
            }}
            onLogin={() => signIn('sign-in')}
            onSignUp={() => signIn('sign-up')}
          />
        ) : null}
      </Dialog.Content>
    </DialogShell>
  );
}

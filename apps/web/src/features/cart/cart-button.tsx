'use client';

import type { Cart } from '@marketplace/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { badgeCount } from '@/features/ui/badge-count';
import { CARD_ADD_SELECTOR } from './card-add-attribute';
import { useCart, useCartSync } from './use-cart';

// The drawer and the dialogs load when first opened: the header itself stays a few kB.
const CartDrawer = dynamic(() => import('./cart-drawer').then((module) => module.CartDrawer), {
  ssr: false,
});
const CartConflictDialog = dynamic(
  () => import('./cart-conflict-dialog').then((module) => module.CartConflictDialog),
  { ssr: false },
);

type PendingAdd = { itemId: number; conflict: Cart };

/**
 * The header's cart button with its badge (spec 02 §2), the Shopping Cart drawer it opens, and
 * the one click listener behind every product card's add-to-cart button (event delegation: the
 * cards render on the server without a client component each).
 */
export function CartButton({
  freeDeliveryOver,
  guestCheckout,
}: {
  freeDeliveryOver: number | null;
  guestCheckout: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { lines, scope, isReady } = useCart();
  useCartSync();
  const [isOpen, setIsOpen] = useState(false);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The badge counts lines, like the list the drawer opens.
  const count = lines.length;

  const runAdd = useCallback(
    async (itemId: number, replaceCart: boolean) => {
      if (!scope) return;
      setIsAdding(true);
      try {
        const { quickAddToCart } = await import('./card-quick-add');
        const result = await quickAddToCart({ itemId, replaceCart, scope, queryClient, t });
        setPending(result ? { itemId, conflict: result.conflict } : null);
      } finally {
        setIsAdding(false);
      }
    },
    [scope, queryClient, t],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest<HTMLElement>(CARD_ADD_SELECTOR);
      const itemId = Number(card?.dataset.cartAdd);
      if (!card || !Number.isInteger(itemId) || itemId <= 0) return;
      event.preventDefault();
      void runAdd(itemId, false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [runAdd]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('cart.buttonLabel', { count })}
        onClick={() => setIsOpen(true)}
        className="relative inline-flex size-11 items-center justify-center rounded-full border border-line"
      >
        <ShoppingCart aria-hidden className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden
            className="absolute -end-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] font-bold leading-none text-on-brand"
          >
            {badgeCount(count)}
          </span>
        ) : null}
      </button>
      <span role="status" className="sr-only">
        {scope && isReady && count > 0 ? t('cart.countStatus', { count }) : ''}
      </span>
      {isOpen ? (
        <CartDrawer
          onClose={() => setIsOpen(false)}
          returnFocus={() => button.current?.focus()}
          freeDeliveryOver={freeDeliveryOver}
          guestCheckout={guestCheckout}
        />
      ) : null}
      {pending ? (
        <CartConflictDialog
          lines={pending.conflict}
          isBusy={isAdding}
          onConfirm={() => void runAdd(pending.itemId, true)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

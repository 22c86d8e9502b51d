'use client';

import type { CartLine } from '@marketplace/contract/cart';
import type { Item } from '@marketplace/contract/items';
import { isNothingChanged } from '@marketplace/domain/cart/cart-line-identity';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { isCartConflict } from '@/features/cart/cart-api';
import { toLineChoice } from '@/features/cart/cart-lines';
import { notifyCart, notifyCartError } from '@/features/cart/cart-messages';
import { takeTemporaryLineId } from '@/features/cart/cart-optimistic';
import { BUY_NOW_HREF, CAMPAIGN_ORDER_HREF } from '@/features/cart/checkout-action';
import { type DirectOrderPage, saveDirectOrder } from '@/features/cart/direct-order';
import { useAddToCart, useUpdateCartLine } from '@/features/cart/use-cart-mutations';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import {
  buildAddBody,
  buildDirectOrder,
  buildOptimisticLine,
  buildUpdateBody,
} from './item-cart-line';
import { describeItemChoiceProblem, findItemChoiceProblem } from './item-choice-problems';
import { toCartLineChoice } from './item-choices';
import type { ItemChoices } from './use-item-choices';

/**
 * The item view's buttons (spec 01 §4 Item actions): Add to Cart, Update To Cart, Buy Now and
 * Order Now. Choices are checked with the domain rules first (toast and inline message); the
 * server checks them again and prices the line.
 */
export function useItemCartActions(item: Item, choices: ItemChoices) {
  const t = useT();
  const router = useRouter();
  const { isSignedIn, openAuthDialog } = useShellState();
  const digits = useCatalogSettings().currency.digitsAfterDecimalPoint;
  const add = useAddToCart({ silent: true });
  const update = useUpdateCartLine({ silent: true });
  const [conflict, setConflict] = useState<CartLine[] | null>(null);
  const { state, line } = choices;

  /** Spec 01 §5 and §8: a problem is toasted and shown beside its group; false stops the action. */
  const isChoiceValid = (): boolean => {
    const problem = findItemChoiceProblem(item, state, digits);
    choices.setProblem(problem);
    if (problem) notifyCart('error', describeItemChoiceProblem(problem, t));
    return problem === null;
  };

  const updateLine = (cartId: number) => {
    update.mutate(buildUpdateBody(item, state, cartId), {
      onSuccess: () => notifyCart('success', t('cart.itemUpdated')),
      onError: (error) => notifyCartError(error, t),
    });
  };

  const addLine = (replaceCart: boolean) => {
    add.mutate(
      {
        body: { ...buildAddBody(item, state), replace_cart: replaceCart },
        optimisticLine: buildOptimisticLine(item, state, digits, takeTemporaryLineId()),
      },
      {
        onSuccess: () => {
          setConflict(null);
          notifyCart('success', t('cart.itemAdded'));
        },
        onError: (error) => {
          if (isCartConflict(error, 'store')) {
            setConflict(error.lines);
          } else if (isCartConflict(error, 'cart_item') && error.lines[0]) {
            // The cart had this line already (another tab): update it instead.
            updateLine(error.lines[0].id);
          } else {
            notifyCartError(error, t);
          }
        },
      },
    );
  };

  const goToCheckout = (page: DirectOrderPage) => {
    saveDirectOrder(window.sessionStorage, buildDirectOrder(item, state, digits, page));
    router.push(page === 'campaign' ? CAMPAIGN_ORDER_HREF : BUY_NOW_HREF);
  };

  return {
    conflict,
    isBusy: add.isPending || update.isPending,
    submitToCart() {
      if (!isChoiceValid()) return;
      if (!line) {
        addLine(false);
        return;
      }
      if (isNothingChanged(toLineChoice(line), toCartLineChoice(item, state))) {
        notifyCart('warning', t('cart.nothingChanged'));
        return;
      }
      updateLine(line.id);
    },
    buyNow() {
      if (isChoiceValid()) goToCheckout('buy_now');
    },
    orderNow() {
      if (!isSignedIn) {
        notifyCart('error', t('items.orderNowLoginRequired'));
        openAuthDialog('sign-in');
        return;
      }
      if (isChoiceValid()) goToCheckout('campaign');
    },
    confirmReplace: () => addLine(true),
    cancelReplace: () => setConflict(null),
  };
}

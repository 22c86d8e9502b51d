import type { Cart } from '@marketplace/contract/cart';
import type { QueryClient } from '@tanstack/react-query';
import type { Translate } from '@/features/i18n/translate';
import { addCartLine, type CartScope, isCartConflict, updateCartLine } from './cart-api';
import { checkLineIncrease } from './cart-lines';
import { describeQuantityProblem, notifyCart, notifyCartError } from './cart-messages';
import { announceCartChange } from './cart-sync';
import { cartQueryKey } from './use-cart';

export type QuickAddResult = { conflict: Cart } | null;

/**
 * A product card's add to cart for an item without variations (cards of items with choices open
 * the item view instead): one unit; if the line exists already, one more (within the limits);
 * another store's items answer the conflict for the dialog.
 */
export async function quickAddToCart(input: {
  itemId: number;
  replaceCart: boolean;
  scope: CartScope;
  queryClient: QueryClient;
  t: Translate;
}): Promise<QuickAddResult> {
  const { scope, queryClient, t } = input;
  const save = (cart: Cart) => {
    queryClient.setQueryData(cartQueryKey(scope), cart);
    announceCartChange();
  };
  try {
    save(
      await addCartLine(scope, {
        model: 'Item',
        item_id: input.itemId,
        quantity: 1,
        replace_cart: input.replaceCart,
      }),
    );
    notifyCart('success', t('cart.itemAdded'));
    return null;
  } catch (error) {
    if (isCartConflict(error, 'store')) return { conflict: error.lines };
    const line = isCartConflict(error, 'cart_item') ? error.lines[0] : undefined;
    if (!line) {
      notifyCartError(error, t);
      return null;
    }
    const problem = checkLineIncrease(line);
    if (problem) {
      notifyCart('error', describeQuantityProblem(problem, t));
      return null;
    }
    try {
      save(await updateCartLine(scope, { cart_id: line.id, quantity: line.quantity + 1 }));
      notifyCart('success', t('cart.itemUpdated'));
    } catch (updateError) {
      notifyCartError(updateError, t);
    }
    return null;
  }
}

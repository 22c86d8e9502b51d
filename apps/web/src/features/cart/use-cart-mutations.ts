'use client';

import type { Cart, CartLine } from '@marketplace/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { ApiError } from '@/lib/api-client';
import {
  type AddLineBody,
  addCartLine,
  type CartScope,
  clearCart,
  removeCartLine,
  type UpdateLineBody,
  updateCartLine,
} from './cart-api';
import { notifyCart, notifyCartError } from './cart-messages';
import { withAddedLine, withLineQuantity, withoutLine } from './cart-optimistic';
import { announceCartChange } from './cart-sync';
import { cartQueryKey, useCartScope } from './use-cart';

const CART_MUTATION_KEY = ['cart-change'] as const;

type Context = { key: ReturnType<typeof cartQueryKey>; previous: Cart | undefined };

/**
 * One cart change: the optimistic cart shows at once; the server's whole-cart answer replaces it,
 * or the snapshot comes back on an error. While several changes are in flight (fast taps on a
 * stepper) only the last answer is applied, so the count never jumps back.
 */
function useCartMutation<Variables>(options: {
  run: (scope: CartScope, variables: Variables) => Promise<Cart>;
  optimistic?: (cart: Cart, variables: Variables, digits: number) => Cart;
  /** The caller shows the errors itself (the item view's conflict and validation flows). */
  silent?: boolean;
  /** A cart toast once the server has taken the change. */
  successMessage?: MessageKey;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const scope = useCartScope();
  const digits = useCatalogSettings().currency.digitsAfterDecimalPoint;
  const isLastChange = () => queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1;

  return useMutation<Cart, Error, Variables, Context>({
    mutationKey: CART_MUTATION_KEY,
    // Errors are cart toasts (5 s); the global rule still ends an expired session on a 401.
    meta: { silent: true },
    mutationFn: (variables) => {
      if (!scope) return Promise.reject(new ApiError(400, [{ code: 'moduleId', message: '' }]));
      return options.run(scope, variables);
    },
    onMutate: async (variables) => {
      const key = cartQueryKey(scope);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (options.optimistic) {
        queryClient.setQueryData<Cart>(key, options.optimistic(previous ?? [], variables, digits));
      }
      return { key, previous };
    },
    onSuccess: (cart, _variables, context) => {
      if (isLastChange()) queryClient.setQueryData(context.key, cart);
      announceCartChange();
      if (options.successMessage) notifyCart('success', t(options.successMessage));
    },
    onError: (error, _variables, context) => {
      if (!options.silent) notifyCartError(error, t);
      if (!context) return;
      if (isLastChange()) queryClient.setQueryData(context.key, context.previous);
      void queryClient.invalidateQueries({ queryKey: context.key });
    },
  });
}

export type AddVariables = {
  body: AddLineBody;
  /** The line as the item view priced it, shown until the server answers. */
  optimisticLine?: CartLine;
};

export function useAddToCart(options: { silent?: boolean } = {}) {
  return useCartMutation<AddVariables>({
    ...options,
    run: (scope, { body }) => addCartLine(scope, body),
    optimistic: (cart, { body, optimisticLine }) =>
      optimisticLine ? withAddedLine(cart, optimisticLine, body.replace_cart ?? false) : cart,
  });
}

export function useUpdateCartLine(options: { silent?: boolean } = {}) {
  return useCartMutation<UpdateLineBody>({
    ...options,
    run: updateCartLine,
    optimistic: (cart, body, digits) => withLineQuantity(cart, body.cart_id, body.quantity, digits),
  });
}

/** Spec 02 §8: 'Cart item remove successfully' once the server has removed the line. */
export function useRemoveCartLine() {
  return useCartMutation<number>({
    run: removeCartLine,
    successMessage: 'cart.lineRemoved',
    optimistic: (cart, cartId) => withoutLine(cart, cartId),
  });
}

export function useClearCart() {
  return useCartMutation<void>({
    run: (scope) => clearCart(scope),
    optimistic: () => [],
  });
}

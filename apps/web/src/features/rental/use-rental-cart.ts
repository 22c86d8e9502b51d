'use client';

import type { RentalCart, TripDetailsInput } from '@marketplace/contract/rental-cart';
import { RENTAL_PATHS } from '@marketplace/contract/rental-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EMPTY_RENTAL_CART } from './rental-api';
import { schemas, useRental } from './rental-context';

export function rentalCartKey(moduleId: number, isSignedIn: boolean) {
  return ['rental-cart', moduleId, isSignedIn ? 'customer' : 'guest'] as const;
}

const cartSchema = () => schemas.cart().then((m) => m.RentalCartSchema);

/** The caller's rental cart (spec 02 §3): the trip details and the priced vehicle lines. */
export function useRentalCart() {
  const { moduleId, isSignedIn, call } = useRental();
  const query = useQuery({
    queryKey: rentalCartKey(moduleId, isSignedIn),
    queryFn: ({ signal }) => call(RENTAL_PATHS.getCart, { schema: cartSchema, signal }),
    staleTime: 15_000,
    refetchOnWindowFocus: 'always',
  });
  return {
    cart: query.data ?? EMPTY_RENTAL_CART,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** The cart changes; each answers the whole cart, which replaces the cached one. */
export function useRentalCartActions() {
  const { moduleId, isSignedIn, call } = useRental();
  const queryClient = useQueryClient();
  const store = useCallback(
    <C extends RentalCart>(cart: C): C => {
      queryClient.setQueryData(rentalCartKey(moduleId, isSignedIn), {
        carts: cart.carts,
        user_data: cart.user_data,
      });
      return cart;
    },
    [queryClient, moduleId, isSignedIn],
  );
  return {
    store,
    add: async (
      body: TripDetailsInput & { vehicle_id: number; quantity: number; replace_cart?: boolean },
    ) => {
      const schema = () => schemas.cart().then((m) => m.RentalCartAddedSchema);
      return store(await call(RENTAL_PATHS.addToCart, { method: 'POST', body, schema }));
    },
    setQuantity: async (lineId: number, quantity: number) =>
      store(
        await call(RENTAL_PATHS.updateCart, {
          method: 'PUT',
          body: { cart_id: lineId, quantity },
          schema: cartSchema,
        }),
      ),
    remove: async (lineIds: number[]) =>
      store(
        lineIds.length === 1
          ? await call(RENTAL_PATHS.removeVehicle, {
              method: 'DELETE',
              params: { id: lineIds[0] ?? 0 },
              schema: cartSchema,
            })
          : await call(RENTAL_PATHS.removeMultipleCart, {
              method: 'DELETE',
              body: { cart_ids: lineIds },
              schema: cartSchema,
            }),
      ),
    clear: async () =>
      store(await call(RENTAL_PATHS.removeCart, { method: 'DELETE', schema: cartSchema })),
    updateTrip: async (cartTripId: number, details: TripDetailsInput) =>
      store(
        await call(RENTAL_PATHS.updateUserData, {
          method: 'PUT',
          params: { id: cartTripId },
          body: details,
          schema: cartSchema,
        }),
      ),
  };
}

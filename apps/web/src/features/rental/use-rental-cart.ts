'use client';

import {
  addToRentalCart,
  clearRentalCart,
  removeRentalLines,
  removeRentalVehicle,
  rentalCart,
  updateRentalCart,
  updateRentalTrip,
} from '@marketplace/contract/endpoints/rental-cart';
import type { RentalCart, TripDetailsInput } from '@marketplace/contract/rental-cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useQuery } from '@/lib/hydration-safe-query';
import { EMPTY_RENTAL_CART } from './rental-api';
import { useRental } from './rental-context';

export function rentalCartKey(moduleId: number, isSignedIn: boolean) {
  return ['rental-cart', moduleId, isSignedIn ? 'customer' : 'guest'] as const;
}

/** The caller's rental cart (spec 02 §3): the trip details and the priced vehicle lines. */
export function useRentalCart() {
  const { moduleId, isSignedIn, call } = useRental();
  const query = useQuery({
    queryKey: rentalCartKey(moduleId, isSignedIn),
    queryFn: ({ signal }) => call(rentalCart, { signal }),
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
      return store(await call(addToRentalCart, { body }));
    },
    setQuantity: async (lineId: number, quantity: number) =>
      store(
        await call(updateRentalCart, {
          body: { cart_id: lineId, quantity },
        }),
      ),
    remove: async (lineIds: number[]) =>
      store(
        lineIds.length === 1
          ? await call(removeRentalVehicle, {
              params: { id: lineIds[0] ?? 0 },
            })
          : await call(removeRentalLines, {
              body: { cart_ids: lineIds },
            }),
      ),
    clear: async () => store(await call(clearRentalCart)),
    updateTrip: async (cartTripId: number, details: TripDetailsInput) =>
      store(
        await call(updateRentalTrip, {
          params: { id: cartTripId },
          body: details,
        }),
      ),
  };
}

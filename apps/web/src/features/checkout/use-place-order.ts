'use client';

import type { OrderPlaceBodyInput, OrderPlaced } from '@marketplace/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { placeOrder } from './checkout-api';
import { createAttemptKeys, isSettledFailure, randomKey } from './idempotency-attempt';

/**
 * POST /customer/order/place with one Idempotency-Key per attempt: pressing Place order again
 * after a failure that may not have reached the server sends the same key, so the server answers
 * the order it may already have created instead of making a second one.
 */
export function usePlaceOrder(onPlaced: (placed: OrderPlaced) => void) {
  const [keys] = useState(() => createAttemptKeys(randomKey));
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderPlaceBodyInput) => placeOrder(body, keys.keyFor(JSON.stringify(body))),
    onSuccess: (placed) => {
      keys.finish(true);
      onPlaced(placed);
    },
    onError: (error) => {
      keys.finish(isApiError(error) && isSettledFailure(error.status));
      // A refusal means something changed since the last quote: ask again, so the page shows
      // what stops the order now, beside the choice to change.
      if (isApiError(error) && error.status === 422) {
        void queryClient.invalidateQueries({ queryKey: ['checkout', 'quote'] });
      }
    },
    // The page shows the refusal beside the button (the global rule still ends a dead session).
    meta: { silent: true },
  });
}

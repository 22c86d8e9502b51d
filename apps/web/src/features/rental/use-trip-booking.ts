'use client';

import { tripBooking, tripQuote } from '@marketplace/contract/endpoints/trips';
import type { TripBooked } from '@marketplace/contract/trips';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  createAttemptKeys,
  isSettledFailure,
  randomKey,
} from '@/features/checkout/idempotency-attempt';
import { useDebouncedValue } from '@/features/checkout/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { useQuery } from '@/lib/hydration-safe-query';
import { type BookingChoices, toBookingBody } from './booking-choices';
import { useRental } from './rental-context';

/**
 * The server's quote for the choices on screen (after a short pause), and the booking itself:
 * one Idempotency-Key per attempt, reused when a failure may not have reached the server.
 */
export function useTripBooking(choices: BookingChoices, cartVersion: string) {
  const { call, isSignedIn } = useRental();
  const queryClient = useQueryClient();
  const body = useMemo(() => toBookingBody(choices, isSignedIn), [choices, isSignedIn]);
  const debounced = useDebouncedValue(JSON.stringify({ ...body, trip_note: null }), 350);
  const quote = useQuery({
    queryKey: ['rental-quote', debounced, cartVersion],
    queryFn: ({ signal }) =>
      call(tripQuote, {
        body: JSON.parse(debounced) as typeof body,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const [keys] = useState(() => createAttemptKeys(randomKey));
  const [isBooking, setBooking] = useState(false);
  const book = useCallback(async (): Promise<TripBooked> => {
    const text = JSON.stringify(body);
    setBooking(true);
    try {
      const booked = await call(tripBooking, {
        body,
        headers: { 'Idempotency-Key': keys.keyFor(text) },
      });
      keys.finish(true);
      await queryClient.invalidateQueries({ queryKey: ['rental-cart'] });
      return booked;
    } catch (error) {
      keys.finish(error instanceof ApiError && isSettledFailure(error.status));
      throw error;
    } finally {
      setBooking(false);
    }
  }, [body, call, keys, queryClient]);
  const isStale = quote.isFetching || debounced !== JSON.stringify({ ...body, trip_note: null });
  return { quote, book, isBooking, isStale };
}

'use client';

import { apiPath } from '@marketplace/contract/endpoint';
import { tripDetails, tripStream } from '@marketplace/contract/endpoints/trips';
import type { Trip, TripStatusEvent } from '@marketplace/contract/trips';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readGuestId } from '@/features/cart/cart-guest-id';
import { useQuery } from '@/lib/hydration-safe-query';
import { schemas, useRental } from './rental-context';

const POLL_MS = 15_000;

export function tripQueryKey(tripId: number) {
  return ['rental-trip', tripId] as const;
}

/** Applies a live status message unless it is older than what the page shows. */
export function applyTripEvent(trip: Trip, event: TripStatusEvent): Trip {
  if (Object.keys(event.status_times).length < Object.keys(trip.status_times).length) return trip;
  return {
    ...trip,
    status: event.status,
    status_times: event.status_times,
    is_running: event.is_running,
    can_cancel: event.status === 'pending',
  };
}

/**
 * One trip of the caller, kept live: an EventSource on the trip's status stream (the same SSE
 * channel as orders) writes into the query; when the browser gives up on it, it polls.
 */
export function useLiveTrip(tripId: number) {
  const { call } = useRental();
  const queryClient = useQueryClient();
  const [isPolling, setPolling] = useState(false);
  const query = useQuery({
    queryKey: tripQueryKey(tripId),
    queryFn: ({ signal }) =>
      call(tripDetails, {
        query: { trip_id: tripId },
        signal,
      }),
    refetchInterval: isPolling ? POLL_MS : false,
  });
  const isRunning = query.data?.is_running ?? false;
  useEffect(() => {
    if (!isRunning || typeof EventSource === 'undefined') return;
    const search = new URLSearchParams({ trip_id: String(tripId) });
    const guestId = readGuestId();
    if (guestId) search.set('guest_id', guestId);
    const source = new EventSource(`${apiPath(tripStream)}?${search}`);
    source.addEventListener('status', (message) => {
      void schemas.trips().then(({ TripStatusEventSchema }) => {
        const parsed = TripStatusEventSchema.safeParse(
          JSON.parse((message as MessageEvent<string>).data),
        );
        if (!parsed.success) return;
        queryClient.setQueryData<Trip>(tripQueryKey(tripId), (trip) =>
          trip ? applyTripEvent(trip, parsed.data) : trip,
        );
        if (!parsed.data.is_running) source.close();
      });
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setPolling(true);
    };
    return () => source.close();
  }, [tripId, isRunning, queryClient]);
  return query;
}

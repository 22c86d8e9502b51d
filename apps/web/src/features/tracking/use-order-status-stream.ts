'use client';

import { useEffect, useRef, useState } from 'react';
import { buildStatusStreamUrl, parseStatusEvent, type StatusEvent } from './status-event';

/** The live link: connecting (or reconnecting), live, ended (order final), or unavailable. */
export type StreamState = 'idle' | 'connecting' | 'live' | 'ended' | 'unavailable';

/**
 * Live status over Server-Sent Events (GET /customer/order/track/stream). The browser reconnects
 * by itself after a drop; the stream is closed once the order stops running. When the browser
 * gives up (the server refused the stream), the state says so and the caller polls instead.
 */
export function useOrderStatusStream(input: {
  /** The order's internal id (the events carry it) and its public reference (the URL does). */
  orderId: number;
  orderReference: string;
  contactNumber: string | null;
  guestId: string | null;
  enabled: boolean;
  onEvent: (event: StatusEvent) => void;
}): StreamState {
  const { orderId, orderReference, contactNumber, guestId, enabled } = input;
  const [state, setState] = useState<StreamState>('idle');
  const onEvent = useRef(input.onEvent);
  useEffect(() => {
    onEvent.current = input.onEvent;
  });

  useEffect(() => {
    if (!enabled) {
      setState('idle');
      return;
    }
    if (typeof EventSource === 'undefined') {
      setState('unavailable');
      return;
    }
    setState('connecting');
    const source = new EventSource(
      buildStatusStreamUrl({ orderReference, contactNumber, guestId }),
    );
    const onStatus = (message: MessageEvent<string>) => {
      const event = parseStatusEvent(message.data);
      if (!event || event.order_id !== orderId) return;
      onEvent.current(event);
      if (event.is_running) {
        setState('live');
      } else {
        source.close();
        setState('ended');
      }
    };
    source.addEventListener('status', onStatus as EventListener);
    source.onopen = () => setState('live');
    source.onerror = () => {
      setState(source.readyState === EventSource.CLOSED ? 'unavailable' : 'connecting');
    };
    return () => {
      source.removeEventListener('status', onStatus as EventListener);
      source.close();
    };
  }, [orderId, orderReference, contactNumber, guestId, enabled]);

  return state;
}

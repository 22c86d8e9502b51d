'use client';

import { apiPath } from '@marketplace/contract/endpoint';
import { messageStream } from '@marketplace/contract/endpoints/messages';
import { CHAT_STREAM_EVENT } from '@marketplace/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationKey, INBOX_KEY } from './use-inbox';

/** The conversation a live `message` event is about (the rest is read back from the server). */
function conversationIdOf(data: string): number | null {
  try {
    const id = (JSON.parse(data) as { conversation?: { id?: unknown } }).conversation?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * New messages live (GET /customer/message/stream through the same-origin proxy, which adds
 * the session's token): each event refreshes the inbox list and that conversation, so an open
 * conversation shows the message at once (and reading it marks it seen). The browser reconnects
 * by itself after a drop.
 */
export function useChatStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPath(messageStream));
    const onMessage = (event: MessageEvent<string>) => {
      const id = conversationIdOf(event.data);
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
      if (id !== null) void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
    };
    source.addEventListener(CHAT_STREAM_EVENT, onMessage as EventListener);
    source.onopen = () => setIsLive(true);
    source.onerror = () => setIsLive(false);
    return () => {
      source.removeEventListener(CHAT_STREAM_EVENT, onMessage as EventListener);
      source.close();
      setIsLive(false);
    };
  }, [enabled, queryClient]);
  return isLive;
}

'use client';

import { CHAT_STREAM_EVENT } from '@marketplace/contract/chat-stream-event';
import { apiPath } from '@marketplace/contract/endpoint';
import { messageStream } from '@marketplace/contract/endpoints/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationKey, INBOX_KEY, UNREAD_KEY } from './use-inbox';

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
 * One stream per page: the header badge and the inbox both listen, and share the connection
 * instead of holding two open to the API.
 */
let shared: { source: EventSource; users: number } | null = null;

function acquireStream(): EventSource {
  if (!shared) shared = { source: new EventSource(apiPath(messageStream)), users: 0 };
  shared.users += 1;
  return shared.source;
}

function releaseStream(): void {
  if (!shared) return;
  shared.users -= 1;
  if (shared.users === 0) {
    shared.source.close();
    shared = null;
  }
}

/**
 * New messages live (GET /customer/message/stream through the same-origin proxy, which adds
 * the session's token): each event refreshes the inbox list, that conversation and the header's
 * unread count, so an open conversation shows the message at once (and reading it marks it
 * seen). The browser reconnects by itself after a drop; each (re)connection reads the inbox back.
 */
export function useChatStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = acquireStream();
    const onMessage = (event: MessageEvent<string>) => {
      const id = conversationIdOf(event.data);
      // A conversation just started is often on its first read when its reply arrives: the
      // storefront's query client reads it again (lib/storefront-query-client.ts).
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      if (id !== null) void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
    };
    // Messages sent while the stream was connecting or dropped are never replayed: read back
    // what the page shows each time it (re)connects.
    const onOpen = () => {
      setIsLive(true);
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    };
    const onError = () => setIsLive(false);
    source.addEventListener(CHAT_STREAM_EVENT, onMessage as EventListener);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    setIsLive(source.readyState === EventSource.OPEN);
    return () => {
      source.removeEventListener(CHAT_STREAM_EVENT, onMessage as EventListener);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      releaseStream();
      setIsLive(false);
    };
  }, [enabled, queryClient]);
  return isLive;
}

'use client';

import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useQuery } from '@/lib/hydration-safe-query';
import {
  fetchConversationPage,
  fetchConversations,
  fetchUnreadCount,
  type InboxFilter,
} from './inbox-api';

export const INBOX_KEY = ['inbox'] as const;
export const conversationsKey = (filter: InboxFilter) =>
  [...INBOX_KEY, 'list', filter.type, filter.name.trim()] as const;
export const conversationKey = (id: number) => [...INBOX_KEY, 'conversation', id] as const;
export const UNREAD_KEY = [...INBOX_KEY, 'unread'] as const;

/** The caller's conversations, latest first (the server's list is the truth). */
export function useConversations(filter: InboxFilter, enabled: boolean) {
  return useQuery({
    queryKey: conversationsKey(filter),
    queryFn: ({ signal }) => fetchConversations(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** One conversation, page by page (newest page first); opening it marks the answers seen. */
export function useConversation(id: number | null) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchConversationPage(id ?? 0, pageParam, signal);
      // The server marked the answers seen: the header's unread count drops.
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** The header badge: the caller's unread messages over every conversation (signed-in only). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

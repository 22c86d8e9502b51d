'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchConversationPage, fetchConversations, type InboxFilter } from './inbox-api';

export const INBOX_KEY = ['inbox'] as const;
export const conversationsKey = (filter: InboxFilter) =>
  [...INBOX_KEY, 'list', filter.type, filter.name.trim()] as const;
export const conversationKey = (id: number) => [...INBOX_KEY, 'conversation', id] as const;

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
  return useInfiniteQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: ({ pageParam, signal }) => fetchConversationPage(id ?? 0, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
    enabled: id !== null,
    meta: { silent: true },
  });
}

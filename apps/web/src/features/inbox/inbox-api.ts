import {
  conversationDetails,
  conversationList,
  conversationSearch,
  messageSend,
  unreadMessageCount,
} from '@marketplace/contract/endpoints/messages';
import type { ChatReceiverType, MessageSendBody } from '@marketplace/contract/messages';
import { callApi } from '@/lib/api-client';

export const CONVERSATIONS_PAGE_SIZE = 50;
export const MESSAGES_PAGE_SIZE = 30;

export type InboxFilter = { type: ChatReceiverType | null; name: string };

/** GET /customer/message/list, or search-list when a name is typed. */
export function fetchConversations(filter: InboxFilter, signal?: AbortSignal) {
  const query = { type: filter.type ?? undefined, limit: CONVERSATIONS_PAGE_SIZE, offset: 1 };
  const name = filter.name.trim();
  return name
    ? callApi(conversationSearch, { query: { ...query, name }, signal })
    : callApi(conversationList, { query, signal });
}

/** GET /customer/message/details: one page, newest first; opening marks the answers seen. */
export function fetchConversationPage(conversationId: number, page: number, signal?: AbortSignal) {
  return callApi(conversationDetails, {
    query: { conversation_id: conversationId, limit: MESSAGES_PAGE_SIZE, offset: page },
    signal,
  });
}

/** POST /customer/message/send (multipart when it carries images). */
export function sendChatMessage(body: MessageSendBody) {
  return callApi(messageSend, { body });
}

/** GET /customer/message/unread-count: the other sides' unopened messages, all conversations. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await callApi(unreadMessageCount, { signal })).unread_message_count;
}

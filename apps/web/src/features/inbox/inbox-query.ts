import type { ChatDraft } from './conversation-panel';

/** Links that start a chat: /profile?page=inbox&store={id} | &order={id} | &support=1. */
export function inboxStartHref(start: { store: number } | { order: number } | { support: true }) {
  if ('store' in start) return `/profile?page=inbox&store=${start.store}`;
  if ('order' in start) return `/profile?page=inbox&order=${start.order}`;
  return '/profile?page=inbox&support=1';
}

/** The conversation the inbox's query asks to start (or reopen), if any. */
export function toChatDraft(query: {
  store?: number;
  order?: number;
  support?: '1';
}): ChatDraft | null {
  if (query.store !== undefined) return { receiverType: 'vendor', receiverId: query.store };
  if (query.order !== undefined) return { receiverType: 'delivery_man', receiverId: query.order };
  if (query.support !== undefined) return { receiverType: 'admin', receiverId: null };
  return null;
}

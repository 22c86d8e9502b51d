import { endpoint } from '../endpoint';

const TAGS = ['messages', 'customer'] as const;

/** GET /customer/message/list?type=: the caller's conversations, latest activity first. */
export const conversationList = endpoint({
  method: 'GET',
  path: '/customer/message/list',
  tags: TAGS,
  errors: [401, 422],
  schemas: async () => {
    const { ConversationListQuerySchema, ConversationPageSchema } = await import('../messages');
    return { query: ConversationListQuerySchema, response: ConversationPageSchema };
  },
});

/** GET /customer/message/search-list?name=&type=: the same list filtered by the other side's name. */
export const conversationSearch = endpoint({
  method: 'GET',
  path: '/customer/message/search-list',
  tags: TAGS,
  errors: [401, 422],
  schemas: async () => {
    const { ConversationSearchQuerySchema, ConversationPageSchema } = await import('../messages');
    return { query: ConversationSearchQuerySchema, response: ConversationPageSchema };
  },
});

/** GET /customer/message/unread-count: the caller's unread messages over every conversation (the header badge). */
export const unreadMessageCount = endpoint({
  method: 'GET',
  path: '/customer/message/unread-count',
  tags: TAGS,
  errors: [401],
  schemas: async () => {
    const { UnreadMessageCountSchema } = await import('../messages');
    return { response: UnreadMessageCountSchema };
  },
});

/** GET /customer/message/details?conversation_id=: one page, newest first; marks them seen. */
export const conversationDetails = endpoint({
  method: 'GET',
  path: '/customer/message/details',
  tags: TAGS,
  errors: [401, 404, 422],
  schemas: async () => {
    const { ConversationDetailsQuerySchema, ConversationDetailsSchema } = await import(
      '../messages'
    );
    return { query: ConversationDetailsQuerySchema, response: ConversationDetailsSchema };
  },
});

/** POST /customer/message/send: text and/or up to 3 images; answers the conversation's latest page. */
export const messageSend = endpoint({
  method: 'POST',
  path: '/customer/message/send',
  tags: TAGS,
  errors: [401, 404, 409, 413, 422],
  schemas: async () => {
    const { MessageSendBodySchema, ConversationDetailsSchema } = await import('../messages');
    return { body: MessageSendBodySchema, response: ConversationDetailsSchema };
  },
});

/**
 * GET /customer/message/stream: Server-Sent Events, `message` (ChatStreamEventSchema) for every
 * new message in the caller's conversations. A stream, not JSON: the API registers it by hand.
 */
export const messageStream = endpoint({
  method: 'GET',
  path: '/customer/message/stream',
  tags: TAGS,
  errors: [401],
  schemas: async () => {
    const { ChatStreamEventSchema } = await import('../messages');
    return { response: ChatStreamEventSchema };
  },
});

/** GET /customer/automated-message: the polite automatic replies (spec 02 §7). */
export const automatedMessages = endpoint({
  method: 'GET',
  path: '/customer/automated-message',
  tags: TAGS,
  errors: [],
  schemas: async () => {
    const { AutomatedMessagesSchema } = await import('../messages');
    return { response: AutomatedMessagesSchema };
  },
});

const OPERATOR_TAGS = ['operator', 'messages'] as const;

/** GET /operator/conversations (X-Operator-Key): every customer conversation, for the other side. */
export const operatorConversationList = endpoint({
  method: 'GET',
  path: '/operator/conversations',
  tags: OPERATOR_TAGS,
  errors: [401, 403, 422],
  schemas: async () => {
    const { OperatorConversationListQuerySchema, OperatorConversationPageSchema } = await import(
      '../messages'
    );
    return { query: OperatorConversationListQuerySchema, response: OperatorConversationPageSchema };
  },
});

/** GET /operator/messages?conversation_id= (X-Operator-Key): one page; marks the customer's seen. */
export const operatorMessages = endpoint({
  method: 'GET',
  path: '/operator/messages',
  tags: OPERATOR_TAGS,
  errors: [401, 403, 404, 422],
  schemas: async () => {
    const { OperatorMessagesQuerySchema, OperatorMessagePageSchema } = await import('../messages');
    return { query: OperatorMessagesQuerySchema, response: OperatorMessagePageSchema };
  },
});

/** POST /operator/messages/send (X-Operator-Key): the store, delivery person or support answers. */
export const operatorMessageSend = endpoint({
  method: 'POST',
  path: '/operator/messages/send',
  tags: OPERATOR_TAGS,
  errors: [401, 403, 404, 413, 422],
  schemas: async () => {
    const { OperatorMessageSendBodySchema, ChatMessageSchema } = await import('../messages');
    return { body: OperatorMessageSendBodySchema, response: ChatMessageSchema };
  },
});

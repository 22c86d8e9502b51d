import {
  CHAT_RECEIVER_TYPES,
  MAX_CHAT_IMAGES,
  MAX_CHAT_TEXT,
} from '@marketplace/domain/messages/chat-rules';
import { z } from 'zod';
import { FlagSchema } from './flags';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';
import { imageFilesSchema } from './uploads';

/*
 * Inbox and chat (issue 15; spec 02 §2 header chat, §7 customer/message/*): a signed-in
 * customer's conversations with a store (vendor), the delivery person of a running order
 * (delivery_man) and support (admin). The other side answers through the operator endpoints.
 */

// ---------- messages ----------
/** Spec 02 §8. */
export const TOO_MANY_IMAGES_MESSAGE = 'Maximum 3 images can be send at a time.';
export const EMPTY_MESSAGE_MESSAGE = 'Write a message or attach an image';
export const MESSAGE_TOO_LONG_MESSAGE = `A message can be at most ${MAX_CHAT_TEXT} characters`;
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const RECEIVER_REQUIRED_MESSAGE = 'Choose who to write to';
export const NO_DELIVERY_PERSON_MESSAGE =
  'You can write to the delivery person while your order is on its way';
/** The names support and a delivery person go by in the inbox (the storefront translates them). */
export const SUPPORT_NAME = 'Support';
export const DELIVERY_PERSON_NAME = 'Delivery person';

/** The demo's polite automatic reply to a customer's message, per other side (issue 15). */
export const AUTOMATED_REPLIES = [
  {
    id: 1,
    receiver_type: 'vendor',
    message: 'Thank you for your message! We have received it and will answer as soon as we can.',
  },
  {
    id: 2,
    receiver_type: 'delivery_man',
    message: 'Thanks for your message! I am on the road and will reply as soon as it is safe.',
  },
  {
    id: 3,
    receiver_type: 'admin',
    message: 'Thank you for contacting support. An agent will get back to you shortly.',
  },
] as const;

// ---------- shared shapes ----------
export const ChatReceiverTypeSchema = z.enum(CHAT_RECEIVER_TYPES, {
  error: 'type must be vendor, delivery_man or admin',
});
export type ChatReceiverType = z.infer<typeof ChatReceiverTypeSchema>;
export const ChatSenderTypeSchema = z.enum(['customer', ...CHAT_RECEIVER_TYPES]);
export type ChatSenderType = z.infer<typeof ChatSenderTypeSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_type: ChatSenderTypeSchema,
  message: z.string(),
  files_full_url: z.array(z.string()),
  /** 1 once the other side has opened the conversation after this message. */
  is_seen: FlagSchema,
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  receiver_type: ChatReceiverTypeSchema,
  /** The store (vendor), the order's delivery person (id: the order's) or support (id null). */
  receiver: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    image_full_url: z.string().nullable(),
  }),
  /** The order a delivery_man conversation is about; null otherwise. */
  order_id: z.number().int().nullable(),
  last_message: z
    .object({ message: z.string(), sender_type: ChatSenderTypeSchema, created_at: z.string() })
    .nullable(),
  /** The other side's messages the customer has not opened yet. */
  unread_message_count: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

// ---------- customer requests ----------
const TypeFilter = z.object({ type: ChatReceiverTypeSchema.optional() });
export const ConversationListQuerySchema = PageQuerySchema.extend(TypeFilter.shape);
export const ConversationSearchQuerySchema = PageQuerySchema.extend({
  ...TypeFilter.shape,
  name: z.string().trim().max(100, { error: 'name must be at most 100 characters' }).default(''),
});
export const ConversationDetailsQuerySchema = PageQuerySchema.extend({
  conversation_id: idQuery('conversation_id'),
});

const chatImages = imageFilesSchema(MAX_CHAT_IMAGES, TOO_MANY_IMAGES_MESSAGE).optional();
const chatText = z
  .string({ error: 'message must be text' })
  .max(MAX_CHAT_TEXT, { error: MESSAGE_TOO_LONG_MESSAGE })
  .optional()
  .default('');

/**
 * POST /customer/message/send (multipart when it carries images, JSON otherwise): either the
 * conversation_id of one of the caller's conversations, or receiver_type with receiver_id (a
 * store id for vendor, an order id for delivery_man, none for admin). `images` (`images[]`
 * is read as the same field) holds at most 3 images.
 */
export const MessageSendBodySchema = z
  .object({
    message: chatText,
    images: chatImages,
    conversation_id: idQuery('conversation_id').optional(),
    receiver_type: ChatReceiverTypeSchema.optional(),
    receiver_id: idQuery('receiver_id').optional(),
  })
  .transform(({ images, ...rest }) => ({ ...rest, images: images ?? [] }));
export type MessageSendBody = z.input<typeof MessageSendBodySchema>;

// ---------- customer answers ----------
export const ConversationPageSchema = pagedSchema('conversations', ConversationSchema);
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** One page of a conversation, newest message first, with the conversation it belongs to. */
export const ConversationDetailsSchema = pagedSchema('messages', ChatMessageSchema).extend({
  conversation: ConversationSchema,
});
export type ConversationDetails = z.infer<typeof ConversationDetailsSchema>;

/** GET /customer/message/unread-count: the other side's unopened messages over all conversations. */
export const UnreadMessageCountSchema = z.object({ unread_message_count: z.number().int() });
export type UnreadMessageCount = z.infer<typeof UnreadMessageCountSchema>;

/** GET /customer/message/stream: each new message of the caller's (event `CHAT_STREAM_EVENT`). */
export const ChatStreamEventSchema = z.object({
  conversation: ConversationSchema,
  message: ChatMessageSchema,
});
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

/** GET /customer/automated-message: the polite replies sent while nobody has answered yet. */
export const AutomatedMessagesSchema = z.object({
  data: z.array(
    z.object({ id: z.number().int(), receiver_type: ChatReceiverTypeSchema, message: z.string() }),
  ),
});
export type AutomatedMessages = z.infer<typeof AutomatedMessagesSchema>;

// ---------- operator (the store, the delivery person, support) ----------
export const OperatorConversationListQuerySchema = PageQuerySchema.extend({
  ...TypeFilter.shape,
  store_id: idQuery('store_id').optional(),
});

export const OperatorConversationSchema = ConversationSchema.omit({
  unread_message_count: true,
}).extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
  /** The customer's messages the operator has not opened yet. */
  unread_message_count: z.number().int(),
});
export const OperatorConversationPageSchema = pagedSchema(
  'conversations',
  OperatorConversationSchema,
);
export type OperatorConversationPage = z.infer<typeof OperatorConversationPageSchema>;

export const OperatorMessagesQuerySchema = ConversationDetailsQuerySchema;
export const OperatorMessagePageSchema = pagedSchema('messages', ChatMessageSchema);
export type OperatorMessagePage = z.infer<typeof OperatorMessagePageSchema>;

/** The other side's answer: text and/or at most 3 images, in one of the customer's conversations. */
export const OperatorMessageSendBodySchema = z
  .object({
    conversation_id: idQuery('conversation_id'),
    message: chatText,
    images: chatImages,
  })
  .transform(({ images, ...rest }) => ({ ...rest, images: images ?? [] }));
export type OperatorMessageSendBody = z.input<typeof OperatorMessageSendBodySchema>;

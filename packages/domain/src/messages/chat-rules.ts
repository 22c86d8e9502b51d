import type { OrderType } from '../checkout/order-type';
import type { OrderStatus } from '../orders/order-status';

/** Spec 02 §9: at most 3 images per send ('Maximum 3 images can be send at a time.'). */
export const MAX_CHAT_IMAGES = 3;
/** Longest text kept in one chat message (ours: the spec gives none). */
export const MAX_CHAT_TEXT = 1000;

/** Who a customer talks to: a store, the delivery person of one order, or support. */
export const CHAT_RECEIVER_TYPES = ['vendor', 'delivery_man', 'admin'] as const;
export type ChatReceiverType = (typeof CHAT_RECEIVER_TYPES)[number];
export type ChatSenderType = 'customer' | ChatReceiverType;

export type ChatSendProblem = 'empty' | 'too_many_images';

/**
 * Why a message cannot be sent: it has neither text nor an image, or it carries more than three
 * images (spec 02 §9). Text is counted after trimming.
 */
export function getChatSendProblem(input: {
  text: string;
  imageCount: number;
}): ChatSendProblem | null {
  if (input.imageCount > MAX_CHAT_IMAGES) return 'too_many_images';
  if (input.text.trim() === '' && input.imageCount === 0) return 'empty';
  return null;
}

/** Statuses in which a delivery order has a delivery person on it (assigned at confirmation). */
const WITH_DELIVERY_PERSON: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'handover',
  'picked_up',
];

/**
 * A customer chats with the delivery person of a running delivery order only: a take-away order
 * has none, and once delivered (or cancelled) the conversation is over.
 */
export function canChatWithDeliveryPerson(order: {
  orderType: OrderType | string;
  status: OrderStatus;
}): boolean {
  return order.orderType === 'delivery' && WITH_DELIVERY_PERSON.includes(order.status);
}

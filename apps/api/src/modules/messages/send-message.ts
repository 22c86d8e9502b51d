import type { Locale } from '@marketplace/contract/headers';
import {
  type ChatReceiverType,
  type ConversationDetails,
  EMPTY_MESSAGE_MESSAGE,
  NO_DELIVERY_PERSON_MESSAGE,
  RECEIVER_REQUIRED_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '@marketplace/contract/messages';
import { ORDER_NOT_FOUND_MESSAGE } from '@marketplace/contract/orders';
import { STORE_NOT_FOUND_MESSAGE } from '@marketplace/contract/reviews';
import {
  canChatWithDeliveryPerson,
  getChatSendProblem,
} from '@marketplace/domain/messages/chat-rules';
import type { AppDeps } from '../../app-types';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import {
  assertAcceptableImage,
  attachUploads,
  deleteUpload,
  saveImageUpload,
} from '../uploads/uploads.service';
import { buildDetails, requireOwnConversation } from './conversation-lists';
import {
  type ConversationRow,
  findOrCreateConversation,
  insertMessage,
  selectChatStore,
  selectConversation,
  selectOwnOrderForChat,
} from './messages.repository';

export type SendInput = {
  message: string;
  images: File[];
  conversation_id?: number;
  receiver_type?: ChatReceiverType;
  receiver_id?: number;
};

/** The page a send answers with: the conversation's latest messages. */
const LATEST = { limit: 20, offset: 1 };

/**
 * POST /customer/message/send: finds (or starts) the conversation, checks the message (text
 * and/or at most 3 images), stores the images as the customer's own uploads, adds the message and
 * tells the customer's open streams (any API process).
 */
export async function sendCustomerMessage(
  deps: AppDeps,
  userId: number,
  input: SendInput,
  locale: Locale,
): Promise<ConversationDetails> {
  const text = input.message.trim();
  const problem = getChatSendProblem({ text, imageCount: input.images.length });
  if (problem === 'too_many_images') throw ValidationError.field('images', TOO_MANY_IMAGES_MESSAGE);
  if (problem === 'empty') throw ValidationError.field('message', EMPTY_MESSAGE_MESSAGE);

  const images = await readChatImages(input.images);
  const conversation = await resolveConversation(deps, userId, input);
  const uploadIds = await storeChatImages(deps, userId, images);
  const message = await insertMessageWithImages(deps, {
    conversationId: conversation.id,
    senderType: 'customer',
    body: text,
    uploadIds,
  });
  deps.chatEvents.publish({ userId, conversationId: conversation.id, messageId: message.id });
  const fresh = (await selectConversation(deps.db, conversation.id, userId)) ?? conversation;
  return buildDetails(deps, fresh, LATEST, locale);
}

/**
 * Adds a message and attaches its images in one transaction: until then they are free uploads,
 * which the housekeeping sweep removes after UPLOAD_GRACE_HOURS if the message never came.
 */
export async function insertMessageWithImages(
  deps: AppDeps,
  input: Parameters<typeof insertMessage>[1],
) {
  if (input.uploadIds.length === 0) return insertMessage(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const message = await insertMessage(tx, input);
    await attachUploads(tx, input.uploadIds);
    return message;
  });
}

/** Reads the images and checks each (size, format from the bytes) before anything is stored. */
export async function readChatImages(images: File[]): Promise<Uint8Array[]> {
  const all = await Promise.all(
    images.map(async (image) => new Uint8Array(await image.arrayBuffer())),
  );
  for (const bytes of all) assertAcceptableImage(bytes, 'images');
  return all;
}

/**
 * Stores checked images as the customer's private uploads (a chat's images belong to its
 * customer; the other side reads them by signed link); if one fails to decode, those already
 * stored go again.
 */
export async function storeChatImages(
  deps: AppDeps,
  ownerUserId: number,
  images: Uint8Array[],
): Promise<string[]> {
  const ids: string[] = [];
  try {
    for (const bytes of images) {
      const row = await saveImageUpload(deps, bytes, {
        purpose: 'chat_image',
        ownerUserId,
        access: 'owner',
        field: 'images',
      });
      ids.push(row.id);
    }
  } catch (error) {
    await Promise.allSettled(ids.map((id) => deleteUpload(deps, id)));
    throw error;
  }
  return ids;
}

async function resolveConversation(
  deps: AppDeps,
  userId: number,
  input: SendInput,
): Promise<ConversationRow> {
  if (input.conversation_id !== undefined) {
    const row = await requireOwnConversation(deps, userId, input.conversation_id);
    // The delivery person is there while the order runs; afterwards the conversation is read only.
    if (row.orderId !== null) await requireRunningOrder(deps, userId, row.orderId);
    return row;
  }
  const type = input.receiver_type;
  if (!type) throw ValidationError.field('receiver_type', RECEIVER_REQUIRED_MESSAGE);
  const key = await conversationKey(deps, userId, type, input.receiver_id);
  const id = await findOrCreateConversation(deps.db, { userId, receiverType: type, ...key });
  return requireOwnConversation(deps, userId, id);
}

/** What the new conversation is with: a store that exists, the caller's running order, support. */
async function conversationKey(
  deps: AppDeps,
  userId: number,
  type: ChatReceiverType,
  receiverId: number | undefined,
): Promise<{ storeId: number | null; orderId: number | null }> {
  if (type === 'admin') return { storeId: null, orderId: null };
  if (receiverId === undefined) {
    throw ValidationError.field('receiver_id', RECEIVER_REQUIRED_MESSAGE);
  }
  if (type === 'vendor') {
    if (!(await selectChatStore(deps.db, receiverId))) {
      throw new NotFoundError('store', STORE_NOT_FOUND_MESSAGE);
    }
    return { storeId: receiverId, orderId: null };
  }
  await requireRunningOrder(deps, userId, receiverId);
  return { storeId: null, orderId: receiverId };
}

async function requireRunningOrder(deps: AppDeps, userId: number, orderId: number) {
  const order = await selectOwnOrderForChat(deps.db, userId, orderId);
  if (!order) throw new NotFoundError('order', ORDER_NOT_FOUND_MESSAGE);
  if (!canChatWithDeliveryPerson(order)) {
    throw new ConflictError('order_status', NO_DELIVERY_PERSON_MESSAGE);
  }
}

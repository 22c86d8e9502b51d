import type { Locale } from '@marketplace/contract/headers';
import {
  type ChatMessage,
  type Conversation,
  DELIVERY_PERSON_NAME,
  SUPPORT_NAME,
} from '@marketplace/contract/messages';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { signedUploadUrl, uploadUrl } from '../uploads/upload-links';
import type { ConversationRow, MessageRow, selectSummaries } from './messages.repository';

type Summaries = Awaited<ReturnType<typeof selectSummaries>>;

/** Who reads: the customer (their own images by plain link) or the operator (signed links). */
export type Reader = 'customer' | 'operator';

/** The other side as the customer sees it. */
export function toReceiver(env: AppDeps['env'], row: ConversationRow, locale: Locale) {
  if (row.receiverType === 'vendor') {
    return {
      id: row.storeId,
      name: translate(row.storeTranslations ?? {}, locale, 'name', row.storeName ?? ''),
      image_full_url: row.storeLogo ? buildMediaUrl(env.PUBLIC_URL, row.storeLogo) : null,
    };
  }
  if (row.receiverType === 'delivery_man') {
    return { id: row.orderId, name: DELIVERY_PERSON_NAME, image_full_url: null };
  }
  return { id: null, name: SUPPORT_NAME, image_full_url: null };
}

/** A list entry: the conversation with its latest message and the reader's unread count. */
export function toConversation(
  env: AppDeps['env'],
  row: ConversationRow,
  summaries: Summaries,
  locale: Locale,
): Conversation {
  const latest = summaries.latest.get(row.id);
  return {
    id: row.id,
    receiver_type: row.receiverType,
    receiver: toReceiver(env, row, locale),
    order_id: row.orderId,
    last_message: latest
      ? {
          message: latest.body,
          sender_type: latest.senderType,
          created_at: latest.createdAt.toISOString(),
        }
      : null,
    unread_message_count: summaries.unread.get(row.id) ?? 0,
    updated_at: row.lastMessageAt.toISOString(),
  };
}

/**
 * One message. Its images belong to the conversation's customer: the customer reads them by
 * plain link with their token, the operator by signed links (an hour).
 */
export async function toChatMessage(
  deps: AppDeps,
  row: MessageRow,
  reader: Reader,
): Promise<ChatMessage> {
  const files =
    reader === 'customer'
      ? row.uploadIds.map((id) => uploadUrl(deps.env.PUBLIC_URL, id))
      : await Promise.all(row.uploadIds.map((id) => signedUploadUrl(deps, id)));
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_type: row.senderType,
    message: row.body,
    files_full_url: files,
    is_seen: row.isSeen ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

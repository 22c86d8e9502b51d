import {
  type ChatMessage,
  type ChatReceiverType,
  CONVERSATION_NOT_FOUND_MESSAGE,
  DELIVERY_PERSON_NAME,
  EMPTY_MESSAGE_MESSAGE,
  type OperatorConversationPage,
  type OperatorMessagePage,
  SUPPORT_NAME,
  TOO_MANY_IMAGES_MESSAGE,
} from '@marketplace/contract/messages';
import { getChatSendProblem } from '@marketplace/domain/messages/chat-rules';
import type { AppDeps } from '../../app-types';
import { NotFoundError, ValidationError } from '../../errors/app-error';
import { toChatMessage, toConversation } from './messages.mapper';
import {
  type ConversationRow,
  markSeen,
  selectConversation,
  selectConversationPage,
  selectMessagePage,
  selectSummaries,
} from './messages.repository';
import { insertMessageWithImages, readChatImages, storeChatImages } from './send-message';

type Page = { limit: number; offset: number };

/*
 * The other side of every conversation (the store, the order's delivery person, support) works
 * through these, behind X-Operator-Key like the order operator endpoint: a back-office tool, not
 * the storefront.
 */

/** GET /operator/conversations: every customer's conversations, latest activity first. */
export async function listOperatorConversations(
  deps: AppDeps,
  query: Page & { type?: ChatReceiverType; store_id?: number },
): Promise<OperatorConversationPage> {
  const { total, rows } = await selectConversationPage(
    deps.db,
    { type: query.type, storeId: query.store_id },
    { support: SUPPORT_NAME, delivery: DELIVERY_PERSON_NAME },
    query,
  );
  const summaries = await selectSummaries(
    deps.db,
    rows.map((row) => row.id),
    'operator',
  );
  return {
    total_size: total,
    limit: query.limit,
    offset: query.offset,
    conversations: rows.map((row) => ({
      ...toConversation(deps.env, row, summaries, 'en'),
      customer: {
        id: row.userId,
        name: `${row.customerFirstName} ${row.customerLastName}`.trim(),
      },
    })),
  };
}

async function requireConversation(deps: AppDeps, id: number): Promise<ConversationRow> {
  const row = await selectConversation(deps.db, id);
  if (!row) throw new NotFoundError('conversation', CONVERSATION_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /operator/messages: one page, newest first; the customer's messages become seen. */
export async function getOperatorMessages(
  deps: AppDeps,
  query: Page & { conversation_id: number },
): Promise<OperatorMessagePage> {
  const row = await requireConversation(deps, query.conversation_id);
  await markSeen(deps.db, row.id, 'operator');
  const { total, rows } = await selectMessagePage(deps.db, row.id, query);
  return {
    total_size: total,
    limit: query.limit,
    offset: query.offset,
    messages: await Promise.all(rows.map((message) => toChatMessage(deps, message, 'operator'))),
  };
}

/**
 * POST /operator/messages/send: the answer comes from the conversation's other side (its
 * receiver_type); its images are stored as the customer's, who alone may read them (the
 * operator gets signed links). The customer's open streams hear it at once.
 */
export async function sendOperatorMessage(
  deps: AppDeps,
  input: { conversation_id: number; message: string; images: File[] },
): Promise<ChatMessage> {
  const text = input.message.trim();
  const problem = getChatSendProblem({ text, imageCount: input.images.length });
  if (problem === 'too_many_images') throw ValidationError.field('images', TOO_MANY_IMAGES_MESSAGE);
  if (problem === 'empty') throw ValidationError.field('message', EMPTY_MESSAGE_MESSAGE);
  const images = await readChatImages(input.images);
  const row = await requireConversation(deps, input.conversation_id);
  const message = await postAnswer(
    deps,
    row,
    text,
    await storeChatImages(deps, row.userId, images),
  );
  return toChatMessage(deps, message, 'operator');
}

/** Adds the other side's message and tells the customer's streams (the simulator uses it too). */
export async function postAnswer(
  deps: AppDeps,
  row: Pick<ConversationRow, 'id' | 'userId' | 'receiverType'>,
  text: string,
  uploadIds: string[] = [],
) {
  const message = await insertMessageWithImages(deps, {
    conversationId: row.id,
    senderType: row.receiverType,
    body: text,
    uploadIds,
  });
  deps.chatEvents.publish({ userId: row.userId, conversationId: row.id, messageId: message.id });
  return message;
}

import type { Locale } from '@marketplace/contract/headers';
import {
  type ChatReceiverType,
  CONVERSATION_NOT_FOUND_MESSAGE,
  type ConversationDetails,
  type ConversationPage,
  DELIVERY_PERSON_NAME,
  SUPPORT_NAME,
} from '@marketplace/contract/messages';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { toChatMessage, toConversation } from './messages.mapper';
import {
  type ConversationFilter,
  type ConversationRow,
  markSeen,
  selectConversation,
  selectConversationPage,
  selectMessagePage,
  selectSummaries,
} from './messages.repository';

type Page = { limit: number; offset: number };

const NAMES = { support: SUPPORT_NAME, delivery: DELIVERY_PERSON_NAME };

/** GET /customer/message/list and search-list: the caller's conversations, latest first. */
export async function listConversations(
  deps: AppDeps,
  userId: number,
  query: Page & { type?: ChatReceiverType; name?: string },
  locale: Locale,
): Promise<ConversationPage> {
  const filter: ConversationFilter = { userId, type: query.type, name: query.name };
  const { total, rows } = await selectConversationPage(deps.db, filter, NAMES, query);
  const summaries = await selectSummaries(
    deps.db,
    rows.map((row) => row.id),
    'customer',
  );
  return {
    total_size: total,
    limit: query.limit,
    offset: query.offset,
    conversations: rows.map((row) => toConversation(deps.env, row, summaries, locale)),
  };
}

/** The caller's conversation, or the 404 that a missing one gets too (no probing of ids). */
export async function requireOwnConversation(
  deps: AppDeps,
  userId: number,
  conversationId: number,
): Promise<ConversationRow> {
  const row = await selectConversation(deps.db, conversationId, userId);
  if (!row) throw new NotFoundError('conversation', CONVERSATION_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * GET /customer/message/details: one page of the caller's conversation, newest first. Opening it
 * marks the other side's messages seen (so the page answers them as seen, unread 0).
 */
export async function getConversationDetails(
  deps: AppDeps,
  userId: number,
  query: Page & { conversation_id: number },
  locale: Locale,
): Promise<ConversationDetails> {
  const row = await requireOwnConversation(deps, userId, query.conversation_id);
  await markSeen(deps.db, row.id, 'customer');
  return buildDetails(deps, row, query, locale);
}

/** The conversation's page as the customer sees it (after a send or on opening). */
export async function buildDetails(
  deps: AppDeps,
  row: ConversationRow,
  page: Page,
  locale: Locale,
): Promise<ConversationDetails> {
  const [{ total, rows }, summaries] = await Promise.all([
    selectMessagePage(deps.db, row.id, page),
    selectSummaries(deps.db, [row.id], 'customer'),
  ]);
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    conversation: toConversation(deps.env, row, summaries, locale),
    messages: await Promise.all(rows.map((message) => toChatMessage(deps, message, 'customer'))),
  };
}

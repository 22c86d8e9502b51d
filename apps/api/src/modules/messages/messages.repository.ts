import type { ChatReceiverType, ChatSenderType } from '@marketplace/domain/messages/chat-rules';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { chatMessages, conversations } from '../../db/schema/messages';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { escapeLike } from '../../db/sql-helpers';

/** After an automatic reply, the next one waits this long (the demo answers, it does not chat). */
export const AUTO_REPLY_QUIET_SECONDS = 60 * 60;

/** What every conversation answer is built from (the store's columns are null but for vendor). */
const conversationColumns = {
  id: conversations.id,
  userId: conversations.userId,
  receiverType: conversations.receiverType,
  storeId: conversations.storeId,
  orderId: conversations.orderId,
  lastMessageAt: conversations.lastMessageAt,
  storeName: stores.name,
  storeLogo: stores.logo,
  storeTranslations: stores.translations,
  customerFirstName: users.fName,
  customerLastName: users.lName,
};

export type ConversationRow = {
  id: number;
  userId: number;
  receiverType: ChatReceiverType;
  storeId: number | null;
  orderId: number | null;
  lastMessageAt: Date;
  storeName: string | null;
  storeLogo: string | null;
  storeTranslations: Record<string, Record<string, string> | undefined> | null;
  customerFirstName: string;
  customerLastName: string;
};

export type MessageRow = typeof chatMessages.$inferSelect;

function selectConversations(db: Database) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .leftJoin(stores, eq(stores.id, conversations.storeId));
}

export type ConversationFilter = {
  /** The customer's own conversations; absent for the operator, who sees them all. */
  userId?: number;
  type?: ChatReceiverType;
  storeId?: number;
  /** The other side's name contains this (store name, 'Support', 'Delivery person'). */
  name?: string;
};

function whereConversations(
  filter: ConversationFilter,
  names: { support: string; delivery: string },
) {
  const parts: SQL[] = [];
  if (filter.userId !== undefined) parts.push(eq(conversations.userId, filter.userId));
  if (filter.type) parts.push(eq(conversations.receiverType, filter.type));
  if (filter.storeId !== undefined) parts.push(eq(conversations.storeId, filter.storeId));
  if (filter.name) {
    const pattern = `%${escapeLike(filter.name)}%`;
    const byName = or(
      ilike(stores.name, pattern),
      and(eq(conversations.receiverType, 'admin'), sql`${names.support} ILIKE ${pattern}`),
      and(eq(conversations.receiverType, 'delivery_man'), sql`${names.delivery} ILIKE ${pattern}`),
    );
    if (byName) parts.push(byName);
  }
  return and(...parts);
}

/** One page of conversations, latest activity first, and how many match. */
export async function selectConversationPage(
  db: Database,
  filter: ConversationFilter,
  names: { support: string; delivery: string },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ConversationRow[] }> {
  const where = whereConversations(filter, names);
  const [rows, [total]] = await Promise.all([
    selectConversations(db)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db
      .select({ n: count() })
      .from(conversations)
      .leftJoin(stores, eq(stores.id, conversations.storeId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows as ConversationRow[] };
}

/** The conversation, when it is the caller's (userId given) or for the operator (any). */
export async function selectConversation(
  db: Database,
  id: number,
  userId?: number,
): Promise<ConversationRow | null> {
  const [row] = await selectConversations(db)
    .where(
      and(
        eq(conversations.id, id),
        userId === undefined ? undefined : eq(conversations.userId, userId),
      ),
    )
    .limit(1);
  return (row as ConversationRow | undefined) ?? null;
}

export type NewConversation = {
  userId: number;
  receiverType: ChatReceiverType;
  storeId: number | null;
  orderId: number | null;
};

/**
 * The customer's conversation with that other side, created on first use. Concurrent first
 * messages meet on the unique index: the loser's insert does nothing and it reads the winner's.
 */
export async function findOrCreateConversation(
  db: Database,
  key: NewConversation,
): Promise<number> {
  const match = and(
    eq(conversations.userId, key.userId),
    eq(conversations.receiverType, key.receiverType),
    key.storeId === null ? undefined : eq(conversations.storeId, key.storeId),
    key.orderId === null ? undefined : eq(conversations.orderId, key.orderId),
  );
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(match);
  if (existing) return existing.id;
  const [created] = await db
    .insert(conversations)
    .values(key)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [winner] = await db.select({ id: conversations.id }).from(conversations).where(match);
  if (!winner) throw new Error('conversation vanished after a conflicting insert');
  return winner.id;
}

/**
 * Adds a message and moves the conversation up the inbox. A customer's message leaves the
 * conversation awaiting a reply; any answer clears that.
 */
export async function insertMessage(
  db: Database,
  input: { conversationId: number; senderType: ChatSenderType; body: string; uploadIds: string[] },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(chatMessages).values(input).returning();
    if (!message) throw new Error('message insert returned nothing');
    await tx
      .update(conversations)
      .set({
        lastMessageAt: message.createdAt,
        // At most one automatic reply per quiet period: within it, a new message waits for people.
        awaitingReply:
          input.senderType === 'customer'
            ? sql`${conversations.autoRepliedAt} IS NULL OR ${conversations.autoRepliedAt} < now() - make_interval(secs => ${AUTO_REPLY_QUIET_SECONDS})`
            : false,
      })
      .where(eq(conversations.id, input.conversationId));
    return message;
  });
}

/** Which side's messages a reader opens: the customer reads answers, the operator the customer's. */
function writtenByOtherSide(reader: 'customer' | 'operator') {
  return reader === 'customer'
    ? ne(chatMessages.senderType, 'customer')
    : eq(chatMessages.senderType, 'customer');
}

/** One page of a conversation's messages, newest first. */
export async function selectMessagePage(
  db: Database,
  conversationId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: MessageRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId)),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function selectMessage(db: Database, conversationId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
    .limit(1);
  return row ?? null;
}

/** Marks the other side's messages seen by `reader`; answers how many changed. */
export async function markSeen(
  db: Database,
  conversationId: number,
  reader: 'customer' | 'operator',
): Promise<number> {
  const changed = await db
    .update(chatMessages)
    .set({ isSeen: true })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.isSeen, false),
        writtenByOtherSide(reader),
      ),
    )
    .returning({ id: chatMessages.id });
  return changed.length;
}

/** Per conversation: the latest message and the reader's unread count. */
export async function selectSummaries(
  db: Database,
  conversationIds: number[],
  reader: 'customer' | 'operator',
) {
  if (conversationIds.length === 0) return { latest: new Map(), unread: new Map() };
  const [latestRows, unreadRows] = await Promise.all([
    db
      .selectDistinctOn([chatMessages.conversationId], {
        conversationId: chatMessages.conversationId,
        body: chatMessages.body,
        senderType: chatMessages.senderType,
        uploadCount: sql<number>`cardinality(${chatMessages.uploadIds})`,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, conversationIds))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id)),
    db
      .select({ conversationId: chatMessages.conversationId, n: count() })
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.conversationId, conversationIds),
          eq(chatMessages.isSeen, false),
          writtenByOtherSide(reader),
        ),
      )
      .groupBy(chatMessages.conversationId),
  ]);
  return {
    latest: new Map(latestRows.map((row) => [row.conversationId, row])),
    unread: new Map(unreadRows.map((row) => [row.conversationId, row.n])),
  };
}

/** The customer's unread messages (written by the other side, not opened) over all conversations. */
export async function countUnreadForCustomer(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(conversations.userId, userId),
        eq(chatMessages.isSeen, false),
        writtenByOtherSide('customer'),
      ),
    );
  return row?.n ?? 0;
}

/** The store a customer may start a conversation with (an active store), or null. */
export async function selectChatStore(db: Database, storeId: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.status, 1)))
    .limit(1);
  return row ?? null;
}

/** The caller's own order (for a conversation with its delivery person), or null. */
export async function selectOwnOrderForChat(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, orderType: orders.orderType })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The demo's automatic replies: takes the conversations awaiting one and clears their flag;
 * rows another instance holds are skipped, so each is answered once.
 */
export async function claimConversationsAwaitingReply(
  tx: Database,
  limit = 50,
): Promise<{ id: number; userId: number; receiverType: ChatReceiverType }[]> {
  const due = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.awaitingReply, true))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(conversations)
    .set({ awaitingReply: false, autoRepliedAt: sql`now()` })
    .where(inArray(conversations.id, due))
    .returning({
      id: conversations.id,
      userId: conversations.userId,
      receiverType: conversations.receiverType,
    });
  return rows;
}

/** Deletes the customer's conversations (their messages go with them); answers their uploads. */
export async function deleteCustomerConversations(db: Database, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ ids: chatMessages.uploadIds })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(eq(conversations.userId, userId));
    await tx.delete(conversations).where(eq(conversations.userId, userId));
    return files.flatMap((row) => row.ids);
  });
}

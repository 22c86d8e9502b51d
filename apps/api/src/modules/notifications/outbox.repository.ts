import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/auth';
import type { Notification } from './notifier';

/** Writes one message to notification_outbox; answers its row id. */
export async function insertOutboxMessage(
  db: Database,
  notification: Notification,
): Promise<number | undefined> {
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      channel: notification.channel,
      recipient: notification.to,
      subject: notification.subject,
      body: notification.text,
      expiresAt: notification.expiresAt ?? null,
    })
    .returning({ id: notificationOutbox.id });
  return row?.id;
}

/** Deletes outbox messages past their expiry; answers how many. */
export async function purgeExpiredMessages(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(notificationOutbox)
    .where(lt(notificationOutbox.expiresAt, now))
    .returning({ id: notificationOutbox.id });
  return gone.length;
}

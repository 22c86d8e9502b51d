import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/auth';
import { maskContact, type Notification, type Notifier } from './notifier';

/**
 * The local provider: every message lands in the notification_outbox table (which the demo and
 * the tests read) plus a log line that names the row, not the message. Each write first deletes
 * the messages whose codes have expired, so codes do not pile up at rest (issue 12 §10).
 */
export function createOutboxNotifier(db: Database, logger: FastifyBaseLogger): Notifier {
  return {
    async send(notification: Notification) {
      await purgeExpiredMessages(db);
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
      logger.info(
        { outboxId: row?.id, channel: notification.channel, to: maskContact(notification.to) },
        'notification written to the local outbox',
      );
    },
  };
}

/** Deletes outbox messages past their expiry; answers how many. */
export async function purgeExpiredMessages(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(notificationOutbox)
    .where(lt(notificationOutbox.expiresAt, now))
    .returning({ id: notificationOutbox.id });
  return gone.length;
}

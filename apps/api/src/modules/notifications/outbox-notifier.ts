import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/auth';
import { maskContact, type Notification, type Notifier } from './notifier';

/**
 * The local provider: every message lands in the notification_outbox table (which the demo and
 * the tests read) plus a log line that names the row, not the message.
 */
export function createOutboxNotifier(db: Database, logger: FastifyBaseLogger): Notifier {
  return {
    async send(notification: Notification) {
      const [row] = await db
        .insert(notificationOutbox)
        .values({
          channel: notification.channel,
          recipient: notification.to,
          subject: notification.subject,
          body: notification.text,
        })
        .returning({ id: notificationOutbox.id });
      logger.info(
        { outboxId: row?.id, channel: notification.channel, to: maskContact(notification.to) },
        'notification written to the local outbox',
      );
    },
  };
}

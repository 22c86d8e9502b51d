import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { maskContact, type Notification, type Notifier } from './notifier';
import { insertOutboxMessage, purgeExpiredMessages } from './outbox.repository';

/**
 * The local provider: every message lands in the notification_outbox table (which the demo and
 * the tests read) plus a log line that names the row, not the message. Each write first deletes
 * the messages whose codes have expired, so codes do not pile up at rest (issue 12 §10).
 */
export function createOutboxNotifier(db: Database, logger: FastifyBaseLogger): Notifier {
  return {
    async send(notification: Notification) {
      await purgeExpiredMessages(db);
      const outboxId = await insertOutboxMessage(db, notification);
      logger.info(
        { outboxId, channel: notification.channel, to: maskContact(notification.to) },
        'notification written to the local outbox',
      );
    },
  };
}

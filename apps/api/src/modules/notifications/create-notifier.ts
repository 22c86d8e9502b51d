import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { Notifier } from './notifier';
import { createOutboxNotifier } from './outbox-notifier';
import { createSmtpNotifier } from './smtp-notifier';

/**
 * E-mail over SMTP when SMTP_URL is set, else to the local outbox; SMS always to the local
 * outbox (no SMS gateway is wired yet: add one here, behind the same interface).
 */
export function createNotifier({ db, env }: AppDeps, logger: FastifyBaseLogger): Notifier {
  const outbox = createOutboxNotifier(db, logger);
  const email = env.SMTP_URL
    ? createSmtpNotifier({ url: env.SMTP_URL, from: env.MAIL_FROM }, logger)
    : outbox;
  return {
    send: (notification) =>
      notification.channel === 'email' ? email.send(notification) : outbox.send(notification),
  };
}

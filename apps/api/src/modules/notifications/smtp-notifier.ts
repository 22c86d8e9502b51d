import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { ServiceUnavailableError } from '../../errors/app-error';
import { maskContact, type Notification, type Notifier } from './notifier';

export const SEND_FAILED_MESSAGE = 'We could not send the message. Please try again later.';

export type SmtpOptions = { url: string; from: string };

/** E-mail over SMTP (nodemailer); a failed delivery is a 503 the client can retry. */
export function createSmtpNotifier(options: SmtpOptions, logger: FastifyBaseLogger): Notifier {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(notification: Notification) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: notification.to,
          subject: notification.subject,
          text: notification.text,
        });
        logger.info(
          { messageId: info.messageId, to: maskContact(notification.to) },
          'e-mail sent over SMTP',
        );
      } catch (error) {
        throw new ServiceUnavailableError('notification', SEND_FAILED_MESSAGE, error);
      }
    },
  };
}

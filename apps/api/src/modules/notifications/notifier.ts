/** A message to one person: an SMS to a phone number or an e-mail to an address. */
export type Notification = {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  text: string;
  /** When the message stops being useful (a one-time code's expiry): not kept after that. */
  expiresAt?: Date;
};

/** Delivers notifications; the auth module sends OTP codes through it. */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

/** Keeps the first and last characters of a contact so logs say who without saying what. */
export function maskContact(contact: string): string {
  if (contact.length <= 4) return '***';
  return `${contact.slice(0, 2)}***${contact.slice(-2)}`;
}

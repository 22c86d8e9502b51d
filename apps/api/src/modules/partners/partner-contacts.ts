import { violatedUniqueIndex } from '../../db/unique-violation';
import type { FieldError } from '../../errors/app-error';
import { ValidationError } from '../../errors/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { normalizeEmail, normalizePhone } from '../auth/contact';
import { PARTNER_LIMITS } from './partner-limits';
import type { TakenContacts } from './partners.repository';

export type Contacts = { email: string; phone: string };

/** The e-mail and phone as stored and compared: lower-case e-mail, phone as +digits. */
export function normalizeContacts(body: { email: string; phone: string }): Contacts {
  return { email: normalizeEmail(body.email), phone: normalizePhone(body.phone) };
}

/** Counts one submission per e-mail and per phone (429 past the limit). */
export async function limitPerContact(limiter: AttemptLimiter, contacts: Contacts) {
  await limiter.hit(PARTNER_LIMITS.perContact, `email:${contacts.email}`);
  await limiter.hit(PARTNER_LIMITS.perContact, `phone:${contacts.phone}`);
}

export type TakenMessages = { email: string; phone: string };

/** The 422 entries for the contacts that are taken. */
export function takenEntries(taken: TakenContacts, messages: TakenMessages): FieldError[] {
  return [
    ...(taken.email ? [{ code: 'email', message: messages.email }] : []),
    ...(taken.phone ? [{ code: 'phone', message: messages.phone }] : []),
  ];
}

/**
 * Turns a clash on one of the kind's unique contact indexes (a concurrent double submit, or an
 * account made meanwhile) into the same 422 the pre-check gives; rethrows anything else.
 */
export function rethrowContactClash(
  error: unknown,
  indexes: { email: readonly string[]; phone: readonly string[] },
  messages: TakenMessages,
): never {
  const index = violatedUniqueIndex(error);
  if (index && indexes.email.includes(index)) {
    throw ValidationError.field('email', messages.email);
  }
  if (index && indexes.phone.includes(index)) {
    throw ValidationError.field('phone', messages.phone);
  }
  throw error;
}

import {
  type ApplicationKind,
  DELIVERY_MAN_EMAIL_TAKEN,
  DELIVERY_MAN_PHONE_TAKEN,
  VENDOR_EMAIL_TAKEN,
  VENDOR_PHONE_TAKEN,
} from '@marketplace/contract/partners';
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

/**
 * Per kind: the 422 message of a taken e-mail and phone, and the unique indexes that hold the
 * kind's contacts (pending applications and accounts).
 */
const KIND_CONTACTS = {
  vendor: {
    taken: { email: VENDOR_EMAIL_TAKEN, phone: VENDOR_PHONE_TAKEN },
    indexes: {
      email: ['vendor_applications_pending_email_key', 'vendors_email_key'],
      phone: ['vendor_applications_pending_phone_key', 'vendors_phone_key'],
    },
  },
  delivery_man: {
    taken: { email: DELIVERY_MAN_EMAIL_TAKEN, phone: DELIVERY_MAN_PHONE_TAKEN },
    indexes: {
      email: ['delivery_man_applications_pending_email_key', 'delivery_men_email_key'],
      phone: ['delivery_man_applications_pending_phone_key', 'delivery_men_phone_key'],
    },
  },
} satisfies Record<
  ApplicationKind,
  {
    taken: { email: string; phone: string };
    indexes: { email: readonly string[]; phone: readonly string[] };
  }
>;

/** The 422 entries for the kind's contacts that are taken. */
export function takenEntries(taken: TakenContacts, kind: ApplicationKind): FieldError[] {
  const messages = KIND_CONTACTS[kind].taken;
  return [
    ...(taken.email ? [{ code: 'email', message: messages.email }] : []),
    ...(taken.phone ? [{ code: 'phone', message: messages.phone }] : []),
  ];
}

/**
 * Turns a clash on one of the kind's unique contact indexes (a concurrent double submit, or an
 * account made meanwhile) into the same 422 the pre-check gives; rethrows anything else.
 */
export function rethrowContactClash(error: unknown, kind: ApplicationKind): never {
  const { indexes, taken: messages } = KIND_CONTACTS[kind];
  const index = violatedUniqueIndex(error);
  if (index && indexes.email.includes(index)) {
    throw ValidationError.field('email', messages.email);
  }
  if (index && indexes.phone.includes(index)) {
    throw ValidationError.field('phone', messages.phone);
  }
  throw error;
}

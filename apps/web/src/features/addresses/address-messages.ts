import * as addresses from '@marketplace/contract/addresses';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';

/**
 * The contract's address messages are the spec's English wording; the forms validate with the
 * contract schemas (and the server answers the same words), shown in the current language here.
 */
const ADDRESS_MESSAGE_KEYS: Record<string, MessageKey> = {
  [addresses.ADDRESS_REQUIRED]: 'addresses.addressRequired',
  [addresses.CONTACT_NAME_REQUIRED]: 'addresses.nameRequired',
  [addresses.CONTACT_NUMBER_REQUIRED]: 'addresses.numberRequired',
  [addresses.CONTACT_NUMBER_INVALID]: 'addresses.numberInvalid',
  [addresses.CONTACT_EMAIL_INVALID]: 'addresses.emailInvalid',
  [addresses.ADDRESS_OUTSIDE_ZONES_MESSAGE]: 'addresses.outsideZones',
  [addresses.ADDRESS_NOT_FOUND_MESSAGE]: 'addresses.notFound',
  [addresses.TOO_MANY_ADDRESSES_MESSAGE]: 'addresses.tooMany',
  [addresses.ADDRESS_ADDED_MESSAGE]: 'addresses.added',
  [addresses.ADDRESS_UPDATED_MESSAGE]: 'addresses.updated',
};

/** A message in the current language; ones the table does not know pass through unchanged. */
export function translateAddressMessage(message: string | undefined, t: Translate): string | null {
  if (!message) return null;
  const key = ADDRESS_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

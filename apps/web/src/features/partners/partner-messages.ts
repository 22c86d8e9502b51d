import * as fields from '@marketplace/contract/partner-fields';
import * as partners from '@marketplace/contract/partners';
import * as uploads from '@marketplace/contract/uploads';
import { FORM_MESSAGE_KEYS } from '@/features/auth/form-messages';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';

/** The contract's messages of the partner sign-ups (English) and their catalogue keys. */
const PARTNER_MESSAGE_KEYS: Record<string, MessageKey> = {
  ...FORM_MESSAGE_KEYS,
  [fields.FIRST_NAME_TOO_LONG]: 'partnerError.firstNameTooLong',
  [fields.LAST_NAME_TOO_LONG]: 'partnerError.lastNameTooLong',
  [partners.STORE_NAME_REQUIRED]: 'partnerError.storeNameRequired',
  [partners.STORE_NAME_TOO_LONG]: 'partnerError.storeNameTooLong',
  [partners.STORE_ADDRESS_REQUIRED]: 'partnerError.storeAddressRequired',
  [partners.STORE_ADDRESS_TOO_LONG]: 'partnerError.storeAddressTooLong',
  [partners.ZONE_REQUIRED]: 'partnerError.zoneRequired',
  [partners.MODULE_REQUIRED]: 'partnerError.moduleRequired',
  [partners.LOCATION_REQUIRED]: 'partnerError.locationRequired',
  [partners.LOGO_REQUIRED]: 'partnerError.logoRequired',
  [partners.COVER_PHOTO_REQUIRED]: 'partnerError.coverRequired',
  [partners.TAX_INVALID]: 'partnerError.taxInvalid',
  [partners.DELIVERY_TIME_REQUIRED]: 'partnerError.deliveryTimeRequired',
  [partners.DELIVERY_TIME_FORMAT]: 'partnerError.deliveryTimeFormat',
  [partners.DELIVERY_TIME_RANGE]: 'partnerError.deliveryTimeRange',
  [partners.VEHICLE_TYPE_REQUIRED]: 'partnerError.vehicleRequired',
  [partners.EARNING_REQUIRED]: 'partnerError.earningRequired',
  [partners.IDENTITY_TYPE_REQUIRED]: 'partnerError.identityTypeRequired',
  [partners.IDENTITY_NUMBER_REQUIRED]: 'partnerError.identityNumberRequired',
  [partners.IDENTITY_NUMBER_INVALID]: 'partnerError.identityNumberInvalid',
  [partners.IDENTITY_IMAGE_REQUIRED]: 'partnerError.identityImageRequired',
  [partners.TOO_MANY_IDENTITY_IMAGES]: 'partnerError.tooManyIdentityImages',
  [partners.PROFILE_IMAGE_REQUIRED]: 'partnerError.photoRequired',
  [partners.ZONE_NOT_FOUND]: 'partnerError.zoneNotFound',
  [partners.MODULE_NOT_FOUND]: 'partnerError.moduleNotFound',
  [partners.MODULE_NOT_IN_ZONE]: 'partnerError.moduleNotInZone',
  [partners.MODULE_NOT_FOR_STORES]: 'partnerError.moduleNotForStores',
  [partners.LOCATION_OUTSIDE_ZONE]: 'partnerError.locationOutsideZone',
  [partners.VENDOR_EMAIL_TAKEN]: 'partnerError.vendorEmailTaken',
  [partners.VENDOR_PHONE_TAKEN]: 'partnerError.vendorPhoneTaken',
  [partners.DELIVERY_MAN_EMAIL_TAKEN]: 'partnerError.deliveryManEmailTaken',
  [partners.DELIVERY_MAN_PHONE_TAKEN]: 'partnerError.deliveryManPhoneTaken',
  [partners.VENDOR_APPLICATION_RECEIVED]: 'partnerError.vendorReceived',
  [partners.DELIVERY_MAN_APPLICATION_RECEIVED]: 'partnerError.deliveryManReceived',
  [uploads.IMAGE_FORMAT_MESSAGE]: 'account.photoFormat',
  [uploads.IMAGE_TOO_LARGE_MESSAGE]: 'account.photoTooLarge',
  [uploads.IMAGE_TOO_MANY_PIXELS_MESSAGE]: 'account.photoTooManyPixels',
};

/** A partner form's or server's message in the current language (unknown ones pass through). */
export function translatePartnerMessage(message: string | undefined, t: Translate): string | null {
  if (!message) return null;
  const key = PARTNER_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

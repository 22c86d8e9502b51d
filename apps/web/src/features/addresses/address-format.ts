import type { AddressType } from '@marketplace/contract/addresses';
import type { MessageKey } from '@/features/i18n/messages/en';
import type { Translate } from '@/features/i18n/translate';

type Titled = { address_type: AddressType | 'selected'; address_label: string | null };
type Detailed = { house: string | null; floor: string | null; road: string | null };

export const ADDRESS_TYPE_KEYS: Record<AddressType, MessageKey> = {
  home: 'addresses.typeHome',
  office: 'addresses.typeOffice',
  other: 'addresses.typeOther',
};

/** 'Home', 'Office', the custom label of an 'other' address, or 'Selected Address'. */
export function getAddressTitle(address: Titled, t: Translate): string {
  if (address.address_type === 'selected') return t('addresses.selectedAddress');
  if (address.address_type === 'other') return address.address_label || t('addresses.typeOther');
  return t(ADDRESS_TYPE_KEYS[address.address_type]);
}

/** 'House 4B · Floor 2 · Road Main St' with only the parts that were given. */
export function formatAddressDetails(address: Detailed, t: Translate): string {
  const parts: string[] = [];
  if (address.house) parts.push(t('addresses.houseValue', { value: address.house }));
  if (address.floor) parts.push(t('addresses.floorValue', { value: address.floor }));
  if (address.road) parts.push(t('addresses.roadValue', { value: address.road }));
  return parts.join(' · ');
}

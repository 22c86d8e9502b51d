import { type Address, AddressSchema } from '@marketplace/contract/addresses';
import { createSessionValue, parseJsonOrUndefined } from './session-value';

export const CHOSEN_ADDRESS_STORAGE_KEY = 'checkout_address';

export function parseChosenAddress(raw: string | null): Address | null {
  const parsed = AddressSchema.safeParse(parseJsonOrUndefined(raw));
  return parsed.success ? parsed.data : null;
}

/** The saved address a customer picked at checkout, kept for this tab (a reload keeps it). */
export const chosenAddressStore = createSessionValue(
  CHOSEN_ADDRESS_STORAGE_KEY,
  parseChosenAddress,
);

import { isApiError } from '@/lib/api-client';

/** The address form's fields that the server may name in a 422 (code = field name). */
export const ADDRESS_FORM_FIELDS = [
  'address',
  'address_type',
  'address_label',
  'contact_person_name',
  'contact_person_number',
  'house',
  'floor',
  'road',
  'additional_information',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

const POINT_CODES = new Set(['coordinates', 'latitude', 'longitude']);

export type SplitErrors = {
  fields: Partial<Record<AddressFormField, string>>;
  /** About the map point ('' when the server gave no words): outside every zone, bad numbers. */
  point: string | null;
  /** Everything else, for a toast (empty when the error had no message of its own). */
  other: string[];
};

/**
 * Sorts a failed save: field messages go under their fields, point messages under the map, the
 * rest to a toast. A 404 `coordinates` (get-zone-id, for a guest's address) is a point message.
 */
export function splitAddressErrors(error: unknown): SplitErrors {
  const result: SplitErrors = { fields: {}, point: null, other: [] };
  if (!isApiError(error)) return result;
  for (const entry of error.errors) {
    const field = ADDRESS_FORM_FIELDS.find((name) => name === entry.code);
    if (error.status === 422 && field && entry.message) {
      result.fields[field] ??= entry.message;
    } else if ((error.status === 422 || error.status === 404) && POINT_CODES.has(entry.code)) {
      result.point ??= entry.message;
    } else if (entry.message) {
      result.other.push(entry.message);
    }
  }
  return result;
}

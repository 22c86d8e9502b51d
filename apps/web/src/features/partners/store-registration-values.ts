import type { DeliveryTimeUnit } from '@marketplace/domain/partners/delivery-time-range';
import { formatDeliveryTimeRange } from '@marketplace/domain/partners/delivery-time-range';
import { APPLICANT_FIELDS, type ApplicantValues, EMPTY_APPLICANT } from './applicant-values';
import type { FieldOfBody } from './body-resolver';

/** The languages a store's name and address are written in; English is the required one. */
export const STORE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** The body's field of a store's name or address in a language (English is the plain one). */
export function storeTextField<Base extends 'store_name' | 'address'>(
  base: Base,
  language: StoreLanguage,
) {
  return (language === 'en' ? base : `${base}_${language}`) as Base | `${Base}_es` | `${Base}_fr`;
}

/** What the vendor form holds, field by field as the visitor fills it in (the owner last). */
export type StoreRegistrationValues = ApplicantValues & {
  store_name: string;
  store_name_es: string;
  store_name_fr: string;
  address: string;
  address_es: string;
  address_fr: string;
  zone_id: string;
  module_id: string;
  /** Set once the picked point was confirmed inside the chosen zone. */
  latitude: number | null;
  longitude: number | null;
  logo: File | null;
  cover_photo: File | null;
  tax: string;
  /** The delivery time range, sent as one "20-30 min". */
  delivery_min: string;
  delivery_max: string;
  delivery_unit: DeliveryTimeUnit;
};

export type StoreField = keyof StoreRegistrationValues;

export const EMPTY_STORE_REGISTRATION: StoreRegistrationValues = {
  store_name: '',
  store_name_es: '',
  store_name_fr: '',
  address: '',
  address_es: '',
  address_fr: '',
  zone_id: '',
  module_id: '',
  latitude: null,
  longitude: null,
  logo: null,
  cover_photo: null,
  tax: '',
  delivery_min: '',
  delivery_max: '',
  delivery_unit: 'min',
  ...EMPTY_APPLICANT,
};

/** The fields each step checks before the next one opens; the last step is the review. */
export const STORE_STEP_FIELDS: readonly (readonly StoreField[])[] = [
  ['store_name', 'address', 'store_name_es', 'address_es', 'store_name_fr', 'address_fr'],
  ['zone_id', 'module_id', 'latitude'],
  ['logo', 'cover_photo', 'tax', 'delivery_min'],
  APPLICANT_FIELDS,
  [],
];

/** The step that shows a field (for a server error on it); unknown fields go to the review. */
export function findStoreStep(field: string): number {
  const index = STORE_STEP_FIELDS.findIndex((fields) => fields.some((name) => name === field));
  return index === -1 ? STORE_STEP_FIELDS.length - 1 : index;
}

/** The form field that shows an error about a body field. */
export const storeFieldOf: FieldOfBody<StoreRegistrationValues> = (bodyField) => {
  if (bodyField === 'delivery_time') return 'delivery_min';
  if (bodyField === 'longitude') return 'latitude';
  return isStoreField(bodyField) ? bodyField : 'store_name';
};

export function isStoreField(name: string): name is StoreField {
  return Object.hasOwn(EMPTY_STORE_REGISTRATION, name);
}

/** The range as the API reads it; what is not a whole number is left for the contract to refuse. */
function formatDeliveryTime(values: StoreRegistrationValues): string {
  const [min, max] = [values.delivery_min.trim(), values.delivery_max.trim()];
  if (min === '' && max === '') return '';
  return formatDeliveryTimeRange({
    min: Number(min),
    max: Number(max),
    unit: values.delivery_unit,
  });
}

/**
 * The multipart body of POST /auth/vendor/register (`phone` with its dialling code already),
 * with the confirmation the form checks and does not send.
 */
export function toStoreRegistrationBody(values: StoreRegistrationValues, fullPhone: string) {
  const { delivery_min, delivery_max, delivery_unit, latitude, longitude, ...rest } = values;
  return {
    ...rest,
    phone: fullPhone,
    latitude: latitude ?? undefined,
    longitude: longitude ?? undefined,
    logo: values.logo ?? undefined,
    cover_photo: values.cover_photo ?? undefined,
    delivery_time: formatDeliveryTime(values),
  };
}

import { APPLICANT_FIELDS, type ApplicantValues, EMPTY_APPLICANT } from './applicant-values';
import type { FieldOfBody } from './body-resolver';

/** What the delivery-man form holds, field by field as the visitor fills it in. */
export type DeliveryManValues = ApplicantValues & {
  image: File | null;
  zone_id: string;
  vehicle_type: string;
  /** '1' freelance, '0' salaried (API contract `earning`). */
  earning: string;
  identity_type: string;
  identity_number: string;
  identity_image: File[];
};

export type DeliveryManField = keyof DeliveryManValues;

export const EMPTY_DELIVERY_MAN: DeliveryManValues = {
  ...EMPTY_APPLICANT,
  image: null,
  zone_id: '',
  vehicle_type: '',
  earning: '',
  identity_type: '',
  identity_number: '',
  identity_image: [],
};

/** The fields each step checks before the next one opens; the last step is the review. */
export const DELIVERY_MAN_STEP_FIELDS: readonly (readonly DeliveryManField[])[] = [
  [...APPLICANT_FIELDS, 'image'],
  ['zone_id', 'vehicle_type', 'earning'],
  ['identity_type', 'identity_number', 'identity_image'],
  [],
];

export function isDeliveryManField(name: string): name is DeliveryManField {
  return Object.hasOwn(EMPTY_DELIVERY_MAN, name);
}

export function findDeliveryManStep(field: DeliveryManField): number {
  const index = DELIVERY_MAN_STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return index === -1 ? DELIVERY_MAN_STEP_FIELDS.length - 1 : index;
}

/** The form's fields are the body's, one for one. */
export const deliveryManFieldOf: FieldOfBody<DeliveryManValues> = (bodyField) =>
  isDeliveryManField(bodyField) ? bodyField : 'f_name';

/** The multipart body of POST /auth/delivery-man/store, with the confirmation the form checks. */
export function toDeliveryManBody(values: DeliveryManValues, fullPhone: string) {
  return { ...values, phone: fullPhone, image: values.image ?? undefined };
}

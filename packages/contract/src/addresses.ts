import { isValidEmail } from '@marketplace/domain/validation/email';
import { isValidPhone, keepPhoneCharacters } from '@marketplace/domain/validation/phone';
import { z } from 'zod';
import { coordinateQuery } from './coordinates';
import { idQuery, PageQuerySchema, pagedSchema } from './paging';

/*
 * Saved delivery addresses (/customer/address/*, customers only) and the guest's contact info,
 * which the storefront keeps locally (spec 01 §3, §4, §5; spec 02 §3, §5). The body schemas double
 * as the storefront's form schemas (react-hook-form + zodResolver).
 */

// ---------- messages ----------

/** Spec 01 §5 / spec 02 §5, address form. */
export const ADDRESS_REQUIRED = 'Address is required';
export const CONTACT_NAME_REQUIRED = 'Name is required';
export const CONTACT_NUMBER_REQUIRED = 'Phone Number is required';
/** Spec 02 §8 wording for a number that is not a phone number. */
export const CONTACT_NUMBER_INVALID = 'Invalid phone number';
/** Spec 01 §5 sign-up wording, reused for the guest's optional e-mail. */
export const CONTACT_EMAIL_INVALID = 'Must be a valid email';
/** The same words as GET /config/get-zone-id outside every zone. */
export const ADDRESS_OUTSIDE_ZONES_MESSAGE = 'Service not available in this area';
/** Ours: the answer for an address that is missing or not the caller's (404 `address`). */
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
/** Ours: a guest asked for a customer's saved addresses (403 `guest`). */
export const ADDRESS_GUEST_FORBIDDEN_MESSAGE = 'Sign in to save and list addresses';
export const ADDRESS_ADDED_MESSAGE = 'Successfully added!';
/** Spec 01 §8 success toast. */
export const ADDRESS_UPDATED_MESSAGE = 'updated successfully!';
export const ADDRESS_DELETED_MESSAGE = 'Successfully removed!';
/** Ours: a cap that keeps one account from filling the table. */
export const MAX_SAVED_ADDRESSES = 100;
export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_SAVED_ADDRESSES} addresses`;

// ---------- fields ----------

/** Spec 01 §9: address type values. 'Selected Address' is the storefront's, never saved. */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export const AddressTypeSchema = z.enum(ADDRESS_TYPES, {
  error: 'address_type must be home, office or other',
});
export type AddressType = z.infer<typeof AddressTypeSchema>;

function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Blank or missing becomes null, so the database never holds ''. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** Required, then the spec's phone pattern (spaces, dashes and brackets allowed while typing). */
const contactNumber = requiredText(CONTACT_NUMBER_REQUIRED, 32)
  .refine((v) => /^[+\d\s()-]+$/.test(v) && isValidPhone(keepPhoneCharacters(v)), {
    error: CONTACT_NUMBER_INVALID,
  })
  .transform(keepPhoneCharacters);

const contactName = requiredText(CONTACT_NAME_REQUIRED, 100);

// ---------- saved addresses ----------

/** The address form's fields, before the label default (see AddressBodySchema). */
export const AddressFieldsSchema = z.object({
  address: requiredText(ADDRESS_REQUIRED, 500),
  address_type: AddressTypeSchema.default('home'),
  address_label: optionalText(100),
  contact_person_name: contactName,
  contact_person_number: contactNumber,
  /** Numbers, or numeric strings as older clients send them. */
  latitude: coordinateQuery('latitude', 90),
  longitude: coordinateQuery('longitude', 180),
  house: optionalText(100),
  floor: optionalText(100),
  road: optionalText(255),
  additional_information: optionalText(500),
});

/**
 * POST /customer/address/add and PUT /customer/address/update/{id}. The label is optional only
 * for type other (spec 01 §5): home and office are labelled with their type when none is given.
 * Zone ids are never taken from the client; the server computes them from the point.
 */
export const AddressBodySchema = AddressFieldsSchema.transform((body) => ({
  ...body,
  address_label: body.address_label ?? (body.address_type === 'other' ? null : body.address_type),
}));
export type AddressBodyInput = z.input<typeof AddressBodySchema>;
export type AddressBody = z.output<typeof AddressBodySchema>;

/** A saved address as the API answers it (spec 01 §3 Address). */
export const AddressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  address: z.string(),
  address_type: AddressTypeSchema,
  address_label: z.string().nullable(),
  contact_person_name: z.string(),
  contact_person_number: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  house: z.string().nullable(),
  floor: z.string().nullable(),
  road: z.string().nullable(),
  additional_information: z.string().nullable(),
  /** The first of zone_ids, for clients that read one zone. */
  zone_id: z.number().int().nullable(),
  zone_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * GET /customer/address/list?limit&offset[&store_zone_id]: the caller's addresses, newest first;
 * with store_zone_id only those whose zone_ids include that zone (spec 02 §5).
 */
export const AddressListQuerySchema = PageQuerySchema.extend({
  store_zone_id: idQuery('store_zone_id').optional(),
});
export type AddressListQuery = z.infer<typeof AddressListQuerySchema>;

export const AddressListSchema = pagedSchema('addresses', AddressSchema);
export type AddressList = z.infer<typeof AddressListSchema>;

/** The answer of add and update: the message, the computed zone ids and the saved address. */
export const AddressSavedSchema = z.object({
  message: z.string(),
  zone_ids: z.array(z.number().int()),
  address: AddressSchema,
});
export type AddressSaved = z.infer<typeof AddressSavedSchema>;

export const AddressIdParamsSchema = z.object({ id: idQuery('id') });
export const AddressDeleteQuerySchema = z.object({ address_id: idQuery('address_id') });

// ---------- guest contact info (kept by the storefront, sent with a guest's order) ----------

/**
 * Spec 01 §3 Guest contact info. The interface marks the fields required without rules (spec 01
 * §5); we use the address form's wording for name and number, and the e-mail is optional.
 */
export const GuestContactInfoSchema = z.object({
  contact_person_name: contactName,
  contact_person_number: contactNumber,
  contact_person_email: optionalText(255).refine((v) => v === null || isValidEmail(v), {
    error: CONTACT_EMAIL_INVALID,
  }),
  road: optionalText(255),
  house: optionalText(100),
  floor: optionalText(100),
});
export type GuestContactInfoInput = z.input<typeof GuestContactInfoSchema>;
export type GuestContactInfo = z.output<typeof GuestContactInfoSchema>;

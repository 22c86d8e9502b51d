import {
  APPLICATION_STATUSES,
  REJECTION_REASON_MAX_LENGTH,
} from '@marketplace/domain/partners/application-review';
import {
  DELIVERY_VEHICLE_TYPES,
  EARNING_TYPES,
} from '@marketplace/domain/partners/delivery-man-terms';
import {
  isValidDeliveryTimeRange,
  parseDeliveryTimeRange,
} from '@marketplace/domain/partners/delivery-time-range';
import {
  IDENTITY_TYPES,
  isValidIdentityNumber,
  MAX_IDENTITY_IMAGES,
} from '@marketplace/domain/partners/identity-document';
import { isValidStoreTax } from '@marketplace/domain/partners/store-tax';
import { z } from 'zod';
import { idQuery, pagedSchema } from './paging';
import {
  applicantFields,
  formId,
  formNumber,
  optionalFormText,
  PARTNER_NAME_MAX,
  requiredImage,
} from './partner-fields';
import { imageFilesSchema } from './uploads';

/*
 * Partner sign-up (issue 16, spec 01 §1 and §6, API contract "Parcel and partners"; decision
 * 0035): a visitor applies as a vendor (`POST /auth/vendor/register`) or as a delivery man
 * (`POST /auth/delivery-man/store`), both multipart; each creates a PENDING application that an
 * operator approves or rejects (`PUT /operator/applications/{kind}/{id}`). Every 422 entry's code
 * is the failing field's name, so a form puts the message under that field.
 */

// ---------- messages (ours unless marked) ----------

export const STORE_NAME_REQUIRED = 'Store name is required';
export const STORE_NAME_TOO_LONG = 'Store name is too long - 100 characters maximum.';
export const STORE_ADDRESS_REQUIRED = 'Store address is required';
export const STORE_ADDRESS_TOO_LONG = 'Store address is too long - 255 characters maximum.';
export const ZONE_REQUIRED = 'Please choose a zone';
export const MODULE_REQUIRED = 'Please choose a module';
export const LOCATION_REQUIRED = 'Please pick the store location on the map';
export const LOGO_REQUIRED = 'Store logo is required';
export const COVER_PHOTO_REQUIRED = 'Cover photo is required';
export const TAX_INVALID = 'Tax must be a percentage from 0 to 100 with at most two decimals';
export const DELIVERY_TIME_REQUIRED = 'Delivery time is required';
export const DELIVERY_TIME_FORMAT = 'Delivery time must look like 20-30 min (min, hours or days)';
export const DELIVERY_TIME_RANGE =
  'The minimum delivery time must be less than the maximum (1 to 999)';
export const VEHICLE_TYPE_REQUIRED = 'Please choose a vehicle type';
export const EARNING_REQUIRED = 'Please choose freelance or salaried';
export const IDENTITY_TYPE_REQUIRED = 'Please choose an identity type';
export const IDENTITY_NUMBER_REQUIRED = 'Identity number is required';
export const IDENTITY_NUMBER_INVALID =
  'Identity number must be 5 to 30 letters and digits (single spaces or dashes between them)';
export const IDENTITY_IMAGE_REQUIRED = 'Identity image is required';
/** Spec 02 §8 (the uploads' limit of 3 images per send). */
export const TOO_MANY_IDENTITY_IMAGES = 'Maximum 3 images can be send at a time.';
export const PROFILE_IMAGE_REQUIRED = 'Profile photo is required';

/** Answered by the server after checking the zone, the module and the location. */
export const ZONE_NOT_FOUND = 'This zone does not exist or is not active';
export const MODULE_NOT_FOUND = 'This module does not exist or is not active';
export const MODULE_NOT_IN_ZONE = 'This module is not offered in the chosen zone';
export const MODULE_NOT_FOR_STORES = 'Parcel delivery is not a store module';
export const LOCATION_OUTSIDE_ZONE = 'The store location must lie inside the chosen zone';
/** 422 `email` / `phone`: taken by a partner account of that kind or a pending application. */
export const VENDOR_EMAIL_TAKEN =
  'This email is already used by a vendor or by an application under review.';
export const VENDOR_PHONE_TAKEN =
  'This phone number is already used by a vendor or by an application under review.';
export const DELIVERY_MAN_EMAIL_TAKEN =
  'This email is already used by a delivery man or by an application under review.';
export const DELIVERY_MAN_PHONE_TAKEN =
  'This phone number is already used by a delivery man or by an application under review.';

/** 200 answers. */
export const VENDOR_APPLICATION_RECEIVED =
  'Your store application has been received. We will review it and contact you by email.';
export const DELIVERY_MAN_APPLICATION_RECEIVED =
  'Your delivery man application has been received. We will review it and contact you by email.';

/** Operator answers. */
export const REJECTION_REASON_REQUIRED = 'A reason is required to reject an application';
export const REJECTION_REASON_TOO_LONG = `The reason is too long - ${REJECTION_REASON_MAX_LENGTH} characters maximum.`;
/** 404 `application`. */
export const APPLICATION_NOT_FOUND = 'Application not found';
/** 409 `application`: it was approved or rejected already. */
export const APPLICATION_ALREADY_DECIDED = 'This application has already been decided';

// ---------- enums ----------

export const StoreTranslationLocaleSchema = z.enum(['es', 'fr']);

export const DeliveryVehicleTypeSchema = z.enum(DELIVERY_VEHICLE_TYPES, {
  error: VEHICLE_TYPE_REQUIRED,
});
export type DeliveryVehicleType = z.infer<typeof DeliveryVehicleTypeSchema>;

export const IdentityTypeSchema = z.enum(IDENTITY_TYPES, { error: IDENTITY_TYPE_REQUIRED });
export type IdentityType = z.infer<typeof IdentityTypeSchema>;

/** `earning`: 1 freelance, 0 salaried (as a form field '1' / '0', or a number). */
export const EarningSchema = z
  .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { error: EARNING_REQUIRED })
  .transform((v) => EARNING_TYPES[Number(v) as 0 | 1]);
export type EarningType = z.output<typeof EarningSchema>;

export const ApplicationKindSchema = z.enum(['vendor', 'delivery_man'], {
  error: 'kind must be vendor or delivery_man',
});
export type ApplicationKind = z.infer<typeof ApplicationKindSchema>;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: 'status must be pending, approved or rejected',
});

// ---------- POST /auth/vendor/register ----------

const storeName = () => optionalFormText(PARTNER_NAME_MAX, STORE_NAME_TOO_LONG);
const storeAddress = () => optionalFormText(255, STORE_ADDRESS_TOO_LONG);

/**
 * Multipart. `store_name` and `address` are the English (default) text; `store_name_es`,
 * `store_name_fr`, `address_es`, `address_fr` are optional translations (the default shows where
 * one is missing). `module_id` and `zone_id` come from GET /module (each module lists its zones)
 * and GET /zone/list; the point (`latitude`, `longitude`) must lie inside the zone (GET
 * /config/get-zone-id tells the form which zones cover a point). `delivery_time` is
 * "{min}-{max} {min|hours|days}" (domain partners/delivery-time-range).
 */
export const VendorRegisterBodySchema = z.object({
  ...applicantFields,
  store_name: z
    .string({ error: STORE_NAME_REQUIRED })
    .trim()
    .min(1, { error: STORE_NAME_REQUIRED })
    .max(PARTNER_NAME_MAX, { error: STORE_NAME_TOO_LONG }),
  store_name_es: storeName(),
  store_name_fr: storeName(),
  address: z
    .string({ error: STORE_ADDRESS_REQUIRED })
    .trim()
    .min(1, { error: STORE_ADDRESS_REQUIRED })
    .max(255, { error: STORE_ADDRESS_TOO_LONG }),
  address_es: storeAddress(),
  address_fr: storeAddress(),
  latitude: formNumber(LOCATION_REQUIRED).pipe(
    z.number().min(-90, { error: LOCATION_REQUIRED }).max(90, { error: LOCATION_REQUIRED }),
  ),
  longitude: formNumber(LOCATION_REQUIRED).pipe(
    z.number().min(-180, { error: LOCATION_REQUIRED }).max(180, { error: LOCATION_REQUIRED }),
  ),
  zone_id: formId(ZONE_REQUIRED),
  module_id: formId(MODULE_REQUIRED),
  logo: requiredImage(LOGO_REQUIRED),
  cover_photo: requiredImage(COVER_PHOTO_REQUIRED),
  tax: formNumber(TAX_INVALID).refine(isValidStoreTax, { error: TAX_INVALID }),
  delivery_time: z
    .string({ error: DELIVERY_TIME_REQUIRED })
    .trim()
    .min(1, { error: DELIVERY_TIME_REQUIRED })
    .max(40, { error: DELIVERY_TIME_FORMAT })
    .refine((v) => parseDeliveryTimeRange(v) !== null, { error: DELIVERY_TIME_FORMAT, abort: true })
    .refine(
      (v) => isValidDeliveryTimeRange(parseDeliveryTimeRange(v) ?? { min: 0, max: 0, unit: 'min' }),
      {
        error: DELIVERY_TIME_RANGE,
      },
    ),
});
export type VendorRegisterBody = z.input<typeof VendorRegisterBodySchema>;
export type VendorRegisterInput = z.output<typeof VendorRegisterBodySchema>;

// ---------- POST /auth/delivery-man/store ----------

/**
 * Multipart. `identity_image` is one to three images (repeat the field), `image` the applicant's
 * photo. The identity images are private: only the operator reads them, through signed links.
 */
export const DeliveryManStoreBodySchema = z.object({
  ...applicantFields,
  zone_id: formId(ZONE_REQUIRED),
  vehicle_type: DeliveryVehicleTypeSchema,
  earning: EarningSchema,
  identity_type: IdentityTypeSchema,
  identity_number: z
    .string({ error: IDENTITY_NUMBER_REQUIRED })
    .trim()
    .min(1, { error: IDENTITY_NUMBER_REQUIRED })
    .refine(isValidIdentityNumber, { error: IDENTITY_NUMBER_INVALID }),
  identity_image: z.preprocess(
    (value) => value ?? [],
    imageFilesSchema(MAX_IDENTITY_IMAGES, TOO_MANY_IDENTITY_IMAGES).refine(
      (files) => files.length > 0,
      { error: IDENTITY_IMAGE_REQUIRED },
    ),
  ),
  image: requiredImage(PROFILE_IMAGE_REQUIRED),
});
export type DeliveryManStoreBody = z.input<typeof DeliveryManStoreBodySchema>;
export type DeliveryManStoreInput = z.output<typeof DeliveryManStoreBodySchema>;

/** Both sign-ups answer 200 `{message}` (the application is pending). */
export const PartnerApplicationReceivedSchema = z.object({ message: z.string() });

// ---------- operator (X-Operator-Key) ----------

export const OperatorApplicationParamsSchema = z.object({
  kind: ApplicationKindSchema,
  id: idQuery('id'),
});

/** PUT /operator/applications/{kind}/{id}: approve, or reject with a reason the applicant reads. */
export const OperatorApplicationDecisionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('reject'),
      reason: z
        .string({ error: REJECTION_REASON_REQUIRED })
        .trim()
        .min(1, { error: REJECTION_REASON_REQUIRED })
        .max(REJECTION_REASON_MAX_LENGTH, { error: REJECTION_REASON_TOO_LONG }),
    }),
  ],
  { error: 'action must be approve or reject' },
);
export type OperatorApplicationDecisionBody = z.input<typeof OperatorApplicationDecisionBodySchema>;

export const OperatorApplicationListQuerySchema = z.object({
  kind: ApplicationKindSchema,
  status: ApplicationStatusSchema.default('pending'),
  limit: idQuery('limit')
    .pipe(z.number().max(100, { error: 'limit must be at most 100' }))
    .default(10),
  offset: idQuery('offset').default(1),
});

const applicationCommon = {
  id: z.number().int(),
  status: ApplicationStatusSchema,
  f_name: z.string(),
  l_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  zone_id: z.number().int(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
};

/** A vendor application as the operator reviews it (image links signed, valid one hour). */
export const VendorApplicationSchema = z.object({
  kind: z.literal('vendor'),
  ...applicationCommon,
  store_name: z.string(),
  address: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  latitude: z.number(),
  longitude: z.number(),
  module_id: z.number().int(),
  tax: z.number(),
  delivery_time: z.string(),
  /** Null once a rejection removed the files. */
  logo_full_url: z.string().nullable(),
  cover_photo_full_url: z.string().nullable(),
  /** Set once approved: the store (created hidden, decision 0035) and the vendor account. */
  store_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
});

/** A delivery-man application as the operator reviews it (image links signed, valid one hour). */
export const DeliveryManApplicationSchema = z.object({
  kind: z.literal('delivery_man'),
  ...applicationCommon,
  vehicle_type: DeliveryVehicleTypeSchema,
  earning: z.enum(['freelance', 'salaried']),
  identity_type: IdentityTypeSchema,
  identity_number: z.string(),
  /** Empty, and the photo null, once a rejection removed the files. */
  identity_image_full_url: z.array(z.string()),
  image_full_url: z.string().nullable(),
  /** Set once approved. */
  delivery_man_id: z.number().int().nullable(),
});

export const PartnerApplicationSchema = z.discriminatedUnion('kind', [
  VendorApplicationSchema,
  DeliveryManApplicationSchema,
]);
export type PartnerApplication = z.infer<typeof PartnerApplicationSchema>;

export const PartnerApplicationPageSchema = pagedSchema('applications', PartnerApplicationSchema);

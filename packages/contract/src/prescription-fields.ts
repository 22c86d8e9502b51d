import { MAX_PRESCRIPTION_IMAGES } from '@marketplace/domain/checkout/prescription';
import { z } from 'zod';

/*
 * The prescription fields that place and quote carry (spec 02 §8; decision 0033): the images
 * are uploaded first (endpoints/prescriptions), then named here by id.
 */

/** Spec 02 §8. */
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image';
/** Spec 02 §8 (the chat's wording; the same limit of 3 images per send). */
export const TOO_MANY_IMAGES_MESSAGE = 'Maximum 3 images can be send at a time.';
/** Ours. */
export const PRESCRIPTION_UPLOADED_MESSAGE = 'Prescription uploaded';

/** An upload's public name, as the uploads facility makes it (`{uuid}.{ext}`). */
export const UploadIdSchema = z
  .string()
  .regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/, { error: 'Invalid file name' });

/** The `order_attachment` of place and quote: ids of the caller's own prescription uploads. */
export const OrderAttachmentIdsSchema = z
  .array(UploadIdSchema)
  .max(MAX_PRESCRIPTION_IMAGES, { error: TOO_MANY_IMAGES_MESSAGE })
  .default([]);

import { MAX_PRESCRIPTION_IMAGES } from '@marketplace/domain/checkout/prescription';
import { z } from 'zod';
import { OrderDetailsSchema, OrderTrackSchema } from './orders';
import { PRESCRIPTION_REQUIRED_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from './prescription-fields';
import { imageFilesSchema } from './uploads';

/*
 * Prescriptions at checkout (spec 01 §5, spec 02 §8, issue 15). The images are uploaded first
 * (POST /customer/order/prescription, multipart), then place and quote name them in
 * `order_attachment` by id (decision 0033). Only their customer and the store read them.
 */

/** POST /customer/order/prescription (multipart): one to three images as `order_attachment`. */
export const PrescriptionUploadBodySchema = z.object({
  guest_id: z.union([z.string(), z.number()]).optional().nullable(),
  order_attachment: z.preprocess(
    (value) => value ?? [],
    imageFilesSchema(MAX_PRESCRIPTION_IMAGES, TOO_MANY_IMAGES_MESSAGE).refine(
      (files) => files.length > 0,
      { error: PRESCRIPTION_REQUIRED_MESSAGE },
    ),
  ),
});
export type PrescriptionUploadBody = z.input<typeof PrescriptionUploadBodySchema>;

export const PrescriptionAttachmentSchema = z.object({
  /** What place's `order_attachment` names. */
  id: z.string(),
  /** Readable by the caller (the storefront's proxy adds their token; a guest's link is signed). */
  url: z.string(),
});
export type PrescriptionAttachment = z.infer<typeof PrescriptionAttachmentSchema>;

export const PrescriptionUploadedSchema = z.object({
  message: z.string(),
  attachments: z.array(PrescriptionAttachmentSchema),
});
export type PrescriptionUploaded = z.infer<typeof PrescriptionUploadedSchema>;

/**
 * GET /operator/orders/{id}: the order as the store works on it, with its lines and signed links
 * to its prescription images (valid one hour).
 */
export const OperatorOrderSchema = z.object({
  order: OrderTrackSchema,
  details: OrderDetailsSchema,
  order_attachment_full_url: z.array(z.string()),
});
export type OperatorOrder = z.infer<typeof OperatorOrderSchema>;

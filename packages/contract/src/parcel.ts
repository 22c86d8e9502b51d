import { z } from 'zod';
import { AmountSchema } from './flags';
import { PageQuerySchema, pagedSchema } from './paging';

/*
 * Parcel catalogue (issue 16): GET /parcel-category lists what can be sent, with its rates;
 * GET /customer/order/parcel-instructions the ready-made delivery instructions.
 */

/**
 * A parcel category. Its rates are the category's own, or the caller's zone's parcel rate where
 * the category sets none (null when no zone of the caller serves parcels).
 */
export const ParcelCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_full_url: z.string(),
  parcel_per_km_shipping_charge: AmountSchema.nullable(),
  parcel_minimum_shipping_charge: AmountSchema.nullable(),
});
export type ParcelCategory = z.infer<typeof ParcelCategorySchema>;
export const ParcelCategoryListSchema = z.array(ParcelCategorySchema);

export const ParcelInstructionSchema = z.object({ id: z.number().int(), instruction: z.string() });
export type ParcelInstruction = z.infer<typeof ParcelInstructionSchema>;
export const ParcelInstructionsQuerySchema = PageQuerySchema;
export const ParcelInstructionPageSchema = pagedSchema('data', ParcelInstructionSchema);
export type ParcelInstructionPage = z.infer<typeof ParcelInstructionPageSchema>;

import { TripTypeSchema, VehicleSearchQuerySchema } from '@marketplace/contract/rental-catalog';
import { z } from 'zod';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

const { categoryId, brand_id, sort } = VehicleSearchQuerySchema.shape;

/** /rental/vehicle-search query (spec 01 §2: categoryId or all_category=1), parsed by zod. */
const VehicleSearchPageQuery = {
  categoryId,
  all_category: z.enum(['1']),
  brand_id,
  trip_type: TripTypeSchema,
  sort,
  layout: z.enum(['column', 'row']),
};
export type VehicleSearchPageQuery = ReturnType<typeof parseVehicleSearchQuery>;

export function parseVehicleSearchQuery(raw: SearchParams) {
  return parsePageQuery(VehicleSearchPageQuery, raw);
}

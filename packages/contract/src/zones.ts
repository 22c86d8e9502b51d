import { z } from 'zod';
import { coordinateQuery } from './coordinates';
import { AmountSchema, FlagSchema } from './flags';

export const ZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  status: FlagSchema,
});
export type Zone = z.infer<typeof ZoneSchema>;
export const ZoneListSchema = z.array(ZoneSchema);

export const ZoneModuleRateSchema = z.object({
  id: z.number().int(),
  pivot: z.object({
    per_km_shipping_charge: AmountSchema,
    minimum_shipping_charge: AmountSchema,
    maximum_shipping_charge: AmountSchema.nullable(),
    maximum_cod_order_amount: AmountSchema.nullable(),
  }),
});

export const ZoneDataSchema = z.object({
  id: z.number().int(),
  cash_on_delivery: z.boolean(),
  digital_payment: z.boolean(),
  increased_delivery_fee: z.number(),
  increased_delivery_fee_status: FlagSchema,
  modules: z.array(ZoneModuleRateSchema),
});

/** zone_id is a JSON-encoded list in a string, as existing clients expect ("[3]"). */
export const ZoneIdResponseSchema = z.object({
  zone_id: z.string(),
  zone_data: z.array(ZoneDataSchema),
});
export type ZoneIdResponse = z.infer<typeof ZoneIdResponseSchema>;

export const LatLngQuerySchema = z.object({
  lat: coordinateQuery('lat', 90),
  lng: coordinateQuery('lng', 180),
});

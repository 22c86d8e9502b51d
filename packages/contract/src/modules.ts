import { z } from 'zod';

export const ModuleTypeSchema = z.enum([
  'food',
  'grocery',
  'pharmacy',
  'ecommerce',
  'parcel',
  'rental',
]);
export type ModuleType = z.infer<typeof ModuleTypeSchema>;

export const ModuleSchema = z.object({
  id: z.number().int(),
  module_name: z.string(),
  module_type: ModuleTypeSchema,
  slug: z.string(),
  icon_full_url: z.string(),
  thumbnail_full_url: z.string(),
  description: z.string(),
  stores_count: z.number().int(),
  zones: z.array(z.object({ id: z.number().int() })),
});
export type Module = z.infer<typeof ModuleSchema>;
export const ModuleListSchema = z.array(ModuleSchema);

import { z } from 'zod';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_full_url: z.string(),
  parent_id: z.number().int(),
  position: z.number().int(),
  module_id: z.number().int(),
  products_count: z.number().int(),
  childes_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.array(CategorySchema);

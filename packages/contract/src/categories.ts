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

const CATEGORY_ID_MESSAGE = 'id must be a category id';

/** GET /categories/childes/:id. */
export const CategoryIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: CATEGORY_ID_MESSAGE })
    .int({ error: CATEGORY_ID_MESSAGE })
    .positive({ error: CATEGORY_ID_MESSAGE })
    .max(2_147_483_647, { error: CATEGORY_ID_MESSAGE }),
});

import { z } from 'zod';

/**
 * The stores API arrives in a later issue and has no contract schema yet; this reads only the
 * fields the drawer shows (API-CONTRACT "Store") and ignores the rest.
 */
export const DrawerStoreListSchema = z.object({
  stores: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string().nullish(),
      name: z.string(),
      logo_full_url: z.string().nullish(),
      module_id: z.number().int().nullish(),
      zone_id: z.number().int().nullish(),
    }),
  ),
});
export type DrawerStore = z.infer<typeof DrawerStoreListSchema>['stores'][number];

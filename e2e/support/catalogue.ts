import type { APIRequestContext, BrowserContext } from '@playwright/test';

/** West Riverton, where the seeded place Riverside Park is (see support/first-visit.ts). */
export const WEST_ZONE = [1] as const;

/**
 * Seeded items made for each display rule (apps/api/src/db/seed: deterministic catalogue, stores in
 * West Riverton, available all day).
 */
export const SEEDED = {
  percentDiscount: {
    slug: 'butter-chicken-spice-route-biryani-house',
    name: 'Butter Chicken',
    badge: '15% OFF',
  },
  amountDiscount: {
    slug: 'chicken-tikka-masala-spice-route-biryani-house',
    name: 'Chicken Tikka Masala',
    badge: '$1.11 OFF',
  },
  organic: { slug: 'wildflower-honey-freshmart-supermarket', name: 'Wildflower Honey' },
  halalNonVeg: { slug: 'chicken-biryani-spice-route-biryani-house', name: 'Chicken Biryani' },
  vegWithChoices: {
    slug: 'chocolate-lava-cake-sweet-tooth-patisserie',
    name: 'Chocolate Lava Cake',
  },
  prescription: {
    slug: 'metformin-500-mg-tablets-wellness-corner',
    name: 'Metformin 500 mg Tablets',
  },
  outOfStock: { slug: 'whole-chicken-daily-needs-express', name: 'Whole Chicken' },
  foodStore: { slug: 'spice-route-biryani-house', name: 'Spice Route Biryani House' },
  /** A food category with more than 24 items in West Riverton. */
  bigCategory: { name: 'Coffee & Drinks' },
} as const;

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel' | 'rental';

/** The seeded modules' ids by type, read through the storefront's own API proxy. */
export async function moduleIds(request: APIRequestContext): Promise<Record<ModuleType, number>> {
  const response = await request.get('/api/v1/module');
  const modules = (await response.json()) as { id: number; module_type: ModuleType }[];
  return Object.fromEntries(modules.map((module) => [module.module_type, module.id])) as Record<
    ModuleType,
    number
  >;
}

/** What the location picker and module dialog would have stored (the shell's cookies). */
export async function rememberShell(
  context: BrowserContext,
  baseURL: string,
  moduleId: number,
  zoneIds: readonly number[] = WEST_ZONE,
): Promise<void> {
  await context.addCookies([
    { name: 'zone_ids', value: encodeURIComponent(JSON.stringify(zoneIds)), url: baseURL },
    { name: 'module_id', value: String(moduleId), url: baseURL },
    {
      name: 'location',
      value: encodeURIComponent(
        JSON.stringify({ lat: 23.7812, lng: 90.3702, address: 'Riverside Park' }),
      ),
      url: baseURL,
    },
  ]);
}

/** The same cookies as a header, for raw requests. */
export function shellCookieHeader(moduleId: number, zoneIds: readonly number[] = WEST_ZONE) {
  return [`zone_ids=${encodeURIComponent(JSON.stringify(zoneIds))}`, `module_id=${moduleId}`].join(
    '; ',
  );
}

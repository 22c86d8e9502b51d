import type { BrowserContext } from '@playwright/test';

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel' | 'rental';

/** West Riverton, where the demo city's place Riverside Park is (see support/first-visit.ts). */
export const WEST_ZONE = [1] as const;
const RIVERSIDE_PARK = { lat: 23.7812, lng: 90.3702, address: 'Riverside Park' };

type Location = { lat: number; lng: number; address: string };

/** What the location picker and the module dialog would have stored (the shell's cookies). */
export async function rememberShell(
  context: BrowserContext,
  baseURL: string,
  moduleId: number,
  zoneIds: readonly number[] = WEST_ZONE,
  location: Location = RIVERSIDE_PARK,
): Promise<void> {
  await context.addCookies([
    { name: 'zone_ids', value: encodeURIComponent(JSON.stringify(zoneIds)), url: baseURL },
    { name: 'module_id', value: String(moduleId), url: baseURL },
    { name: 'location', value: encodeURIComponent(JSON.stringify(location)), url: baseURL },
  ]);
}

/** The same cookies as a header, for raw requests. */
export function shellCookieHeader(moduleId: number, zoneIds: readonly number[] = WEST_ZONE) {
  return [`zone_ids=${encodeURIComponent(JSON.stringify(zoneIds))}`, `module_id=${moduleId}`].join(
    '; ',
  );
}

import type { AppDeps } from '../../app-types';
import { type BusinessSettings, BusinessSettingsSchema } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { ServiceUnavailableError } from '../../errors/app-error';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { selectAllSettings } from './settings.repository';

/** Reads the settings uncached (inside a transaction that must see them as they are now). */
export async function loadBusinessSettings(db: Database): Promise<BusinessSettings> {
  const result = BusinessSettingsSchema.safeParse(await selectAllSettings(db));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ServiceUnavailableError(
      'settings',
      'The marketplace is not configured yet.',
      `business_settings incomplete or invalid: ${problems.join('; ')}`,
    );
  }
  return result.data;
}

/** Invalidate it after writing business_settings (admin side, seed). */
export const BUSINESS_SETTINGS_CACHE = defineCache<BusinessSettings>({
  name: 'business-settings',
  maxEntries: 1,
});

/** The business settings, read once and kept until invalidated. */
export function getBusinessSettings({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, BUSINESS_SETTINGS_CACHE, () => loadBusinessSettings(db));
}

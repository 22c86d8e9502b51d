import { type BusinessSettings, BusinessSettingsSchema } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { ServiceUnavailableError } from '../../errors/app-error';
import { createDbScopedCache } from '../../lib/db-scoped-cache';
import { selectAllSettings } from './settings.repository';

async function loadBusinessSettings(db: Database): Promise<BusinessSettings> {
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

const cache = createDbScopedCache(loadBusinessSettings);

/** The business settings, read once and kept until invalidated. */
export const getBusinessSettings = cache.get;

/** Call after writing business_settings (admin side, seed) so the next read sees the change. */
export const invalidateBusinessSettings = cache.invalidate;

import type { Database } from '../../db/client';
import { businessSettings } from '../../db/schema/settings';

/** Every stored setting as one object keyed by setting name (values are jsonb). */
export async function selectAllSettings(db: Database): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: businessSettings.key, value: businessSettings.value })
    .from(businessSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

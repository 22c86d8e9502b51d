import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parcelCategories } from '../../db/schema/parcel';

/** An active category of this parcel module; null when missing, retired or another module's. */
export async function selectOrderableParcelCategory(
  db: Database,
  moduleId: number,
  categoryId: number,
) {
  const [row] = await db
    .select()
    .from(parcelCategories)
    .where(
      and(
        eq(parcelCategories.id, categoryId),
        eq(parcelCategories.moduleId, moduleId),
        eq(parcelCategories.status, 1),
      ),
    )
    .limit(1);
  return row ?? null;
}

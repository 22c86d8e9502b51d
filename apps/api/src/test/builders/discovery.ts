import type { Database } from '../../db/client';
import { advertisements, otherBanners } from '../../db/schema/discovery';
import { uniqueNumber } from './sequence';

export async function buildOtherBanner(
  db: Database,
  moduleId: number,
  overrides: Partial<typeof otherBanners.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(otherBanners)
    .values({
      title: `Other banner ${n}`,
      image: `other-banners/banner-${n}.svg`,
      moduleId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('other banner not inserted');
  return row;
}

/** A store's advertisement running from 2000 to 2999 unless dated otherwise. */
export async function buildAdvertisement(
  db: Database,
  storeId: number,
  overrides: Partial<typeof advertisements.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(advertisements)
    .values({
      storeId,
      title: `Advertisement ${n}`,
      coverImage: `advertisements/ad-${n}.svg`,
      startDate: '2000-01-01',
      endDate: '2999-12-31',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('advertisement not inserted');
  return row;
}

import type { Database } from '../../db/client';
import { places } from '../../db/schema/geo';
import { media } from '../../db/schema/settings';
import { uniqueNumber } from './sequence';

export async function buildPlace(
  db: Database,
  overrides: Partial<typeof places.$inferInsert> = {},
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(places)
    .values({
      id: `place-${n}`,
      name: `Place ${n}`,
      secondaryText: 'Test City',
      formattedAddress: `Place ${n}, Test City`,
      latitude: 0.5,
      longitude: 0.5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('place not inserted');
  return row;
}

export async function buildMedia(db: Database, overrides: Partial<typeof media.$inferInsert> = {}) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(media)
    .values({
      path: `test/image-${n}.svg`,
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><title>${n}</title></svg>`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('media not inserted');
  return row;
}

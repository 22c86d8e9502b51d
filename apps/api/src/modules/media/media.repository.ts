import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media } from '../../db/schema/settings';

export async function selectMedia(db: Database, path: string) {
  const [row] = await db
    .select({ contentType: media.contentType, body: media.body })
    .from(media)
    .where(eq(media.path, path))
    .limit(1);
  return row ?? null;
}

import type { AppDeps } from '../../app-types';
import { assertAcceptableImage, deleteUpload, saveImageUpload } from '../uploads/uploads.service';

const FIELD = 'attachment';

/**
 * Checks every photo before keeping any (422 on `attachment` with the format or size alert),
 * then re-encodes and stores each as a public upload of the reviewer. Answers the upload ids.
 */
export async function saveReviewPhotos(
  deps: AppDeps,
  userId: number,
  files: readonly File[],
): Promise<string[]> {
  const contents = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  for (const bytes of contents) assertAcceptableImage(bytes, FIELD);
  const ids: string[] = [];
  try {
    for (const bytes of contents) {
      const row = await saveImageUpload(deps, bytes, {
        purpose: 'review_photo',
        ownerUserId: userId,
        access: 'public',
        field: FIELD,
      });
      ids.push(row.id);
    }
  } catch (error) {
    await dropReviewPhotos(deps, ids);
    throw error;
  }
  return ids;
}

/** A review that was refused keeps none of its photos. */
export async function dropReviewPhotos(deps: AppDeps, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => deleteUpload(deps, id).catch(() => {})));
}

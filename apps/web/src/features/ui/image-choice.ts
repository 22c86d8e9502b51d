import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '@marketplace/contract/uploads';
import { detectImageType, MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';

/** Why a newly chosen batch of images cannot be taken, checked before anything is sent. */
export type ImageChoiceProblem =
  | { kind: 'too_many'; max: number }
  | { kind: 'file'; message: typeof IMAGE_FORMAT_MESSAGE | typeof IMAGE_TOO_LARGE_MESSAGE };

/** The browser's own check of one file (the server checks again from the bytes). */
export async function imageFileProblem(
  file: Blob,
): Promise<typeof IMAGE_FORMAT_MESSAGE | typeof IMAGE_TOO_LARGE_MESSAGE | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!detectImageType(head)) return IMAGE_FORMAT_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Spec 02 §8/§9: at most `max` images at a time, each a real image of at most 2 MB.
 * The count is checked first, then each file in order; the first problem is the answer.
 */
export async function checkImageChoice(
  chosen: readonly Blob[],
  alreadyChosen: number,
  max: number,
): Promise<ImageChoiceProblem | null> {
  if (alreadyChosen + chosen.length > max) return { kind: 'too_many', max };
  for (const file of chosen) {
    const message = await imageFileProblem(file);
    if (message) return { kind: 'file', message };
  }
  return null;
}

import { MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { z } from 'zod';

/** Spec 02 §8: the alert for any file that is not one of the four image formats. */
export const IMAGE_FORMAT_MESSAGE =
  'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';
/** Ours (spec 02 §10 gives the limit, not the wording). */
export const IMAGE_TOO_LARGE_MESSAGE = 'The image must be 2 MB or smaller.';
/** Ours: a small file that claims a bitmap of more than 4096 × 4096 pixels. */
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'The image is too large: at most 4096 × 4096 pixels.';

/** What a file input may offer; the server still decides from the bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/**
 * One uploaded image in a multipart body (the API turns each file part into a File). The size is
 * checked here; the format, from the bytes, by the API's uploads facility.
 */
export const ImageFileSchema = z.file().max(MAX_IMAGE_BYTES, { error: IMAGE_TOO_LARGE_MESSAGE });

/**
 * Several images under one field name (chat `images`, `order_attachment`; the API reads a bracketed
 * `name[]` as `name`): a multipart body with a single file gives one value, not a list, so one is
 * wrapped; at most `max` files.
 */
export function imageFilesSchema(max: number, tooMany: string) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(ImageFileSchema).max(max, { error: tooMany }),
  );
}

/** GET /uploads/:id: a stored file's name (a UUID and its image extension). */
export const UploadParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|gif)$/, { error: 'Invalid file name' }),
});

/** A signed link's expiry (Unix seconds) and signature, for a private file. */
export const UploadQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(100).optional(),
});

/** The answer is the file's bytes with its stored type, not JSON. */
export const UploadBytesSchema = z.instanceof(Uint8Array);

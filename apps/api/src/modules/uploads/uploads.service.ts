import { randomUUID } from 'node:crypto';
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
} from '@marketplace/contract/uploads';
import {
  checkImageBytes,
  IMAGE_CONTENT_TYPES,
  IMAGE_EXTENSIONS,
} from '@marketplace/domain/uploads/image-bytes';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors/app-error';
import { getFileStorage } from './create-file-storage';
import { reencodeImage } from './reencode-image';
import { isValidUploadSignature } from './upload-links';
import {
  deleteUploadRow,
  findUpload,
  insertUpload,
  markUploadsAttached,
  type UploadRow,
} from './uploads.repository';

export type UploadAccess = 'public' | 'owner';

export type SaveImageOptions = {
  /** What the file is for (profile_photo, chat_image, prescription, partner_document, ...). */
  purpose: string;
  ownerUserId: number | null;
  access: UploadAccess;
  /** The form field, for the 422 entry's code. */
  field: string;
};

const REASON_MESSAGES = {
  format: IMAGE_FORMAT_MESSAGE,
  too_large: IMAGE_TOO_LARGE_MESSAGE,
  too_many_pixels: IMAGE_TOO_MANY_PIXELS_MESSAGE,
} as const;

async function bytesOf(file: File | Uint8Array): Promise<Uint8Array> {
  return file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
}

/**
 * The checks that need no decoding (size, format from the bytes, pixel count), for a form that
 * must refuse a bad file before doing anything else; 422 on `field` with the spec's alert.
 */
export function assertAcceptableImage(bytes: Uint8Array, field: string) {
  const check = checkImageBytes(bytes);
  if (!check.ok) throw ValidationError.field(field, REASON_MESSAGES[check.reason]);
  return check;
}

/**
 * Accepts one uploaded image: at most 2 MB, JPEG, PNG or GIF by its bytes (422 with the spec's
 * alert otherwise), re-encoded without its metadata, stored, and recorded with its access rule.
 * The answer's `id` is the file's public name; link it with uploadUrl or signedUploadUrl.
 */
export async function saveImageUpload(
  deps: AppDeps,
  file: File | Uint8Array,
  options: SaveImageOptions,
): Promise<UploadRow> {
  const bytes = await bytesOf(file);
  const check = assertAcceptableImage(bytes, options.field);
  let clean: Buffer;
  try {
    clean = await reencodeImage(bytes, check.type);
  } catch {
    // The signature was right but the rest does not decode: not an image we can accept.
    throw ValidationError.field(options.field, IMAGE_FORMAT_MESSAGE);
  }
  const name = `${randomUUID()}.${IMAGE_EXTENSIONS[check.type]}`;
  const storageKey = `${options.purpose.replaceAll('_', '-')}/${name}`;
  const contentType = IMAGE_CONTENT_TYPES[check.type];
  const storage = getFileStorage(deps.env);
  await storage.put(storageKey, clean, contentType);
  try {
    return await insertUpload(deps.db, {
      id: name,
      storageKey,
      purpose: options.purpose,
      ownerUserId: options.ownerUserId,
      access: options.access,
      contentType,
      byteSize: clean.length,
      width: check.size.width,
      height: check.size.height,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * Tells the facility that the feature keeps these uploads: call it in the transaction that writes
 * the feature's own row (an order, a message, a review, a profile, an application). Until then
 * an upload is free, and the housekeeping sweep removes it UPLOAD_GRACE_HOURS after it was made.
 * Answers the ids still there: one the sweep removed first is missing, and the feature refuses.
 */
export async function attachUploads(tx: Database, ids: readonly string[]): Promise<string[]> {
  return markUploadsAttached(tx, ids);
}

/** Removes the record and then the bytes; a missing upload is not an error. */
export async function deleteUpload(deps: AppDeps, id: string): Promise<void> {
  const row = await deleteUploadRow(deps.db, id);
  if (row) await getFileStorage(deps.env).delete(row.storageKey);
}

export type UploadReader = {
  /** The signed-in customer asking, if any. */
  userId: number | null;
  signature?: { expires: number; signature: string };
};

export type ServedUpload = { row: UploadRow; bytes: Uint8Array };

const UPLOAD_NOT_FOUND = 'File not found';

/**
 * The file, when the reader may see it: anyone for a public file; for an owner-only file its
 * owner or a valid signed link. Anyone else gets the same 404 as for a missing file, so ids of
 * private files cannot be probed.
 */
export async function readUpload(
  deps: AppDeps,
  id: string,
  reader: UploadReader,
): Promise<ServedUpload> {
  const row = await findUpload(deps.db, id);
  if (!row || !(await mayRead(deps, row, reader))) {
    throw new NotFoundError('upload', UPLOAD_NOT_FOUND);
  }
  const bytes = await getFileStorage(deps.env).get(row.storageKey);
  if (!bytes) throw new NotFoundError('upload', UPLOAD_NOT_FOUND);
  return { row, bytes };
}

async function mayRead(deps: AppDeps, row: UploadRow, reader: UploadReader): Promise<boolean> {
  if (row.access === 'public') return true;
  if (reader.userId !== null && reader.userId === row.ownerUserId) return true;
  if (!reader.signature) return false;
  return isValidUploadSignature(deps, row.id, reader.signature.expires, reader.signature.signature);
}

import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors/app-error';
import { selectMedia } from './media.repository';

/** Folders and file names of letters, digits, dot, dash, underscore; no segment starts with a dot. */
const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_PATH_LENGTH = 300;

export type MediaFile = { contentType: string; body: string; etag: string };

export function isValidMediaPath(path: string): boolean {
  return path.length <= MAX_PATH_LENGTH && MEDIA_PATH.test(path);
}

export async function getMedia(db: Database, path: string): Promise<MediaFile> {
  const row = isValidMediaPath(path) ? await selectMedia(db, path) : null;
  if (!row) throw new NotFoundError('image', 'Image not found');
  const etag = `"${createHash('sha1').update(row.body).digest('base64url')}"`;
  return { ...row, etag };
}

import { apiPath } from '@marketplace/contract/endpoint';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';

/**
 * A media path that names an upload (`uploads/{id}`): the logo and cover of a store made from a
 * partner application (decision 0035) are uploads, served by GET /api/v1/uploads/{id}.
 */
export const UPLOAD_MEDIA_PREFIX = 'uploads/';

/** Media are served by this API under /images/{path}; clients get absolute URLs. */
export function buildMediaUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  if (path.startsWith(UPLOAD_MEDIA_PREFIX)) {
    return `${base}${apiPath(uploadedFile, { id: path.slice(UPLOAD_MEDIA_PREFIX.length) })}`;
  }
  return `${base}/images/${path.replace(/^\/+/, '')}`;
}

export function buildOptionalMediaUrl(publicUrl: string, path: string | null): string | null {
  return path ? buildMediaUrl(publicUrl, path) : null;
}

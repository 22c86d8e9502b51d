import { UPLOAD_MEDIA_PREFIX } from '../../lib/media-url';

/** The new store's slug: its name in lower-case words, and the application's id (unique). */
export function storeSlug(name: string, applicationId: number): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'store'}-${applicationId}`;
}

/** A store's logo or cover that is an upload: mappers link it to GET /uploads/{id}. */
export function uploadMediaPath(uploadId: string): string {
  return `${UPLOAD_MEDIA_PREFIX}${uploadId}`;
}

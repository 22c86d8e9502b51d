/** Media are served by this API under /images/{path}; clients get absolute URLs. */
export function buildMediaUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/images/${path.replace(/^\/+/, '')}`;
}

export function buildOptionalMediaUrl(publicUrl: string, path: string | null): string | null {
  return path ? buildMediaUrl(publicUrl, path) : null;
}

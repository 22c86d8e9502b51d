/**
 * The API answers absolute `*_full_url` values pointing at itself. The browser loads them through
 * the web's same-origin `/images/...` proxy, so the API host never has to be reachable from outside.
 */
export function toImageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, 'http://local.invalid');
    if (parsed.pathname.startsWith('/images/') || parsed.pathname.startsWith('/api/v1/uploads/')) {
      // Uploads too: the same-origin proxy adds the customer's token for their own private files.
      return `${parsed.pathname}${parsed.search}`;
    }
    return url;
  } catch {
    return undefined;
  }
}

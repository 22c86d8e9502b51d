import 'server-only';
import { cache } from 'react';
import { type ImageSize, readImageSize } from '@/lib/image-size';
import { toImageSrc } from '@/lib/image-url';
import { serverEnv } from '@/lib/server-env';
import { loadConfig } from './shell-data';

/** The business logo and the box it is drawn in (36 px high, at most 128 px wide). */
export type LogoImage = { src: string; width: number; height: number };

const HEIGHT = 36;
const MAX_WIDTH = 128;
/** Enough for any header's size (an SVG's root tag, a JPEG's first frame marker). */
const HEAD_BYTES = 65_536;

const RETRY_AFTER_MS = 60_000;

/** Sizes by logo URL, read once per process (a logo changes with the settings, rarely). */
const sizes = new Map<string, Promise<ImageSize | null>>();

async function fetchSize(url: string): Promise<ImageSize | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
  if (!response.ok || !response.body) throw new Error(`logo answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  await reader.cancel();
  return readImageSize(Buffer.concat(chunks));
}

function sizeOf(src: string): Promise<ImageSize | null> {
  const url = src.startsWith('/') ? `${serverEnv.API_URL}${src}` : src;
  let size = sizes.get(url);
  if (!size) {
    size = fetchSize(url).catch((error: unknown) => {
      // Unreachable now: a square box for a minute (pages do not each wait for the timeout),
      // then ask again.
      setTimeout(() => sizes.delete(url), RETRY_AFTER_MS).unref();
      console.error('[shell] the logo’s size could not be read', error);
      return null;
    });
    sizes.set(url, size);
  }
  return size;
}

/**
 * The logo with a box of its own proportions, so the header is laid out once: drawn in a box of
 * another shape until the image arrives, the logo moved the header's icons (on a phone, onto a
 * second row and back, shifting the whole page). A logo whose size cannot be read gets a square.
 */
export const loadLogo = cache(async (): Promise<LogoImage | null> => {
  const src = toImageSrc((await loadConfig())?.logo_full_url);
  if (!src) return null;
  const size = await sizeOf(src);
  const width = size ? Math.round((HEIGHT * size.width) / size.height) : HEIGHT;
  return { src, width: Math.min(MAX_WIDTH, Math.max(1, width)), height: HEIGHT };
});

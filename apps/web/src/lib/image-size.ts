/** An image's intrinsic size in CSS pixels. */
export type ImageSize = { width: number; height: number };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const le24 = (data: DataView, i: number) => data.getUint16(i, true) | (data.getUint8(i + 2) << 16);

const sized = (width: number, height: number): ImageSize | null =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    ? { width, height }
    : null;

/** `width`/`height` in pixels (unitless or px), else the viewBox's. */
function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^\s*[\d.]+(px)?\s*$/i.test(value) ? Number.parseFloat(value) : Number.NaN;
  const own = sized(pixels(attribute('width')), pixels(attribute('height')));
  if (own) return own;
  const box =
    attribute('viewBox')
      ?.trim()
      .split(/[\s,]+/)
      .map(Number) ?? [];
  const [, , width = Number.NaN, height = Number.NaN] = box;
  return box.length === 4 ? sized(width, height) : null;
}

/** The first start-of-frame marker's size. */
function jpegSize(data: DataView): ImageSize | null {
  let i = 2;
  while (i + 9 < data.byteLength) {
    if (data.getUint8(i) !== 0xff) return null;
    const marker = data.getUint8(i + 1);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return sized(data.getUint16(i + 7), data.getUint16(i + 5));
    i += 2 + data.getUint16(i + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, data: DataView): ImageSize | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') return sized(1 + le24(data, 24), 1 + le24(data, 27));
  if (chunk === 'VP8 ') {
    return sized(data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // 14 bits of width - 1, then 14 bits of height - 1, from byte 21 (little-endian).
    const bits = data.getUint32(21, true);
    return sized(1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
  }
  return null;
}

/**
 * The size of an image from its first bytes (the first few kilobytes are enough): SVG, PNG, GIF,
 * JPEG and WebP. Null for any other format, or a file too short or malformed to tell.
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  try {
    if (data.getUint32(0) === 0x89504e47) return sized(data.getUint32(16), data.getUint32(20));
    if (ascii(bytes, 0, 4) === 'GIF8') {
      return sized(data.getUint16(6, true), data.getUint16(8, true));
    }
    if (data.getUint16(0) === 0xffd8) return jpegSize(data);
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
      return webpSize(bytes, data);
    }
  } catch {
    return null; // cut short: a header that points past the bytes read
  }
  return svgSize(new TextDecoder().decode(bytes.subarray(0, 8192)));
}

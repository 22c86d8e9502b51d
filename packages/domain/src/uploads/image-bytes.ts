/**
 * Uploaded images (issue 14): only JPEG (.jpg/.jpeg), PNG and GIF, told apart by their first bytes,
 * never by the file's name or the type the client declared.
 */
export type ImageType = 'jpeg' | 'png' | 'gif';

/** At most 2 MB per file (spec 02 §10: "Image max 2 MB"). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Largest decoded size accepted: a 2 MB PNG or GIF can claim a bitmap of gigabytes, so the
 * dimensions are read from the header and refused before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The image type the bytes are, or null for anything else (including an SVG, HTML or a PDF). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export type ImageSize = { width: number; height: number };

function readUint16BE(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function readUint32BE(bytes: Uint8Array, at: number): number {
  return readUint16BE(bytes, at) * 0x10000 + readUint16BE(bytes, at + 2);
}

/** JPEG: the first start-of-frame marker (SOF0-SOF15 except DHT, JPG and DAC) holds the size. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return { height: readUint16BE(bytes, at + 5), width: readUint16BE(bytes, at + 7) };
    }
    at += 2 + readUint16BE(bytes, at + 2);
  }
  return null;
}

/** The image's pixel size from its header, or null when the header is missing or broken. */
export function readImageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  if (type === 'png') {
    if (bytes.length < 24) return null;
    return { width: readUint32BE(bytes, 16), height: readUint32BE(bytes, 20) };
  }
  if (type === 'gif') {
    if (bytes.length < 10) return null;
    const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
    const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
    return { width, height };
  }
  return jpegSize(bytes);
}

export type ImageCheck =
  | { ok: true; type: ImageType; size: ImageSize }
  | { ok: false; reason: 'format' | 'too_large' | 'too_many_pixels' };

/** The rules an uploaded image passes before it is decoded: size, type from bytes, dimensions. */
export function checkImageBytes(bytes: Uint8Array): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'too_large' };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, reason: 'format' };
  const size = readImageSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: 'format' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  return { ok: true, type, size };
}

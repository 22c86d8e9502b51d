import { createJimp } from '@jimp/core';
import gif from '@jimp/js-gif';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { IMAGE_CONTENT_TYPES, type ImageType } from '@marketplace/domain/uploads/image-bytes';

/** Jimp with only the three accepted codecs (pure JavaScript, no native build): decision 0025. */
const Jimp = createJimp({ formats: [jpeg, png, gif] });

const JPEG_QUALITY = 90;

/**
 * Decodes the image and encodes its pixels afresh in the same format: EXIF (GPS, camera, owner),
 * XMP, ICC and comment blocks, and anything appended after the image data, are left behind.
 * JPEG orientation is applied to the pixels first, so a phone photo stays upright. An animated
 * GIF keeps its first frame. Throws when the bytes do not decode.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  let input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (type === 'png') input = withoutBytesAfterPngEnd(input);
  const image = await Jimp.fromBuffer(input);
  const mime = IMAGE_CONTENT_TYPES[type];
  if (mime === 'image/jpeg') return image.getBuffer(mime, { quality: JPEG_QUALITY });
  if (mime === 'image/png') return image.getBuffer(mime);
  return image.getBuffer('image/gif');
}

/** The PNG decoder refuses bytes after the IEND chunk, which some tools leave; they are dropped. */
function withoutBytesAfterPngEnd(bytes: Buffer): Buffer {
  const end = bytes.lastIndexOf('IEND');
  return end === -1 ? bytes : bytes.subarray(0, end + 8);
}

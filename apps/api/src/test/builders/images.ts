import { crc32 } from 'node:zlib';
import { createJimp } from '@jimp/core';
import gif from '@jimp/js-gif';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';

const Jimp = createJimp({ formats: [jpeg, png, gif] });

/** Text planted in test images' metadata; a stored upload must not contain it. */
export const PLANTED_METADATA = 'GPS 52.5200N 13.4050E SecretCamera';

export type TestImageType = 'image/jpeg' | 'image/png' | 'image/gif';

/** A small real image of one colour. */
export async function buildImage(
  type: TestImageType,
  size: { width: number; height: number } = { width: 12, height: 8 },
): Promise<Buffer> {
  const image = new Jimp({ ...size, color: 0x3366ccff });
  return image.getBuffer(type);
}

function pngChunk(kind: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The image with {@link PLANTED_METADATA} in its metadata (JPEG: a comment and an XMP block;
 * PNG: a tEXt chunk) and after its end (where polyglot files hide a script).
 */
export async function buildImageWithMetadata(type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const clean = await buildImage(type);
  const trailer = Buffer.from(`<script>${PLANTED_METADATA}</script>`);
  if (type === 'image/png') {
    const text = pngChunk('tEXt', Buffer.from(`Comment\0${PLANTED_METADATA}`, 'latin1'));
    // After the signature (8 bytes) and IHDR (25 bytes).
    return Buffer.concat([clean.subarray(0, 33), text, clean.subarray(33), trailer]);
  }
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const comment = segment(0xfe, Buffer.from(PLANTED_METADATA));
  const xmp = segment(
    0xe1,
    Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${PLANTED_METADATA}</x:xmpmeta>`),
  );
  return Buffer.concat([clean.subarray(0, 2), xmp, comment, clean.subarray(2), trailer]);
}

/** A multipart body for app.inject: text fields and files. */
export function buildForm(
  fields: Record<string, string>,
  files: Record<string, { bytes: Uint8Array; name: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  }
  return form;
}

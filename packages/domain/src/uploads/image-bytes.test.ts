import { describe, expect, it } from 'vitest';
import { checkImageBytes, detectImageType, MAX_IMAGE_BYTES, readImageSize } from './image-bytes';

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
const gif = (width: number, height: number) => {
  const bytes = new Uint8Array(13);
  bytes.set(new TextEncoder().encode('GIF89a'));
  new DataView(bytes.buffer).setUint16(6, width, true);
  new DataView(bytes.buffer).setUint16(8, height, true);
  return bytes;
};
// SOI, an APP0 segment of 16 bytes, then SOF0 with height 30 and width 40.
const jpeg = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...new Array(14).fill(0),
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  0x00,
  0x1e,
  0x00,
  0x28,
  0x03,
]);
const text = (value: string) => new TextEncoder().encode(value);

describe('Only JPG, PNG, JPEG or GIF images, told from the bytes', () => {
  it('knows the three formats by their signatures', () => {
    expect(detectImageType(png(1, 1))).toBe('png');
    expect(detectImageType(gif(1, 1))).toBe('gif');
    expect(detectImageType(jpeg)).toBe('jpeg');
  });

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', text('<!doctype html><script>alert(1)</script>')],
    ['a PDF', text('%PDF-1.7')],
    ['a WebP', text('RIFF\0\0\0\0WEBPVP8 ')],
    ['nothing', new Uint8Array()],
  ])('refuses %s whatever its name says', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
    expect(checkImageBytes(bytes)).toEqual({ ok: false, reason: 'format' });
  });

  it('reads the pixel size from each header', () => {
    expect(readImageSize(png(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    expect(readImageSize(gif(32, 16), 'gif')).toEqual({ width: 32, height: 16 });
    expect(readImageSize(jpeg, 'jpeg')).toEqual({ width: 40, height: 30 });
  });
});

describe('Image max 2 MB', () => {
  it('accepts exactly 2 MB and refuses one byte more', () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(png(10, 10));
    expect(checkImageBytes(atLimit)).toMatchObject({ ok: true, type: 'png' });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(png(10, 10));
    expect(checkImageBytes(over)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses a small file that claims a huge bitmap, before decoding it', () => {
    expect(checkImageBytes(png(50_000, 50_000))).toEqual({ ok: false, reason: 'too_many_pixels' });
    expect(checkImageBytes(png(0, 10))).toEqual({ ok: false, reason: 'format' });
  });
});

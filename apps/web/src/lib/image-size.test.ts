import { describe, expect, it } from 'vitest';
import { readImageSize } from './image-size';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());
const padded = (head: Uint8Array) => Uint8Array.from([...head, ...new Array(40).fill(0)]);

describe('readImageSize', () => {
  it('reads an SVG’s width and height, or its viewBox when they are missing or relative', () => {
    const xml = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"';
    expect(readImageSize(text(`${xml} width="256" height="256" viewBox="0 0 10 10"/>`))).toEqual({
      width: 256,
      height: 256,
    });
    expect(readImageSize(text(`${xml} viewBox="0 0 480 120"><rect/></svg>`))).toEqual({
      width: 480,
      height: 120,
    });
    expect(readImageSize(text(`${xml} width="100%" viewBox="0,0,300,100"></svg>`))).toEqual({
      width: 300,
      height: 100,
    });
  });

  it('reads PNG, GIF, JPEG and WebP headers', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNk+M9QzwAEjDAGACCDAv8cI7IoAAAAAElFTkSuQmCC',
      'base64',
    );
    expect(readImageSize(png)).toEqual({ width: 2, height: 1 });
    const gif = padded(bytes([...text('GIF89a')], [0x40, 0x01, 0xc8, 0x00]));
    expect(readImageSize(gif)).toEqual({ width: 320, height: 200 });
    // SOI, an APP0 segment of 4 bytes, then SOF0: precision 8, height 0x01e0, width 0x0280.
    const jpeg = padded(
      bytes(
        [0xff, 0xd8],
        [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
        [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80],
      ),
    );
    expect(readImageSize(jpeg)).toEqual({ width: 640, height: 480 });
    // RIFF, size, WEBP, VP8X, chunk size, flags and reserved, width - 1 and height - 1 (24-bit).
    const webp = padded(
      bytes(
        [...text('RIFF')],
        [0, 0, 0, 0],
        [...text('WEBPVP8X')],
        [10, 0, 0, 0],
        [0, 0, 0, 0],
        [0x1f, 0x03, 0x00],
        [0x63, 0x00, 0x00],
      ),
    );
    expect(readImageSize(webp)).toEqual({ width: 800, height: 100 });
  });

  it('answers null for what it cannot tell', () => {
    expect(
      readImageSize(text('<html><body>not an image at all, just a page</body></html>')),
    ).toBeNull();
    expect(
      readImageSize(
        text('<svg xmlns="http://www.w3.org/2000/svg" width="2em" height="1em">..</svg>'),
      ),
    ).toBeNull();
    expect(readImageSize(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

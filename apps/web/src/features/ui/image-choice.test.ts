import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '@marketplace/contract/uploads';
import { MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import { describe, expect, it } from 'vitest';
import { checkImageChoice } from './image-choice';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new Blob([bytes], { type: 'image/png' });
};
const pdfNamedPng = new Blob(['%PDF-1.7 not an image'], { type: 'image/png' });
const svgWithScript = new Blob(['<svg><script>alert(1)</script></svg>'], {
  type: 'image/svg+xml',
});

describe('checkImageChoice (spec 02 §8/§9: at most so many images at a time, image formats, 2 MB)', () => {
  it('takes real images that fit under the maximum', async () => {
    expect(await checkImageChoice([png(), png()], 1, 3)).toBeNull();
  });

  it('refuses a choice that would go over the maximum counting the images already picked', async () => {
    expect(await checkImageChoice([png(), png()], 2, 3)).toEqual({ kind: 'too_many', max: 3 });
    expect(await checkImageChoice([png(), png(), png(), png()], 0, 3)).toEqual({
      kind: 'too_many',
      max: 3,
    });
  });

  it('refuses a file that is not an image by its bytes, whatever type it claims', async () => {
    expect(await checkImageChoice([png(), pdfNamedPng], 0, 3)).toEqual({
      kind: 'file',
      message: IMAGE_FORMAT_MESSAGE,
    });
    expect(await checkImageChoice([svgWithScript], 0, 3)).toEqual({
      kind: 'file',
      message: IMAGE_FORMAT_MESSAGE,
    });
  });

  it('refuses an image over 2 MB', async () => {
    expect(await checkImageChoice([png(MAX_IMAGE_BYTES + 1)], 0, 3)).toEqual({
      kind: 'file',
      message: IMAGE_TOO_LARGE_MESSAGE,
    });
    expect(await checkImageChoice([png(MAX_IMAGE_BYTES)], 0, 3)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE, ImageFileSchema, imageFilesSchema } from './uploads';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });

describe('Image max 2 MB (file fields of multipart bodies)', () => {
  it('accepts 2 MB and refuses one byte more with our wording', () => {
    expect(ImageFileSchema.safeParse(file(2 * 1024 * 1024)).success).toBe(true);
    const over = ImageFileSchema.safeParse(file(2 * 1024 * 1024 + 1));
    expect(over.error?.issues[0]?.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });
});

describe('Maximum 3 images can be send at a time. (lists of images)', () => {
  const schema = imageFilesSchema(3, 'Maximum 3 images can be send at a time.');
  it('takes one file as a list of one', () => {
    expect(schema.parse(file(1))).toHaveLength(1);
  });
  it('refuses a fourth', () => {
    const result = schema.safeParse([file(1), file(1), file(1), file(1)]);
    expect(result.error?.issues[0]?.message).toBe('Maximum 3 images can be send at a time.');
  });
});

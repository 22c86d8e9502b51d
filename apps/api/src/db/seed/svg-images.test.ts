import { describe, expect, it } from 'vitest';
import {
  bannerImage,
  categoryImage,
  coverImage,
  escapeXml,
  iconImage,
  logoImage,
  squareImage,
} from './svg-images';

const viewBox = (svg: string) =>
  svg
    .match(/viewBox="0 0 (\d+) (\d+)"/)
    ?.slice(1)
    .map(Number);

describe('generated SVG images', () => {
  it('escapes text for XML', () => {
    expect(escapeXml(`Fish & Chips <"Tom's">`)).toBe(
      'Fish &amp; Chips &lt;&quot;Tom&apos;s&quot;&gt;',
    );
    const svg = squareImage({ title: 'Kebab & Grill <Co.>', glyph: 'fire' });
    expect(svg).toContain('Kebab &amp; Grill &lt;Co.&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('has the promised shapes', () => {
    const input = { title: 'Riverton', glyph: 'store' as const };
    expect(viewBox(logoImage(input))).toEqual([256, 256]);
    expect(viewBox(squareImage(input))).toEqual([400, 400]);
    expect(viewBox(iconImage(input))).toEqual([128, 128]);
    expect(viewBox(coverImage(input))).toEqual([1200, 400]);
    expect(viewBox(bannerImage({ ...input, ratio: 2 }))).toEqual([1200, 600]);
    expect(viewBox(bannerImage({ ...input, ratio: 3 }))).toEqual([1200, 400]);
  });

  it('is deterministic and small', () => {
    const a = squareImage({ title: 'Margherita Pizza', glyph: 'pizza' });
    expect(squareImage({ title: 'Margherita Pizza', glyph: 'pizza' })).toBe(a);
    expect(a.length).toBeLessThan(2_000);
  });

  it('draws category images without words, which the storefront’s circle would cut (issue 17 §10)', () => {
    const svg = categoryImage({ title: 'Fresh Fruits & Vegetables', glyph: 'leaf' });
    expect(viewBox(svg)).toEqual([256, 256]);
    expect(svg).not.toContain('<text');
    // The name is still the image's accessible title.
    expect(svg).toContain('<title>Fresh Fruits &amp; Vegetables</title>');
  });
});

/** Small generated SVG images for the demo data: no network, no binary assets. */
import { hashString } from './random';

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Line icons on a 24×24 grid, drawn with a white stroke. */
const GLYPHS = {
  food: 'M3 11h18a9 9 0 0 1-18 0zM8 4c0 1.5 1.5 1.5 1.5 3M12 3c0 1.5 1.5 1.5 1.5 3M16 4c0 1.5 1.5 1.5 1.5 3',
  grocery: 'M3 9h18l-2 11H5zM8 9l4-6 4 6M9 13v4M12 13v4M15 13v4',
  pharmacy:
    'M7.5 5.6l10.9 10.9a3.3 3.3 0 0 1-4.7 4.7L2.8 10.3a3.3 3.3 0 0 1 4.7-4.7zM8.2 15.8l5.4-5.4',
  ecommerce: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  parcel: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  rental:
    'M5 16H3v-4l2-1 2-4h10l3 4 1 1v4h-2M9 16h6M5 16a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 16a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6 11h14M12 7v4',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6zM10 20v-5h4v5',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.1',
  pizza: 'M3 6a14 14 0 0 1 18 0L12 21zM9 9h.1M14 10h.1M12 14h.1',
  burger: 'M4 10a8 6 0 0 1 16 0zM3 14h18M5 17h14l-1 3H6z',
  cup: 'M5 8h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M8 3v2M11 3v2',
  dessert: 'M7 10a5 5 0 0 1 10 0zM7 10l5 11 5-11',
  fish: 'M3 12c3-5 10-6 14 0-4 6-11 5-14 0zM17 12l4-3v6zM8 11h.1',
  leaf: 'M5 19C5 9 11 5 20 4c0 9-4 15-15 15zM5 19l8-8',
  noodles: 'M3 12h18a9 9 0 0 1-18 0zM9 12l4-9M13 12l6-8',
  egg: 'M12 3c4 0 7 6 7 10a7 7 0 0 1-14 0c0-4 3-10 7-10z',
  fire: 'M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-6 1-9z',
  taco: 'M3 17a9 9 0 0 1 18 0zM7 13l1 1M12 11v1M16 13l-1 1',
  apple: 'M12 7c-2-2-7-2-7 4 0 5 3 10 7 8 4 2 7-3 7-8 0-6-5-6-7-4zM12 7c0-2 1-3 3-4',
  bottle: 'M10 3h4v4l2 3v11H8V10l2-3zM8 13h8',
  bread: 'M4 11a4 4 0 0 1 2-7h12a4 4 0 0 1 2 7v9H4zM9 8v2M13 8v2',
  heart: 'M12 20S3 14.5 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 14.5 12 20 12 20z',
  phone: 'M7 3h10v18H7zM11 18h2',
  shirt: 'M8 3L3 6l2 4 3-1v12h8V9l3 1 2-4-5-3a4 4 0 0 1-8 0z',
  headphones: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z',
  home: 'M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6',
  sparkle: 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z',
  ball: 'M12 3a9 9 0 1 0 .1 0zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  bike: 'M6 17a3 3 0 1 0 .1 0zM18 17a3 3 0 1 0 .1 0zM6 17l4-7h5l3 7M9 6h3l3 4',
  user: 'M12 12a4 4 0 1 0 .1 0zM4 21a8 8 0 0 1 16 0',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  baby: 'M12 4a8 8 0 1 0 .1 0zM9 11h.1M15 11h.1M9.5 15a3 3 0 0 0 5 0',
} as const;

export type Glyph = keyof typeof GLYPHS;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A stable hue for a name, so the same name always gets the same colours. */
export function hueOf(name: string): number {
  return hashString(name) % 360;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Splits text into at most `lines` lines of about `width` characters, with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current = `${current} ${word}`;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}

function svg(w: number, h: number, title: string, hue: number, body: string): string {
  const a = `hsl(${hue} 68% 58%)`;
  const b = `hsl(${(hue + 40) % 360} 62% 38%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${body}</svg>`
  );
}

function glyph(name: Glyph, x: number, y: number, size: number, opacity = 1): string {
  const scale = (size / 24).toFixed(3);
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" ` +
    `stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">` +
    `<path d="${GLYPHS[name]}"/></g>`
  );
}

function text(
  x: number,
  y: number,
  size: number,
  value: string,
  weight = 600,
  anchor = 'middle',
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" ` +
    `fill="#fff" text-anchor="${anchor}">${escapeXml(value)}</text>`
  );
}

const bubbles = (w: number, h: number) =>
  `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.45}" fill="#fff" opacity=".08"/>` +
  `<circle cx="${w * 0.1}" cy="${h}" r="${h * 0.35}" fill="#fff" opacity=".07"/>`;

export type ImageInput = { title: string; subtitle?: string; glyph: Glyph; hue?: number };

/** Square product, category or brand image with a glyph and the name (400×400). */
export function squareImage({ title, subtitle, glyph: g, hue }: ImageInput): string {
  const lines = wrap(title, 18, 2);
  const top = lines.length > 1 ? 276 : 300;
  const label = lines.map((line, i) => text(200, top + i * 34, 28, line)).join('');
  const sub = subtitle ? text(200, 372, 18, subtitle, 400) : '';
  return svg(
    400,
    400,
    title,
    hue ?? hueOf(title),
    bubbles(400, 400) + glyph(g, 130, 60, 140) + label + sub,
  );
}

/**
 * Category image (256×256): a glyph centred in the circle the storefront crops it to, and no
 * text — the name is printed under the circle, and words inside it were cut off and unreadable
 * at 64-96 px (issue 17 §10).
 */
export function categoryImage({ title, glyph: g, hue }: ImageInput): string {
  return svg(256, 256, title, hue ?? hueOf(title), bubbles(256, 256) + glyph(g, 68, 68, 120));
}

/** Square store or brand logo with initials (256×256). */
export function logoImage({ title, glyph: g, hue }: ImageInput): string {
  const body =
    `<circle cx="128" cy="112" r="72" fill="#fff" opacity=".16"/>` +
    glyph(g, 178, 26, 44, 0.9) +
    text(128, 136, 64, initials(title), 700) +
    text(128, 222, 20, wrap(title, 22, 1)[0] ?? title, 500);
  return svg(256, 256, title, hue ?? hueOf(title), body);
}

/** Wide cover (3:1, 1200×400) with the name, a tagline and a large faint glyph. */
export function coverImage({ title, subtitle, glyph: g, hue }: ImageInput): string {
  const sub = subtitle ? wrap(subtitle, 42, 2) : [];
  const body =
    bubbles(1200, 400) +
    glyph(g, 840, 60, 280, 0.35) +
    text(80, sub.length > 1 ? 180 : 200, 56, wrap(title, 28, 1)[0] ?? title, 700, 'start') +
    sub
      .map((line, i) => text(80, (sub.length > 1 ? 240 : 260) + i * 40, 30, line, 400, 'start'))
      .join('');
  return svg(1200, 400, title, hue ?? hueOf(title), body);
}

/** Promotional banner, 2:1 (1200×600) or 3:1 (1200×400). */
export function bannerImage(input: ImageInput & { ratio: 2 | 3 }): string {
  const h = input.ratio === 2 ? 600 : 400;
  const lines = wrap(input.title, 20, 2);
  const y0 = h / 2 - (lines.length - 1) * 36;
  const body =
    bubbles(1200, h) +
    glyph(input.glyph, 880, h / 2 - 130, 260, 0.9) +
    lines.map((line, i) => text(80, y0 + i * 72, 64, line, 800, 'start')).join('') +
    (input.subtitle
      ? text(
          80,
          y0 + lines.length * 72 + 10,
          input.ratio === 2 ? 36 : 30,
          input.subtitle,
          400,
          'start',
        )
      : '');
  return svg(1200, h, input.title, input.hue ?? hueOf(input.title), body);
}

/** Module icon: a glyph on a rounded square (128×128). */
export function iconImage({ title, glyph: g, hue }: ImageInput): string {
  return svg(128, 128, title, hue ?? hueOf(title), glyph(g, 24, 24, 80));
}

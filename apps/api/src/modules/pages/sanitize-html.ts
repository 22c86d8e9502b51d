/**
 * Allow-list HTML sanitiser for operator-written pages. The output is rebuilt, never copied:
 * text is re-escaped (a `<` in it is always `&lt;`), and the only markup is tags we write
 * ourselves from the allow-list, so a parser disagreement cannot smuggle markup through.
 * The one attribute kept is an http(s)/mailto `href`, checked after decoding entities.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'br',
  'blockquote',
]);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is code or foreign markup: removed with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'head',
  'plaintext',
]);
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

type Tag = { name: string; closing: boolean; href: string | null; end: number };

const TAG_START = /<(\/?)([A-Za-z][A-Za-z0-9]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))?/y;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
};

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else out += c;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Lenient decoding (semicolon optional) so `&#106;avascript:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function removeControlsAndSpaces(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) out += char;
  }
  return out;
}

/** The href to keep, or null. Control characters and spaces are removed, as browsers do. */
function safeHref(raw: string): string | null {
  const url = removeControlsAndSpaces(decodeEntities(raw));
  return SAFE_URL.test(url) ? url : null;
}

function isUnterminated(value: string | undefined): boolean {
  const quote = value?.[0];
  if (quote !== '"' && quote !== "'") return false;
  return value === undefined || value.length < 2 || !value.endsWith(quote);
}

function unquote(value: string | undefined): string {
  if (!value) return '';
  const first = value[0];
  return first === '"' || first === "'" ? value.slice(1, -1) : value;
}

/** Reads a tag at `start`; null when `<` does not begin one (then it is text). */
function readTag(html: string, start: number): Tag | null {
  TAG_START.lastIndex = start;
  const head = TAG_START.exec(html);
  if (!head) return null;
  const name = (head[2] ?? '').toLowerCase();
  let href: string | null = null;
  let i = TAG_START.lastIndex;
  while (i < html.length && html[i] !== '>') {
    ATTRIBUTE.lastIndex = i;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute || ATTRIBUTE.lastIndex === i) {
      i++;
      continue;
    }
    if (isUnterminated(attribute[2])) break;
    if (attribute[1]?.toLowerCase() === 'href') href = unquote(attribute[2]);
    i = ATTRIBUTE.lastIndex;
  }
  // A tag still open at the end of the input (or an unclosed quote) is dropped, as browsers do.
  if (i >= html.length || html[i] !== '>') {
    return { name: '', closing: false, href: null, end: html.length };
  }
  return { name, closing: head[1] === '/', href, end: i + 1 };
}

/** Index just past the closing tag of a dropped element (or the end of the input). */
function skipContent(html: string, name: string, from: number): number {
  if (name === 'plaintext') return html.length;
  const closing = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  return match ? closing.lastIndex : html.length;
}

function openTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = tag.href === null ? null : safeHref(tag.href);
  const hrefAttribute = href ? ` href="${escapeAttribute(href)}"` : '';
  return `<a${hrefAttribute} rel="noopener noreferrer">`;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && DROPPED_WITH_CONTENT.has(tag.name)) {
      i = skipContent(html, tag.name, i);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (!tag.closing) {
      out += openTag(tag);
      if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
      continue;
    }
    const depth = open.lastIndexOf(tag.name);
    if (depth === -1) continue;
    while (open.length > depth) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

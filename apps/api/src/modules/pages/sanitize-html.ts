import sanitize from 'sanitize-html';

/**
 * Allow-list HTML sanitiser for operator-written pages, on `sanitize-html` (a real HTML parser,
 * so it reads markup the way browsers do). Only the tags below survive; the only attribute kept
 * is an http(s)/mailto `href` (checked after entities are decoded and control characters and
 * spaces removed, as browsers do), and every link gets rel="noopener noreferrer".
 */
const ALLOWED_TAGS = [
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
];
/** Elements whose content is code or foreign markup: removed with everything inside. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'head',
  'plaintext',
];
const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const LINK_REL = 'noopener noreferrer';

function removeControlsAndSpaces(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) out += char;
  }
  return out;
}

/** The href to keep (its entities already decoded by the parser), or null. */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const url = removeControlsAndSpaces(raw);
  return SAFE_URL.test(url) ? url : null;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitize.Attributes = href ? { href, rel: LINK_REL } : { rel: LINK_REL };
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeHtml(html: string): string {
  // The library writes void elements XHTML-style; the pages have always been plain HTML.
  return sanitize(html, OPTIONS).replaceAll('<br />', '<br>');
}

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml keeps the allowed markup', () => {
  it('keeps headings, paragraphs, lists, emphasis, line breaks and quotes', () => {
    const html =
      '<h1>T</h1><h4>S</h4><p>a<br/>b</p><ul><li><strong>x</strong></li></ul><ol><li><em>y</em></li></ol><blockquote><b>q</b><i>i</i><u>u</u></blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h1>T</h1><h4>S</h4><p>a<br>b</p><ul><li><strong>x</strong></li></ul><ol><li><em>y</em></li></ol><blockquote><b>q</b><i>i</i><u>u</u></blockquote>',
    );
  });

  it('normalises tag case and drops every attribute but a safe href', () => {
    expect(sanitizeHtml('<P CLASS="x" style="color:red">Hi</P>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href=mailto:help@example.com>mail</a>')).toBe(
      '<a href="mailto:help@example.com" rel="noopener noreferrer">mail</a>',
    );
  });

  it('keeps the text of tags outside the list', () => {
    expect(sanitizeHtml('<div><span>Hello</span> <h5>world</h5></div>')).toBe('Hello world');
  });

  it('keeps entities and escapes stray angle brackets and ampersands', () => {
    expect(sanitizeHtml('<p>5 < 6 &amp; 7 > 3 & so &lt;b&gt;</p>')).toBe(
      '<p>5 &lt; 6 &amp; 7 &gt; 3 &amp; so &lt;b&gt;</p>',
    );
  });

  it('closes what was left open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    // A stray </p> opens and closes an empty paragraph, as the HTML parser (and browsers) read it.
    expect(sanitizeHtml('</li>text</p>')).toBe('text<p></p>');
    expect(sanitizeHtml('<ul><li>a</ul>')).toBe('<ul><li>a</li></ul>');
  });
});

describe('sanitizeHtml removes the nasty cases', () => {
  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok', 'ok'],
    ['<script>never closed', ''],
    ['<style>body{display:none}</style>ok', 'ok'],
    // The inner tag is dropped; what remains is inert text.
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>ok</p>', '<p>ok</p>'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!--unterminated <script>alert(1)</script>', ''],
    // Outside SVG and MathML a CDATA section is a bogus comment: dropped, script and all.
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'ok'],
    ['<p title="x>y" onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<p class="never closed', ''],
    ['<<script>>alert(1)<</script>', '&lt;'],
    ['<form action="https://evil.example"><input name=x></form>ok', 'ok'],
    ['<base href="https://evil.example">ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
  ])('%s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="/relative">x</a>',
    '<a href="//evil.example">x</a>',
    "<a href='javascript:alert(1)'>x</a>",
    '<a href=javascript:alert(1)>x</a>',
  ])('drops the href of %s', (html) => {
    expect(sanitizeHtml(html)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('writes a decoded href back escaped, so what was checked is what the browser reads', () => {
    expect(sanitizeHtml('<a href="https&#58;//example.com/&quot;onmouseover=&quot;x">x</a>')).toBe(
      '<a href="https://example.com/&quot;onmouseover=&quot;x" rel="noopener noreferrer">x</a>',
    );
  });
});

/**
 * An adversarial corpus: whatever comes out must carry no script, no event handler, no
 * dangerous URL and no foreign (SVG/MathML) or embedding markup, however the input hides them.
 */
describe('sanitizeHtml holds against an adversarial corpus', () => {
  const corpus = [
    // script and style in every disguise
    '<script>alert(1)</script>',
    '<ScRiPt>alert(1)</sCrIpT>',
    '<script/xss src="https://evil.example/x.js"></script>',
    '<script\n>alert(1)</script\n>',
    '<scr\0ipt>alert(1)</scr\0ipt>',
    '<style>@import "https://evil.example/x.css";</style>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<div style="width: expression(alert(1))">x</div>',
    // event handlers
    '<p onclick=alert(1)>x</p>',
    '<b onmouseover="alert(1)">x</b>',
    '<a href="https://example.com" onclick="alert(1)" onfocus=alert(1) autofocus>x</a>',
    '<details open ontoggle=alert(1)>x</details>',
    '<body onload=alert(1)>x</body>',
    '<p/onclick=alert(1)>x</p>',
    '<p\tonclick=alert(1)>x</p>',
    // dangerous URLs, plain and encoded
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="javascript&#58;alert(1)">x</a>',
    '<a href="javascript&#0000058alert(1)">x</a>',
    '<a href="&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)">x</a>',
    '<a href="java&#13;script:alert(1)">x</a>',
    '<a href="&#14;javascript:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="file:///etc/passwd">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src=x onerror=alert(1)//>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<button formaction="javascript:alert(1)">x</button>',
    '<input type="image" src="x" onerror="alert(1)">',
    '<video><source onerror="alert(1)"></video>',
    '<audio src=x onerror=alert(1)>',
    '<link rel="stylesheet" href="javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    // SVG and MathML tricks
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math href="javascript:alert(1)">x</math>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    // parser confusion (mutation XSS) and unclosed markup
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<template><script>alert(1)</script></template>',
    '<textarea><script>alert(1)</script></textarea>',
    '<title><script>alert(1)</script></title>',
    '<xmp><script>alert(1)</script></xmp>',
    '<select><option><script>alert(1)</script></option></select>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<a href="https://ok.example',
    '<p title="<script>alert(1)</script>">x</p>',
    '<p <script>alert(1)</script>>x</p>',
    '<<p>>x',
    '<img src=x onerror=alert(1)',
    '<a href=javascript:alert(1) x',
    '"><script>alert(1)</script>',
    '</textarea><script>alert(1)</script>',
  ];

  it.each(corpus)('%s', (html) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(
      /<\s*(script|style|img|svg|math|iframe|object|embed|form|input|button|video|audio|source|link|meta|base|noscript|template|textarea|title|xmp|select|option|details|body)\b/i,
    );
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/(javascript|vbscript|data|file)\s*:/i);
    expect(out).not.toMatch(/\s(style|src|srcdoc|action|formaction|xlink:href)\s*=/i);
    for (const [, href] of out.matchAll(/href="([^"]*)"/g)) {
      expect(href).toMatch(/^(https?:\/\/|mailto:)/i);
    }
  });

  it('keeps the text of a safe link while dropping its handlers', () => {
    expect(
      sanitizeHtml(
        '<a href="https://example.com" onclick="alert(1)" onfocus=alert(1) autofocus>x</a>',
      ),
    ).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>');
  });
});

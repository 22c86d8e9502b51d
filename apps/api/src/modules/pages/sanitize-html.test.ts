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
    expect(sanitizeHtml('</li>text</p>')).toBe('text');
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
    ['<![CDATA[<script>alert(1)</script>]]>ok', 'alert(1)]]&gt;ok'],
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

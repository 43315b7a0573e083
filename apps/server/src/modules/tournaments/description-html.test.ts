import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml as clean } from './description-html.js';

const EXTERNAL = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('sanitizeDescriptionHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Rules</h3><p>Play <strong>any</strong> slot.<br />Top <em>10</em> win.</p><ul><li>One</li></ul>';
    expect(clean(html)).toBe(html);
    expect(clean('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="x">y</iframe>')).toBe(
      '<p>ab</p>',
    );
    expect(clean('<SCRIPT>alert(1)</SCRIPT >ok')).toBe('ok');
    expect(clean('<svg><a href="https://x.example">in svg</a></svg>ok')).toBe('ok');
  });

  it('drops event handlers and styles from kept elements', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(clean('<img src=x onerror=alert(1)>text')).toBe('text');
  });

  it('keeps only safe links', () => {
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      `<a href="https://example.com/a?b=1&amp;c=2" ${EXTERNAL}>x</a>`,
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java&#115;cript:alert(1)">x</a>')).not.toContain('href');
    expect(clean('<a href=" jav\tascript:alert(1)">x</a>')).not.toContain('href');
    expect(clean('<a href="//evil.example">x</a>')).not.toContain('href');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('href');
    expect(clean('<a href="relative/path">x</a>')).toBe('<a>x</a>');
  });

  it('refuses paths a browser reads as another host (a backslash is a slash to it)', () => {
    expect(clean('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="/\t/evil.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="\\\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="/promotions">x</a>')).toBe('<a href="/promotions">x</a>');
  });

  it('opens only links to other sites in a new tab, and never keeps the operator’s own target or rel', () => {
    expect(clean('<a href="#prizes">x</a>')).toBe('<a href="#prizes">x</a>');
    expect(clean('<a href="/faq" target="_blank" rel="opener">x</a>')).toBe('<a href="/faq">x</a>');
    expect(clean('<a href="mailto:vip@casino.example">x</a>')).toBe(
      '<a href="mailto:vip@casino.example">x</a>',
    );
    expect(clean('<a href="http://example.com" target="_self" rel="opener">x</a>')).toBe(
      `<a href="http://example.com" ${EXTERNAL}>x</a>`,
    );
  });

  it('drops unknown elements named like built-in object properties instead of failing', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(clean(`<${name} x>t</${name}>`)).toBe('t');
    expect(clean('<p constructor="x" __proto__="y">t</p>')).toBe('<p>t</p>');
  });

  it('cleans unclosed tags in linear time', () => {
    const timed = (n: number) => {
      const started = performance.now();
      clean('<a'.repeat(n));
      return performance.now() - started;
    };
    timed(1000); // warm up
    // Quadratic work took 155 ms for 8,000 and about 2.5 s for 32,000; linear work takes a few ms.
    expect(timed(32_000)).toBeLessThan(400);
  });

  it('escapes stray specials and balances tags', () => {
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(clean('<p><b>open')).toBe('<p><b>open</b></p>');
    // A stray </p> is an empty paragraph to HTML parsers; a stray </b> is nothing.
    expect(clean('</p>text</b>')).toBe('<p></p>text');
    expect(clean('<!-- hidden --><p>x</p><!-- <script>')).toBe('<p>x</p>');
    expect(clean('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });
});

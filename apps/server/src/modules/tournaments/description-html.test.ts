import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml as clean } from './description-html.js';

describe('sanitizeDescriptionHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Rules</h3><p>Play <strong>any</strong> slot.<br>Top <em>10</em> win.</p><ul><li>One</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="x">y</iframe>')).toBe(
      '<p>ab</p>',
    );
    expect(clean('<SCRIPT>alert(1)</SCRIPT >ok')).toBe('ok');
  });

  it('drops event handlers and styles from kept elements', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(clean('<img src=x onerror=alert(1)>text')).toBe('text');
  });

  it('keeps only safe links, opened in a new tab', () => {
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(clean('<a href="java&#115;cript:alert(1)">x</a>')).not.toContain('href');
    expect(clean('<a href=" jav\tascript:alert(1)">x</a>')).not.toContain('href');
    expect(clean('<a href="//evil.example">x</a>')).not.toContain('href');
  });

  it('escapes stray specials and balances tags', () => {
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(clean('<p><b>open')).toBe('<p><b>open</b></p>');
    expect(clean('</p>text</b>')).toBe('text');
    expect(clean('<!-- hidden --><p>x</p><!-- <script>')).toBe('<p>x</p>');
    expect(clean('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });
});

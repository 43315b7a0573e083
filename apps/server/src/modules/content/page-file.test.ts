import { describe, expect, it } from 'vitest';
import { PageFormatError, formatPageText, outlinePage, parsePageText, readPageText } from './page-file.js';

const page = `---
title: Bonus policy
summary: The rules every bonus follows.
---

Intro with **bold** text.

## Wagering {#wagering}

Bets count by category.

### Sports
Sub-heading text stays in the section.

## How a bonus ends {#ending}
- wagering complete
- time out
`;

describe('parsePageText', () => {
  it('reads the front matter and the markdown after it', () => {
    expect(parsePageText(page)).toEqual({
      title: 'Bonus policy',
      summary: 'The rules every bonus follows.',
      body: expect.stringMatching(/^Intro with \*\*bold\*\* text\.\n\n## Wagering/) as string,
    });
  });

  it('accepts Windows line ends and a byte-order mark, and a colon inside a value', () => {
    const windows = `\uFEFF${page.replace('summary: The rules', 'summary: Rules: all').replace(/\n/g, '\r\n')}`;
    expect(parsePageText(windows).summary).toBe('Rules: all every bonus follows.');
  });

  it.each([
    ['no front matter', '# Title\n\ntext', /front matter/],
    ['unclosed front matter', '---\ntitle: T\nsummary: S\n\ntext', /front matter/],
    ['blank title', '---\ntitle:   \nsummary: S\n---\ntext', /title is missing/],
    ['a field twice', '---\ntitle: T\ntitle: U\nsummary: S\n---\ntext', /given twice/],
    ['a line that is no field', '---\ntitle: T\nsummary: S\njust words\n---\ntext', /line 4/],
    ['an overlong title', `---\ntitle: ${'x'.repeat(201)}\nsummary: S\n---\ntext`, /longer than 200/],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parsePageText(text)).toThrow(PageFormatError);
    expect(() => parsePageText(text)).toThrow(message);
  });
});

describe('outlinePage', () => {
  it('splits at ## headings with their anchors; ### stays inside the section', () => {
    const outline = outlinePage(parsePageText(page).body);
    expect(outline.intro).toBe('Intro with **bold** text.');
    expect(outline.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['wagering', 'Wagering'],
      ['ending', 'How a bonus ends'],
    ]);
    expect(outline.sections[0]?.body).toBe(
      'Bets count by category.\n\n### Sports\nSub-heading text stays in the section.',
    );
    expect(outline.sections[0]?.plain).toBe(
      'Bets count by category. Sports. Sub-heading text stays in the section.',
    );
    expect(outline.sections[1]?.plain).toBe('wagering complete. time out.');
  });

  it('reads the text as CommonMark: a setext heading is a section, a ## inside a code block is code', () => {
    const outline = outlinePage(
      [
        'Intro.',
        '',
        'Wagering {#wagering}',
        '--------------------',
        'Bets count:',
        '',
        '```',
        '## not a heading',
        '```',
        '',
        '- casino',
        '  - slots',
        '',
        '## Limits {#limits}',
        'Text.',
      ].join('\n'),
    );
    expect(outline.sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['wagering', 'Wagering'],
      ['limits', 'Limits'],
    ]);
    expect(outline.sections[0]?.body).toBe(
      'Bets count:\n\n```\n## not a heading\n```\n\n- casino\n  - slots',
    );
    expect(outline.sections[0]?.plain).toBe('Bets count: ## not a heading. casino. slots.');
  });

  it('names the line of a heading that is refused', () => {
    expect(() => outlinePage('Intro\n\n## Fine {#fine}\n\ntext\n\n## Broken\n\nmore')).toThrow(/^line 7: /);
    expect(() => outlinePage('Intro\n\n- item\n- ### Inside {#inside}')).toThrow(/^line 4: .*### Inside/);
  });

  it('keeps a page without sections as all intro', () => {
    expect(outlinePage('Just text.')).toEqual({ intro: 'Just text.', sections: [] });
  });

  it.each([
    ['no anchor', '## Wagering', /must end with \{#anchor\}/],
    ['an empty anchor', '## Wagering {#}', /anchor ""/],
    ['an uppercase anchor', '## Wagering {#Wagering}', /lowercase/],
    ['a double hyphen', '## Wagering {#a--b}', /single hyphens/],
    ['a heading without text', '## {#wagering}', /must end with/],
    ['no space after ## (a paragraph in CommonMark)', '##Wagering {#wagering}', /only names a section/],
    ['an anchor on a level-3 heading', '### Wagering {#wagering}', /only names a section/],
    ['an anchor on a heading inside a quote', '> ## Wagering {#wagering}', /only names a section/],
    ['a setext heading without an anchor', 'Wagering\n--------', /must end with \{#anchor\}/],
  ])('refuses a heading with %s', (_name, line, message) => {
    expect(() => outlinePage(`Intro\n\n${line}\n\ntext`)).toThrow(message);
  });
});

describe('readPageText and formatPageText', () => {
  it('round-trips a page through the format content:show prints', () => {
    const read = readPageText(page);
    expect(readPageText(formatPageText(read))).toEqual(read);
  });
});

import { describe, expect, it } from 'vitest';
import { linkTarget, parseInline, parseMarkdown } from './parse-markdown';

const text = (t: string) => ({ type: 'text', text: t });

describe('parseInline', () => {
  it('reads bold, italic, code and links, nested', () => {
    expect(
      parseInline('a **bold *and italic*** `x_y` [the **bonus** policy](/faq/bonus-policy#wagering)'),
    ).toEqual([
      text('a '),
      { type: 'strong', children: [text('bold '), { type: 'em', children: [text('and italic')] }] },
      text(' '),
      { type: 'code', text: 'x_y' },
      text(' '),
      {
        type: 'link',
        href: '/faq/bonus-policy#wagering',
        children: [text('the '), { type: 'strong', children: [text('bonus')] }, text(' policy')],
      },
    ]);
  });

  it('keeps underscores inside words, lone stars and escaped marks as text', () => {
    expect(parseInline('bonus_id and snake_case_words')).toEqual([text('bonus_id and snake_case_words')]);
    expect(parseInline('2 * 3 = 6 and 5 * 4')).toEqual([text('2 * 3 = 6 and 5 * 4')]);
    expect(parseInline('\\*not italic\\* and \\[not a link\\]')).toEqual([
      text('*not italic* and [not a link]'),
    ]);
    expect(parseInline('_italic_ word')).toEqual([{ type: 'em', children: [text('italic')] }, text(' word')]);
    expect(parseInline('**unclosed bold')).toEqual([text('**unclosed bold')]);
  });

  it('turns e-mail addresses into mail links', () => {
    expect(parseInline('write to **support@royalflush.casino** today')).toEqual([
      text('write to '),
      {
        type: 'strong',
        children: [
          {
            type: 'link',
            href: 'mailto:support@royalflush.casino',
            children: [text('support@royalflush.casino')],
          },
        ],
      },
      text(' today'),
    ]);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<script>alert(1)</script><b>x</b>')).toEqual([
      text('<script>alert(1)</script><b>x</b>'),
    ]);
  });
});

describe('parseMarkdown', () => {
  it('reads paragraphs joined across lines, headings, rules and quotes', () => {
    expect(
      parseMarkdown('First line\nsecond line.\n\n### Sub *heading*\nText\n\n---\n\n> quoted\n> more'),
    ).toEqual([
      { type: 'paragraph', children: [text('First line second line.')] },
      { type: 'heading', level: 3, children: [text('Sub '), { type: 'em', children: [text('heading')] }] },
      { type: 'paragraph', children: [text('Text')] },
      { type: 'rule' },
      { type: 'quote', children: [text('quoted more')] },
    ]);
  });

  it('puts any heading below the section level', () => {
    expect(parseMarkdown('# One\n\n## Two\n\n#### Four')).toEqual([
      { type: 'heading', level: 3, children: [text('One')] },
      { type: 'heading', level: 3, children: [text('Two')] },
      { type: 'heading', level: 4, children: [text('Four')] },
    ]);
  });

  it('reads bullet and numbered lists with wrapped items and blank lines between items', () => {
    expect(parseMarkdown('- one\n  wrapped\n- two\n\n- three\n\n3. first\n4) second\n\nAfter.')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('one wrapped')], [text('two')], [text('three')]],
      },
      { type: 'list', ordered: true, start: 3, items: [[text('first')], [text('second')]] },
      { type: 'paragraph', children: [text('After.')] },
    ]);
  });

  it('reads a table with alignment, escaped pipes and uneven rows', () => {
    expect(
      parseMarkdown(
        '| Level | Rate | Note |\n| :--- | ---: | :-: |\n| 2 | **2%** | a \\| b |\n| 3 | 4% |\n\nAfter.',
      ),
    ).toEqual([
      {
        type: 'table',
        align: ['left', 'right', 'center'],
        head: [[text('Level')], [text('Rate')], [text('Note')]],
        rows: [
          [[text('2')], [{ type: 'strong', children: [text('2%')] }], [text('a | b')]],
          [[text('3')], [text('4%')], []],
        ],
      },
      { type: 'paragraph', children: [text('After.')] },
    ]);
  });

  it('reads a pipe line without a separator row as a paragraph', () => {
    expect(parseMarkdown('| not | a table |')).toEqual([
      { type: 'paragraph', children: [text('| not | a table |')] },
    ]);
  });

  it('answers nothing for blank text', () => {
    expect(parseMarkdown('\n  \n')).toEqual([]);
  });
});

describe('linkTarget', () => {
  it.each([
    ['/faq/bonus-policy#wagering', { kind: 'route', to: '/faq/bonus-policy#wagering' }],
    ['/status', { kind: 'route', to: '/status' }],
    ['#limits', { kind: 'anchor', id: 'limits' }],
    ['https://onjn.gov.ro', { kind: 'external', href: 'https://onjn.gov.ro' }],
    ['mailto:support@royalflush.casino', { kind: 'mail', href: 'mailto:support@royalflush.casino' }],
    ['javascript:alert(1)', { kind: 'none' }],
    [' JavaScript:alert(1)', { kind: 'none' }],
    ['data:text/html,<script>', { kind: 'none' }],
    ['//evil.example/path', { kind: 'none' }],
    ['/\\evil.example', { kind: 'none' }],
    ['#"><x', { kind: 'none' }],
    ['vbscript:x', { kind: 'none' }],
  ])('%s', (href, target) => {
    expect(linkTarget(href)).toEqual(target);
  });
});

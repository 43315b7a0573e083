import { describe, expect, it } from 'vitest';
import { excerpt, markdownLinks, markdownToPlain } from './markdown.js';

describe('markdownToPlain', () => {
  it('keeps the words of paragraphs, emphasis, links and lists', () => {
    expect(
      markdownToPlain(
        'A **bold** and *italic* word, with a [link](/faq/contact#chat)\nwrapped over two lines\n\n- first item\n- second item.\n\n1. step one\n2) step two',
      ),
    ).toBe(
      'A bold and italic word, with a link wrapped over two lines. first item. second item. step one. step two.',
    );
  });

  it('reads a table as its cells, without the separator row', () => {
    expect(markdownToPlain('| Level | Rate |\n| --- | :-: |\n| 2 | 2% |\n| 3 | 4% |')).toBe(
      'Level; Rate. 2; 2%. 3; 4%.',
    );
  });

  it('keeps snake_case words and numbers with decimals intact', () => {
    expect(markdownToPlain('Use bonus_id 1.50 USD and x35_wager')).toBe(
      'Use bonus_id 1.50 USD and x35_wager.',
    );
  });

  it('answers an empty text for blank markdown', () => {
    expect(markdownToPlain('\n\n  \n---\n')).toBe('');
  });

  it('reads what CommonMark reads: nested lists, code blocks, hard breaks, setext headings, titled links', () => {
    expect(
      markdownToPlain(
        [
          'Limits',
          '======',
          '- deposit',
          '  - daily',
          '  - weekly',
          '- loss',
          '',
          '```',
          'x35 * stake',
          '```',
          '',
          'First line  ',
          'second line, [the rules](/faq/bonus-policy "Bonus rules") and [a wiki](https://en.wikipedia.org/wiki/Wager_(gambling)).',
          '',
          '&lt;b&gt; is text, &#8364; 5 \\* 2',
        ].join('\n'),
      ),
    ).toBe(
      'Limits. deposit. daily. weekly. loss. x35 * stake. First line second line, the rules and a wiki. <b> is text, € 5 * 2.',
    );
  });
});

describe('markdownLinks', () => {
  it('finds links in paragraphs, lists, tables and quotes, with titles and parentheses', () => {
    expect(
      markdownLinks(
        [
          'See [rules](/faq/bonus-policy#wagering "Rules").',
          '',
          '- [limits](</faq/responsible-gaming#limits>)',
          '',
          '| a | b |',
          '| - | - |',
          '| [wiki](https://en.wikipedia.org/wiki/Wager_(gambling)) | x |',
          '',
          '> [mail](mailto:support@royalflush.casino)',
          '',
          '    [not a link](/in-code)',
        ].join('\n'),
      ),
    ).toEqual([
      '/faq/bonus-policy#wagering',
      '/faq/responsible-gaming#limits',
      'https://en.wikipedia.org/wiki/Wager_(gambling)',
      'mailto:support@royalflush.casino',
    ]);
  });
});

describe('excerpt', () => {
  const sentence = (n: number) => `Sentence number ${n} says something useful about bonuses.`;
  const text = Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ');

  it('keeps a short text whole', () => {
    expect(excerpt('One. Two.')).toBe('One. Two.');
  });

  it('cuts a long text at the last sentence end before the limit', () => {
    const cut = excerpt(text, 600);
    expect(cut.length).toBeLessThanOrEqual(600);
    expect(cut.length).toBeGreaterThan(500);
    expect(cut).toMatch(/bonuses\.$/);
    expect(text.startsWith(cut)).toBe(true);
  });

  it('cuts at a word with an ellipsis when no sentence ends early enough', () => {
    const cut = excerpt('word '.repeat(300), 100);
    expect(cut).toMatch(/^(word ){19}word…$/);
  });
});

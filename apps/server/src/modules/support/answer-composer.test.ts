import { describe, expect, it } from 'vitest';
import { composeAnswer, plainExcerpt, type ComposeOptions, type SearchHit } from './answer-composer.js';

const options: ComposeOptions = { minRank: 1.5, closeShare: 0.9, maxExcerpt: 120 };

const hit = (over: Partial<SearchHit>): SearchHit => ({
  slug: 'welcome-bonuses',
  title: 'Welcome bonus terms',
  heading: 'First deposit',
  anchor: 'first-deposit',
  excerpt: 'Your first deposit of at least 50 USD earns a 75% bonus up to 1,000 USD.',
  rank: 2.4,
  ...over,
});

describe('composeAnswer', () => {
  it('quotes the best section, names its page and section, and cites it', () => {
    const answer = composeAnswer(
      [hit({ rank: 1.7, anchor: 'wagering', heading: 'Wagering', excerpt: 'Wager 35 times.' }), hit({})],
      'en',
      options,
    );
    expect(answer.kind).toBe('answer');
    expect(answer.content.startsWith('From "Welcome bonus terms", First deposit:\nYour first deposit')).toBe(
      true,
    );
    expect(answer.content).not.toContain('Wager 35 times');
    expect(answer.content).toMatch(/call a chat manager\.$/);
    expect(answer.sources).toEqual([
      {
        slug: 'welcome-bonuses',
        title: 'Welcome bonus terms',
        heading: 'First deposit',
        anchor: 'first-deposit',
      },
    ]);
  });

  it('adds the runner-up when it is nearly as relevant, never the same section twice', () => {
    const second = hit({ rank: 2.3, anchor: 'wagering', heading: 'Wagering', excerpt: 'Wager 35 times.' });
    const answer = composeAnswer([hit({}), hit({ rank: 2.39 }), second], 'en', options);
    expect(answer.sources.map((s) => s.anchor)).toEqual(['first-deposit', 'wagering']);
    expect(answer.content).toContain('From "Welcome bonus terms", Wagering:\nWager 35 times.');
  });

  it("says it does not know, in the player's language, below the threshold or without hits", () => {
    for (const hits of [[], [hit({ rank: 1.49 })], [hit({ rank: Number.NaN })], [hit({ excerpt: '  ' })]]) {
      const answer = composeAnswer(hits, 'es', options);
      expect(answer).toEqual({
        kind: 'unknown',
        content: expect.stringContaining('no sé') as string,
        sources: [],
      });
    }
    expect(composeAnswer([], 'ru', options).content).toContain('не знаю');
    expect(composeAnswer([], 'pt', options).content).toContain('não sei');
  });

  it("answers in the player's language around the page's own text", () => {
    const answer = composeAnswer(
      [
        hit({
          title: 'Términos del bono de bienvenida',
          heading: 'Primer depósito',
          excerpt: 'Tu primer depósito…',
        }),
      ],
      'es',
      options,
    );
    expect(answer.content).toMatch(
      /^De «Términos del bono de bienvenida», Primer depósito:\nTu primer depósito…/,
    );
    expect(answer.content).toContain('gestor del chat');
  });
});

describe('plainExcerpt', () => {
  it('drops markup and extra spaces and cuts long text at a word', () => {
    expect(plainExcerpt(' <b>Bonus</b>\n\n money  ', 50)).toBe('Bonus money');
    const cut = plainExcerpt('word '.repeat(40), 30);
    expect(cut.length).toBeLessThanOrEqual(31);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

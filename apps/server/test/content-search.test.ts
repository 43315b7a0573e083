import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchContent } from '../src/modules/content/content.search.js';
import { pagesDir } from '../src/modules/content/page-files.js';
import { buildTestApp } from './helper.js';

// Full-text search over the FAQ and legal pages' sections, per language (the support chat quotes
// and links what it finds): the shipped pages as seeded at start.

const { db } = await buildTestApp();

describe('searchContent', () => {
  it("finds the welcome bonus's first-deposit section for a player's English question", async () => {
    const hits = await searchContent(db, 'en', 'what is the welcome bonus on my first deposit');
    expect(hits.length).toBeGreaterThan(0);
    const [best] = hits;
    expect(best).toMatchObject({
      slug: 'welcome-bonuses',
      anchor: 'first-deposit',
      title: 'Welcome bonus terms',
    });
    expect(best?.excerpt).toMatch(/75% bonus up to 1,000 USD/);
    // Ranked best first.
    expect(hits.map((h) => h.rank)).toEqual([...hits.map((h) => h.rank)].sort((a, b) => b - a));
  });

  // Runs as soon as the Spanish translation of the page is shipped.
  it.runIf(fs.existsSync(path.join(pagesDir(), 'es', 'welcome-bonuses.md')))(
    "finds the Spanish page's first-deposit section for a Spanish question",
    async () => {
      const hits = await searchContent(db, 'es', '¿Cuál es el bono de bienvenida del primer depósito?');
      expect(hits[0]).toMatchObject({ slug: 'welcome-bonuses', anchor: 'first-deposit' });
    },
  );

  // A question in Portuguese or Russian finds the same section among its best two hits (the FAQ's
  // short answer about the welcome bonus may come first).
  it.each([
    ['pt', 'Qual é o bônus de boas-vindas do primeiro depósito?'],
    ['ru', 'Какой приветственный бонус на первый депозит?'],
  ] as const)('finds the first-deposit section for a question in %s', async (locale, question) => {
    if (!fs.existsSync(path.join(pagesDir(), locale, 'welcome-bonuses.md'))) return;
    const hits = await searchContent(db, locale, question, 2);
    expect(hits.map((h) => `${h.slug}#${h.anchor}`)).toContain('welcome-bonuses#first-deposit');
  });

  it('quotes plain text cut at a sentence end, without markdown', async () => {
    const hits = await searchContent(db, 'en', 'wagering contribution of live casino and video poker', 10);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.excerpt.length).toBeLessThanOrEqual(601);
      expect(hit.excerpt).not.toMatch(/\*\*|\]\(|^\|/);
      expect(hit.excerpt).toMatch(/[.!?:;…]$/);
    }
  });

  it('answers nothing for a question of stop words, symbols or only spaces, and honours the limit', async () => {
    expect(await searchContent(db, 'en', 'the of and is')).toEqual([]);
    expect(await searchContent(db, 'en', "'\\ | & ! ( ) :*")).toEqual([]);
    expect(await searchContent(db, 'en', '   ')).toEqual([]);
    expect(await searchContent(db, 'en', 'bonus deposit wagering spins', 2)).toHaveLength(2);
  });

  it('survives quotes, backslashes and tsquery syntax inside the question', async () => {
    const hits = await searchContent(db, 'en', "it's a bonus\\ o'clock & | ! <-> deposit:* 'x'");
    expect(hits.length).toBeGreaterThan(0);
  });
});

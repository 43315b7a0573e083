import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../platform/i18n/locale.js';
import { renderExplanation } from '../settlement/explanation.js';
import { HALF_LOST, HALF_WON, LOST, VOID, WON, deadHeat } from '../settlement/leg-result.js';
import { settleBet, type BetToSettle, type LegResults } from '../settlement/settle.js';
import { explanationText } from './explanation-text.js';

/** Bets of every kind, settled, so every step of an explanation appears at least once. */
const cases: Array<[BetToSettle, LegResults]> = [
  [{ type: { kind: 'single' }, unitStakeCents: 1000, legOdds: ['1.90'] }, [HALF_WON]],
  [{ type: { kind: 'single' }, unitStakeCents: 333, legOdds: ['2.15'] }, [deadHeat(1, 3)]],
  [
    { type: { kind: 'accumulator' }, unitStakeCents: 500, legOdds: ['2.00', '1.80', '3.10'] },
    [WON, VOID, HALF_LOST],
  ],
  [{ type: { kind: 'accumulator' }, unitStakeCents: 500, legOdds: ['2.00', '1.80'] }, [LOST, undefined]],
  [
    {
      type: { kind: 'system', name: 'lucky_15' },
      unitStakeCents: 100,
      legOdds: ['2.00', '1.50', '3.00', '1.25'],
    },
    [WON, WON, LOST, WON],
  ],
  [
    { type: { kind: 'k_from_n', size: 2 }, unitStakeCents: 100, legOdds: ['2.00', '1.50', '3.00'] },
    [WON, WON, VOID],
  ],
  [{ type: { kind: 'single' }, unitStakeCents: 2000, legOdds: ['2.50'], freeBet: true }, [WON]],
];

describe('the explanation in the player language', () => {
  it('words every step in every language, with every number filled in; the English is the core renderer', () => {
    for (const [bet, results] of cases) {
      const settled = settleBet(bet, results);
      if (settled.state !== 'settled') throw new Error('a case must settle');
      expect(explanationText(settled.explanation, 'en')).toBe(renderExplanation(settled.explanation));
      const texts = LOCALES.map((locale) => explanationText(settled.explanation, locale));
      for (const text of texts) expect(text).not.toMatch(/[{}]|expl_/);
      // Each language's sentence carries the same numbers.
      const numbers = (text: string) => text.match(/\d+(?:[./]\d+)?/g);
      for (const text of texts.slice(1)) expect(numbers(text)).toEqual(numbers(texts[0] ?? ''));
      expect(new Set(texts).size).toBe(LOCALES.length);
    }
  });
});

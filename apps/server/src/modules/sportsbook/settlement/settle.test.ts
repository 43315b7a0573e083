import { describe, expect, it } from 'vitest';
import type { BetType, NamedSystem } from '@casino/contract/bet-types';
import { renderExplanation } from './explanation.js';
import {
  HALF_LOST,
  HALF_WON,
  LOST,
  VOID,
  WON,
  deadHeat,
  fromFeedSettlement,
  type LegResult,
} from './leg-result.js';
import { ratioOf } from './ratio.js';
import {
  potentialReturnCents,
  settleBet,
  totalStakeCents,
  type BetToSettle,
  type LegResults,
} from './settle.js';

function settled(bet: BetToSettle, results: LegResults) {
  const s = settleBet(bet, results);
  if (s.state !== 'settled') throw new Error('expected a settled bet');
  return {
    returnCents: s.returnCents,
    stakeCents: s.totalStakeCents,
    lines: s.lineCount,
    text: renderExplanation(s.explanation),
  };
}

const single = (odds: string, unitStakeCents = 1000, freeBet = false): BetToSettle => ({
  type: { kind: 'single' },
  unitStakeCents,
  legOdds: [odds],
  freeBet,
});
const system = (name: NamedSystem, legOdds: string[], unitStakeCents = 100): BetToSettle => ({
  type: { kind: 'system', name },
  unitStakeCents,
  legOdds,
});

describe('singles and accumulators', () => {
  it('pays a single won, lost, void, half-won and half-lost', () => {
    expect(settled(single('1.90'), [WON]).returnCents).toBe(1900);
    expect(settled(single('1.90'), [LOST]).returnCents).toBe(0);
    expect(settled(single('1.90'), [VOID]).returnCents).toBe(1000);
    expect(settled(single('1.90'), [HALF_WON]).returnCents).toBe(1450);
    expect(settled(single('1.90'), [HALF_LOST]).returnCents).toBe(500);
  });

  it('multiplies an accumulator over its legs and explains it', () => {
    const bet: BetToSettle = {
      type: { kind: 'accumulator' },
      unitStakeCents: 1000,
      legOdds: ['2.10', '1.90'],
    };
    const s = settled(bet, [WON, HALF_WON]);
    expect(s.returnCents).toBe(3045);
    expect(s.text).toBe(
      'Leg 1 won at 2.10; Leg 2 half-won at 1.90: 0.5×1.90 + 0.5×1 = 1.45; accumulator 2.10 × 1.45 = 3.045; stake 10.00 × 3.045 → return 30.45',
    );
    // A void leg counts as 1: the accumulator becomes a single at 2.10.
    expect(settled(bet, [WON, VOID]).returnCents).toBe(2100);
    expect(potentialReturnCents(bet)).toBe(3990);
  });

  it('settles an accumulator as lost at its first lost leg, before the others end', () => {
    const bet: BetToSettle = {
      type: { kind: 'accumulator' },
      unitStakeCents: 500,
      legOdds: ['1.50', '2.00', '3.00'],
    };
    expect(settleBet(bet, [WON, undefined, undefined]).state).toBe('open');
    const s = settled(bet, [undefined, LOST, undefined]);
    expect(s.returnCents).toBe(0);
    expect(s.text).toBe(
      'Leg 1 at 1.50 not settled; Leg 2 lost at 2.00; Leg 3 at 3.00 not settled; accumulator ? × 0.00 × ? = 0.00; stake 5.00 × 0.00 → return 0.00',
    );
  });

  it('rounds down to the cent once per bet', () => {
    // 1.33 × 1.33 × 1.33 = 2.352637: 1.00 returns 2.352637, paid 2.35.
    const bet: BetToSettle = {
      type: { kind: 'accumulator' },
      unitStakeCents: 100,
      legOdds: ['1.33', '1.33', '1.33'],
    };
    const s = settled(bet, [WON, WON, WON]);
    expect(s.returnCents).toBe(235);
    expect(s.text).toContain('stake 1.00 × 2.352637 → return 2.35 (2.352637 rounded down)');
  });
});

describe('dead heats', () => {
  it('pays the odds on a share of the stake', () => {
    // Two tied for the win at 5.00: half the stake wins.
    expect(settled(single('5.00'), [deadHeat(1, 2)]).returnCents).toBe(2500);
    // Three tied for the win: 10.00 × 5/3 = 16.666…, paid 16.66.
    const s = settled(single('5.00'), [deadHeat(1, 3)]);
    expect(s.returnCents).toBe(1666);
    expect(s.text).toBe(
      'Leg 1 dead heat at 5.00: 1/3×5.00 = 5/3; stake 10.00 × 5/3 → return 16.66 (50/3 rounded down)',
    );
    // Three tied for the last two places.
    expect(settled(single('3.00'), [deadHeat(2, 3)]).returnCents).toBe(2000);
  });

  it('reads the feed’s dead-heat and void factors', () => {
    const half = ratioOf('0.5');
    expect(
      settled(single('4.00'), [fromFeedSettlement({ result: 1, deadHeatFactor: half })]).returnCents,
    ).toBe(2000);
    expect(settled(single('1.90'), [fromFeedSettlement({ result: 1, voidFactor: half })]).returnCents).toBe(
      1450,
    );
    expect(settled(single('1.90'), [fromFeedSettlement({ result: 0, voidFactor: half })]).returnCents).toBe(
      500,
    );
    expect(
      settled(single('1.90'), [fromFeedSettlement({ result: 0, voidFactor: ratioOf('1') })]).returnCents,
    ).toBe(1000);
    expect(() => fromFeedSettlement({ result: 1, voidFactor: ratioOf('1.5') })).toThrow(RangeError);
    expect(() => deadHeat(3, 2)).toThrow(RangeError);
  });
});

describe('system bets, one worked example each', () => {
  const cases: [BetType, string[], LegResult[], number, number, number][] = [
    // type, odds, results, unit stake, expected total stake, expected return (cents)
    // Trixie, leg 3 lost: only the double 2 × 3 survives.
    [{ kind: 'system', name: 'trixie' }, ['2.00', '3.00', '4.00'], [WON, WON, LOST], 100, 400, 600],
    // Patent all won: singles 9, doubles 6 + 8 + 12, treble 24.
    [{ kind: 'system', name: 'patent' }, ['2.00', '3.00', '4.00'], [WON, WON, WON], 100, 700, 5900],
    // Yankee with one void (multipliers 2, 2, 2, 1): doubles 18, trebles 20, four-fold 8.
    [
      { kind: 'system', name: 'yankee' },
      ['2.00', '2.00', '2.00', '2.00'],
      [WON, WON, WON, VOID],
      100,
      1100,
      4600,
    ],
    // Lucky 15 at 0.10, leg 4 lost: 4.5 + 6.75 + 3.375 = 14.625 × 0.10 = 1.4625, paid 1.46.
    [
      { kind: 'system', name: 'lucky_15' },
      ['1.50', '1.50', '1.50', '1.50'],
      [WON, WON, WON, LOST],
      10,
      150,
      146,
    ],
    // Canadian at evens, all won: 3^5 − 1 − 5·2 = 232.
    [{ kind: 'system', name: 'canadian' }, Array(5).fill('2.00'), Array(5).fill(WON), 100, 2600, 23200],
    // Lucky 31 at evens: 3^5 − 1 = 242.
    [{ kind: 'system', name: 'lucky_31' }, Array(5).fill('2.00'), Array(5).fill(WON), 100, 3100, 24200],
    // Heinz at evens with one lost: the Canadian's 232 on the other five.
    [
      { kind: 'system', name: 'heinz' },
      Array(6).fill('2.00'),
      [...Array(5).fill(WON), LOST],
      100,
      5700,
      23200,
    ],
    // Lucky 63 at evens: 3^6 − 1 = 728.
    [{ kind: 'system', name: 'lucky_63' }, Array(6).fill('2.00'), Array(6).fill(WON), 100, 6300, 72800],
    // Super Heinz at 1.50: 2.5^7 − 1 − 7 × 1.5 = 598.8515625.
    [{ kind: 'system', name: 'super_heinz' }, Array(7).fill('1.50'), Array(7).fill(WON), 100, 12000, 59885],
    // Goliath at evens: 3^8 − 1 − 8·2 = 6544.
    [{ kind: 'system', name: 'goliath' }, Array(8).fill('2.00'), Array(8).fill(WON), 100, 24700, 654400],
    // 2 from 4: 6 + 8 + 10 + 12 + 15 + 20.
    [{ kind: 'k_from_n', size: 2 }, ['2.00', '3.00', '4.00', '5.00'], [WON, WON, WON, WON], 100, 600, 7100],
  ];

  it.each(cases)('%j on %j', (type, legOdds, results, unitStakeCents, stakeCents, returnCents) => {
    const bet = { type, legOdds, unitStakeCents };
    expect(totalStakeCents(bet)).toBe(stakeCents);
    const s = settled(bet, results);
    expect(s.stakeCents).toBe(stakeCents);
    expect(s.returnCents).toBe(returnCents);
  });

  it('explains a Yankee line size by line size', () => {
    const s = settled(system('yankee', ['2.00', '2.00', '2.00', '2.00']), [WON, WON, WON, VOID]);
    expect(s.text).toBe(
      'Leg 1 won at 2.00; Leg 2 won at 2.00; Leg 3 won at 2.00; Leg 4 void at 2.00: counts as 1; 6 doubles add up to 18.00; 4 trebles add up to 20.00; the 4-fold comes to 8.00; Yankee, 11 lines, add up to 46.00; stake 1.00 a line (11.00 in all) × 46.00 → return 46.00',
    );
  });

  it('waits while a line could still win, and settles when none can', () => {
    const bet = system('trixie', ['2.00', '3.00', '4.00']);
    expect(settleBet(bet, [LOST, WON, undefined]).state).toBe('open');
    expect(settled(bet, [LOST, LOST, undefined]).returnCents).toBe(0);
  });
});

describe('free bets', () => {
  it('never returns the stake', () => {
    expect(settled(single('2.50', 2000, true), [WON]).returnCents).toBe(3000);
    expect(settled(single('2.50', 2000, true), [LOST]).returnCents).toBe(0);
    expect(settled(single('2.50', 2000, true), [VOID]).returnCents).toBe(0);
    // Half-won at 1.90: 29.00 less the 20.00 stake.
    const s = settled(single('1.90', 2000, true), [HALF_WON]);
    expect(s.returnCents).toBe(900);
    expect(s.text).toContain('free bet: the stake 20.00 is not returned → 9.00');
    expect(potentialReturnCents(single('1.50', 2000, true))).toBe(1000);
  });
});

describe('bad input', () => {
  it('is refused, never settled', () => {
    expect(() => settleBet(single('1.90', 0), [WON])).toThrow(RangeError);
    expect(() => settleBet(single('1.90', 10.5), [WON])).toThrow(RangeError);
    expect(() => settleBet(single('0.90'), [WON])).toThrow(RangeError);
    expect(() => settleBet(single('abc'), [WON])).toThrow(RangeError);
    expect(() => settleBet(single('1.90'), [WON, WON])).toThrow(RangeError);
    expect(() => settleBet(system('yankee', ['2.00', '2.00', '2.00']), [WON, WON, WON])).toThrow(RangeError);
  });
});

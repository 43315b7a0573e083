import { describe, expect, it } from 'vitest';
import { LOST, VOID, WON, HALF_WON } from './leg-result.js';
import { effectiveResults, owedCents, settlementMove } from './resettlement.js';
import type { BetToSettle } from './settle.js';

const acca: BetToSettle = { type: { kind: 'accumulator' }, unitStakeCents: 1000, legOdds: ['2.00', '1.50'] };

describe('resettlement and rollback', () => {
  it('moves only the difference from what was paid', () => {
    let paid = 0;
    const apply = (results: Parameters<typeof owedCents>[1]) => {
      const move = settlementMove(acca, paid, results);
      paid += move.moveCents;
      return move.moveCents;
    };
    expect(apply([WON, WON])).toBe(3000); // settled: paid 30.00
    expect(apply([WON, WON])).toBe(0); // the same message again
    expect(apply([WON, LOST])).toBe(-3000); // resettled as lost: taken back
    expect(apply([WON, HALF_WON])).toBe(2500); // resettled half-won: 2 × 1.25
    expect(apply([WON, undefined])).toBe(-2500); // settlement rolled back: open again
    expect(apply([WON, WON])).toBe(3000);
    expect(paid).toBe(3000);
  });

  it('voids the legs of a cancelled event and restores them when the cancel is rolled back', () => {
    const results = effectiveResults([
      { settled: WON, cancelled: false },
      { settled: LOST, cancelled: true },
    ]);
    expect(results).toEqual([WON, VOID]);
    expect(owedCents(acca, results)).toBe(2000);
    expect(
      owedCents(
        acca,
        effectiveResults([
          { settled: WON, cancelled: false },
          { settled: LOST, cancelled: false },
        ]),
      ),
    ).toBe(0);
    // A cancelled event whose market never settled is void too; without the cancel the bet is open.
    expect(owedCents(acca, effectiveResults([{ settled: WON, cancelled: false }, { cancelled: true }]))).toBe(
      2000,
    );
    expect(
      owedCents(acca, effectiveResults([{ settled: WON, cancelled: false }, { cancelled: false }])),
    ).toBe(0);
  });

  it('refuses an impossible amount paid', () => {
    expect(() => settlementMove(acca, -1, [WON, WON])).toThrow(RangeError);
    expect(() => settlementMove(acca, 0.5, [WON, WON])).toThrow(RangeError);
  });
});

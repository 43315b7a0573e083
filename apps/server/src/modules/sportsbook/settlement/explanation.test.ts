import { describe, expect, it } from 'vitest';
import { renderExplanation } from './explanation.js';
import { HALF_LOST, LOST, VOID, WON, legResult } from './leg-result.js';
import { ratio } from './ratio.js';
import { settleBet, type BetToSettle, type LegResults } from './settle.js';

const explain = (bet: BetToSettle, results: LegResults) => {
  const s = settleBet(bet, results);
  return s.state === 'settled' ? renderExplanation(s.explanation) : 'open';
};

describe('explanations', () => {
  it('words each leg outcome', () => {
    const single = (odds: string): BetToSettle => ({
      type: { kind: 'single' },
      unitStakeCents: 1000,
      legOdds: [odds],
    });
    expect(explain(single('1.90'), [HALF_LOST])).toBe(
      'Leg 1 half-lost at 1.90: 0.5×1 = 0.50; stake 10.00 × 0.50 → return 5.00',
    );
    expect(explain(single('3.00'), [VOID])).toBe(
      'Leg 1 void at 3.00: counts as 1; stake 10.00 × 1.00 → return 10.00',
    );
    expect(explain(single('3.00'), [LOST])).toBe('Leg 1 lost at 3.00; stake 10.00 × 0.00 → return 0.00');
    // A feed may combine a refund and a dead heat: a quarter refunded, the rest a two-way dead heat.
    const mixed = legResult(ratio(3n, 8n), ratio(1n, 4n));
    expect(explain(single('2.00'), [mixed])).toBe(
      'Leg 1 partly settled at 2.00: 0.375×2.00 + 0.25×1 = 1.00; stake 10.00 × 1.00 → return 10.00',
    );
  });

  it('names k from n bets and single lines', () => {
    const bet: BetToSettle = {
      type: { kind: 'k_from_n', size: 3 },
      unitStakeCents: 50,
      legOdds: ['2.00', '2.00', '2.00'],
    };
    expect(explain(bet, [WON, WON, WON])).toBe(
      'Leg 1 won at 2.00; Leg 2 won at 2.00; Leg 3 won at 2.00; the treble comes to 8.00; 3 from 3, 1 line, comes to 8.00; stake 0.50 × 8.00 → return 4.00',
    );
    const patent: BetToSettle = {
      type: { kind: 'system', name: 'patent' },
      unitStakeCents: 100,
      legOdds: ['2.00', '3.00', '4.00'],
    };
    expect(explain(patent, [WON, LOST, WON])).toBe(
      'Leg 1 won at 2.00; Leg 2 lost at 3.00; Leg 3 won at 4.00; 3 singles add up to 6.00; 3 doubles add up to 8.00; the treble comes to 0.00; Patent, 7 lines, add up to 14.00; stake 1.00 a line (7.00 in all) × 14.00 → return 14.00',
    );
  });
});

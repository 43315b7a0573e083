import { describe, expect, it } from 'vitest';
import { outcomeOf, shownOutcome } from './bet-outcome.js';
import type { LegFeedRow } from './bets.repository.js';

const leg = (
  position: number,
  odds: string,
  result: LegFeedRow['result'],
  extra: Partial<LegFeedRow> = {},
): LegFeedRow => ({
  bet_id: 1,
  position,
  odds,
  result,
  void_factor: result === null ? null : '0',
  dead_heat_factor: result === null ? null : '1',
  cancelled: false,
  ...extra,
});

const accumulator = { type: { kind: 'accumulator' } as const, unit_stake_cents: 1000, free_bet: false };

describe('a bet outcome from its legs as the feed leaves them', () => {
  it('is open while a leg is, with the settled legs shown and nothing explained', () => {
    const outcome = outcomeOf(accumulator, [leg(1, '2.00', 1), leg(2, '1.50', null)]);
    expect(outcome.status).toBe('open');
    expect(outcome.legStates).toEqual(['won', 'open']);
    expect(outcome.explanation).toEqual([]);
  });

  it('settles an accumulator with a half-void leg and a cancelled one, and explains it', () => {
    const outcome = outcomeOf(accumulator, [
      leg(1, '2.00', 1),
      leg(2, '1.90', 1, { void_factor: '0.5' }),
      leg(3, '3.00', 0, { cancelled: true }),
    ]);
    // 2.00 × (0.5 × 1.90 + 0.5) × 1 (void) = 2.90: 29.00 USD on 10.00.
    expect(outcome.settlement).toMatchObject({ state: 'settled', returnCents: 2900 });
    expect(outcome.status).toBe('won');
    expect(outcome.legStates).toEqual(['won', 'half_won', 'void']);
    expect(outcome.explanation.length).toBeGreaterThan(3);
  });

  it('is void when every leg is, and lost when one loses', () => {
    const single = { ...accumulator, type: { kind: 'single' } as const };
    expect(outcomeOf(single, [leg(1, '2.00', 0, { cancelled: true })]).status).toBe('void');
    expect(outcomeOf(accumulator, [leg(1, '2.00', 1), leg(2, '2.00', 0)]).status).toBe('lost');
  });

  it('shows a held or refused bet with its legs open and nothing explained, whatever their markets did', () => {
    const legs = [leg(1, '2.00', 1), leg(2, '1.50', 0)];
    for (const status of ['pending', 'refused'] as const)
      expect(shownOutcome({ ...accumulator, status }, legs)).toEqual({
        legStates: ['open', 'open'],
        explanation: [],
      });
    expect(shownOutcome({ ...accumulator, status: 'lost' }, legs).legStates).toEqual(['won', 'lost']);
  });
});

import { describe, expect, it } from 'vitest';
import { summariseSlip } from './slip-bets';
import { emptySlip, type Slip, type SlipSelection } from './slip-store';

const pick = (outcomeId: number, eventId: number, odds: string): SlipSelection => ({
  outcomeId,
  eventId,
  event: `Home ${eventId} v Away ${eventId}`,
  market: 'Match result',
  outcome: `Outcome ${outcomeId}`,
  odds,
});

const slip = (over: Partial<Slip>): Slip => ({ ...emptySlip, ...over });

describe('the slip summary', () => {
  it('makes a single per staked selection, each with its own return', () => {
    const summary = summariseSlip(
      slip({
        selections: [pick(1, 10, '2.00'), pick(2, 11, '1.50'), pick(3, 12, '3.00')],
        stakes: { 1: '5', 2: '2.50' },
      }),
    );
    expect(summary.problem).toBeUndefined();
    expect(summary.bets.map((b) => b.body)).toEqual([
      {
        type: { kind: 'single' },
        legs: [{ outcome_id: 1, odds: '2.00' }],
        unit_stake: 5,
        odds_change: 'none',
      },
      {
        type: { kind: 'single' },
        legs: [{ outcome_id: 2, odds: '1.50' }],
        unit_stake: 2.5,
        odds_change: 'none',
      },
    ]);
    expect([summary.lines, summary.totalCents, summary.returnCents]).toEqual([2, 750, 1375]);
  });

  it('says why an accumulator is unavailable: two selections of one event', () => {
    const summary = summariseSlip(
      slip({ mode: 'accumulator', unitStake: '5', selections: [pick(1, 10, '2.00'), pick(2, 10, '1.50')] }),
    );
    expect(summary.problem).toBe('sameEvent');
    expect(summary.bets).toEqual([]);
  });

  it('makes one accumulator of every selection, with the odds-change preference', () => {
    const summary = summariseSlip(
      slip({
        mode: 'accumulator',
        unitStake: '10',
        oddsChange: 'higher',
        selections: [pick(1, 10, '2.00'), pick(2, 11, '1.50')],
      }),
    );
    expect(summary.bets).toHaveLength(1);
    expect(summary.bets[0]?.body).toEqual({
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: 1, odds: '2.00' },
        { outcome_id: 2, odds: '1.50' },
      ],
      unit_stake: 10,
      odds_change: 'higher',
    });
    expect([summary.lines, summary.totalCents, summary.returnCents]).toEqual([1, 1000, 3000]);
  });

  it('takes the first system that fits when the chosen one no longer does (a leg removed)', () => {
    const legs = [pick(1, 10, '2.00'), pick(2, 11, '2.00'), pick(3, 12, '2.00')];
    const yankeeOnThree = summariseSlip(
      slip({ mode: 'system', system: 'yankee', unitStake: '1', selections: legs }),
    );
    expect(yankeeOnThree.bets[0]?.body.type).toEqual({ kind: 'system', name: 'trixie' });
    // A Trixie of three evens at 1.00 a line: 3 doubles of 4 and a treble of 8.
    expect([yankeeOnThree.lines, yankeeOnThree.totalCents, yankeeOnThree.returnCents]).toEqual([
      4, 400, 2000,
    ]);
    const twoFromThree = summariseSlip(
      slip({ mode: 'system', system: 'k:2', unitStake: '1', selections: legs }),
    );
    expect(twoFromThree.bets[0]?.body.type).toEqual({ kind: 'k_from_n', size: 2 });
    expect(twoFromThree.lines).toBe(3);
  });

  it('shows the lines before a stake is typed, and refuses stakes out of bounds', () => {
    const legs = [pick(1, 10, '2.00'), pick(2, 11, '2.00'), pick(3, 12, '2.00'), pick(4, 13, '2.00')];
    const noStake = summariseSlip(slip({ mode: 'system', system: 'lucky_15', selections: legs }));
    expect([noStake.problem, noStake.lines, noStake.totalCents]).toEqual(['stakeMissing', 15, 0]);
    expect(summariseSlip(slip({ mode: 'system', unitStake: '0.05', selections: legs })).problem).toBe(
      'stakeTooLow',
    );
    expect(summariseSlip(slip({ mode: 'accumulator', unitStake: '10001', selections: legs })).problem).toBe(
      'stakeTooHigh',
    );
    expect(summariseSlip(slip({ mode: 'accumulator', unitStake: 'ten', selections: legs })).problem).toBe(
      'stakeInvalid',
    );
  });

  it('will not place a slip holding a locked selection', () => {
    const summary = summariseSlip(
      slip({ stakes: { 1: '5' }, selections: [{ ...pick(1, 10, '2.00'), locked: true }] }),
    );
    expect(summary.problem).toBe('locked');
  });
});

import { describe, expect, it } from 'vitest';
import type { FreeRoundsView } from '../../../src/protocol';
import { afterRefusal, afterRound, isFreeMode, nextStake } from './free-rounds';

const grant = (over: Partial<FreeRoundsView> = {}): FreeRoundsView => ({
  bet: 40,
  granted: 5,
  left: 5,
  played: 0,
  won: 0,
  status: 'active',
  ...over,
});

describe('free rounds in the slot client', () => {
  it('is in free-spin mode only while the grant is active with rounds left', () => {
    expect(isFreeMode(grant())).toBe(true);
    expect(isFreeMode(null)).toBe(false);
    expect(isFreeMode(grant({ left: 0, status: 'used' }))).toBe(false);
    expect(isFreeMode(grant({ status: 'ended' }))).toBe(false);
    expect(isFreeMode(grant({ left: 0 }))).toBe(false);
  });

  it("locks the stake to the grant's bet while free rounds remain", () => {
    expect(nextStake(grant(), 200)).toBe(40);
    expect(nextStake(grant({ left: 0, status: 'used' }), 200)).toBe(200);
    expect(nextStake(null, 200)).toBe(200);
  });

  it("follows the studio's count, not a local decrement", () => {
    // The casino counted 2 left after this round (another session played two meanwhile).
    const outcome = afterRound(grant({ left: 5 }), grant({ left: 2, played: 3, won: 120 }));
    expect(outcome.free).toMatchObject({ left: 2, played: 3 });
    expect(outcome.summary).toBeNull();
    expect(isFreeMode(outcome.free)).toBe(true);
  });

  it('ends free-spin mode with the total won when the count reaches 0', () => {
    const outcome = afterRound(
      grant({ left: 1, played: 4, won: 80 }),
      grant({ left: 0, played: 5, won: 260, status: 'used' }),
    );
    expect(outcome.summary).toBe(260);
    expect(isFreeMode(outcome.free)).toBe(false);
  });

  it('shows no summary for paid rounds or a session without free rounds', () => {
    const used = grant({ left: 0, played: 5, won: 260, status: 'used' });
    expect(afterRound(used, used).summary).toBeNull();
    expect(afterRound(null, null)).toEqual({ free: null, summary: null });
  });

  it('ends free-spin mode when the casino refuses a free round, summing up what was played', () => {
    const refused = afterRefusal(grant({ left: 3, played: 2, won: 90 }));
    expect(refused.free).toMatchObject({ status: 'ended', left: 0 });
    expect(isFreeMode(refused.free)).toBe(false);
    expect(refused.summary).toBe(90);
    // Refused before any was played: only the message, no summary.
    expect(afterRefusal(grant()).summary).toBeNull();
    expect(afterRefusal(null)).toEqual({ free: null, summary: null });
  });
});

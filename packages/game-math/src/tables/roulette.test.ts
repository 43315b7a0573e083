import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { BetError } from '../game.js';
import type { Rng } from '../rng.js';
import { europeanRoulette as roulette, pocketColor, ROULETTE_SPOTS, type RouletteView } from './roulette.js';

/** An Rng whose first draw is the given pocket. */
const pocket = (n: number): Rng => ({ int: () => n });

const play = (n: number, chips: Array<{ spot: string; amount: number }>) => {
  const { bet } = roulette.parseBet({ chips });
  return roulette.start(pocket(n), bet);
};

const refusal = (input: unknown): string => {
  try {
    roulette.parseBet(input);
  } catch (error) {
    if (error instanceof BetError) return error.key;
    throw error;
  }
  return 'accepted';
};

describe('european roulette', () => {
  it('returns exactly 36/37 on every spot, summed over the 37 pockets', () => {
    for (const [spot, numbers] of ROULETTE_SPOTS) {
      let returned = 0;
      for (let n = 0; n <= 36; n++) returned += play(n, [{ spot, amount: 100 }]).winCents;
      // 100 cents on each of the 37 pockets once: 3700 staked, 3600 back for every spot.
      expect({ spot, returned, covered: numbers.length }).toEqual({
        spot,
        returned: 3600,
        covered: numbers.length,
      });
    }
    expect(roulette.rtp).toBe(36 / 37);
  });

  it('has every spot of the table once, each covering neighbours', () => {
    const count = (prefix: string) => [...ROULETTE_SPOTS.keys()].filter((s) => s.startsWith(prefix)).length;
    expect(count('n:')).toBe(37);
    expect(count('split:')).toBe(3 + 24 + 33); // zero splits, across rows, down columns
    expect(count('street:')).toBe(12);
    expect(count('corner:')).toBe(22);
    expect(count('line:')).toBe(11);
    expect(ROULETTE_SPOTS.get('corner:32')).toEqual([32, 33, 35, 36]);
    expect(ROULETTE_SPOTS.get('line:31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(ROULETTE_SPOTS.get('column:2')?.slice(0, 3)).toEqual([2, 5, 8]);
    expect(ROULETTE_SPOTS.get('red')).toHaveLength(18);
  });

  it('pays a straight up 35:1 plus the stake and settles each spot', () => {
    const step = play(17, [
      { spot: 'n:17', amount: 100 },
      { spot: 'black', amount: 50 },
      { spot: 'n:18', amount: 10 },
      { spot: 'split:17-20', amount: 20 },
    ]);
    expect(step.finished).toBe(true);
    expect(step.state).toBeUndefined();
    const view = step.view as RouletteView;
    expect(view.number).toBe(17);
    expect(view.color).toBe('black');
    expect(view.bets).toEqual([
      { spot: 'n:17', amount: 100, win: 3600 },
      { spot: 'black', amount: 50, win: 100 },
      { spot: 'n:18', amount: 10, win: 0 },
      { spot: 'split:17-20', amount: 20, win: 360 },
    ]);
    expect(step.winCents).toBe(3600 + 100 + 360);
    expect(view.win).toBe(step.winCents);
  });

  it('loses even-money bets on zero', () => {
    const step = play(0, [
      { spot: 'red', amount: 100 },
      { spot: 'black', amount: 100 },
      { spot: 'low', amount: 100 },
      { spot: 'even', amount: 100 },
      { spot: 'split:0-2', amount: 100 },
    ]);
    expect((step.view as RouletteView).color).toBe('green');
    expect(step.winCents).toBe(1800);
  });

  it('merges chips on one spot and keeps the order of first appearance', () => {
    const { bet, stakeCents } = roulette.parseBet({
      chips: [
        { spot: 'red', amount: 10 },
        { spot: 'n:5', amount: 50 },
        { spot: 'red', amount: 100 },
      ],
    });
    expect(bet.chips).toEqual([
      { spot: 'red', amount: 110 },
      { spot: 'n:5', amount: 50 },
    ]);
    expect(stakeCents).toBe(160);
  });

  it('refuses bad bets with a reason', () => {
    const chip = (spot: string, amount: number) => ({ chips: [{ spot, amount }] });
    expect(refusal(null)).toBe('bet_invalid');
    expect(refusal({ chips: 'red' })).toBe('bet_invalid');
    expect(refusal({ chips: [{ spot: 'red' }] })).toBe('bet_invalid');
    expect(refusal({ chips: [{ spot: 5, amount: 10 }] })).toBe('bet_invalid');
    expect(refusal({ chips: [] })).toBe('bet_empty');
    expect(refusal(chip('n:37', 10))).toBe('spot_invalid');
    expect(refusal(chip('n:05', 10))).toBe('spot_invalid');
    expect(refusal(chip('split:1-5', 10))).toBe('spot_invalid'); // not neighbours
    expect(refusal(chip('split:3-4', 10))).toBe('spot_invalid'); // across the end of a row
    expect(refusal(chip('split:2-1', 10))).toBe('spot_invalid'); // not the canonical id
    expect(refusal(chip('corner:3', 10))).toBe('spot_invalid'); // no block to the right of 3
    expect(refusal(chip('corner:34', 10))).toBe('spot_invalid');
    expect(refusal(chip('street:2', 10))).toBe('spot_invalid');
    expect(refusal(chip('line:34', 10))).toBe('spot_invalid');
    expect(refusal(chip('dozen:4', 10))).toBe('spot_invalid');
    expect(refusal(chip('green', 10))).toBe('spot_invalid');
    expect(refusal(chip('red', 0))).toBe('amount_invalid');
    expect(refusal(chip('red', -10))).toBe('amount_invalid');
    expect(refusal(chip('red', 10.5))).toBe('amount_invalid');
    expect(refusal(chip('red', Number.NaN))).toBe('amount_invalid');
    expect(refusal(chip('red', 5))).toBe('amount_below_min');
    expect(refusal(chip('red', 50_001))).toBe('amount_above_max');
    expect(
      refusal({
        chips: [
          { spot: 'red', amount: 30_000 },
          { spot: 'red', amount: 30_000 },
        ],
      }),
    ).toBe('amount_above_max');
    const spread = ['red', 'black', 'odd', 'even', 'low'].map((spot) => ({ spot, amount: 50_000 }));
    expect(refusal({ chips: spread })).toBe('total_above_max');
    expect(refusal({ chips: Array.from({ length: 501 }, () => ({ spot: 'red', amount: 10 })) })).toBe(
      'bet_too_many_chips',
    );
  });

  it('reveals the same pocket the round lands on', () => {
    const { bet } = roulette.parseBet({ chips: [{ spot: 'n:0', amount: 10 }] });
    for (let nonce = 0; nonce < 20; nonce++) {
      const played = roulette.start(new FairRng('server', 'client', nonce), bet).view as RouletteView;
      const revealed = roulette.reveal(new FairRng('server', 'client', nonce));
      expect((revealed.view as RouletteView).number).toBe(played.number);
      expect(revealed.summary).toBe(`Ball lands on ${played.number} (${pocketColor(played.number)})`);
    }
  });

  it('lays out every spot with its payout', () => {
    const layout = roulette.layout as { spots: Array<{ spot: string; numbers: number[]; pays: number }> };
    expect(layout.spots).toHaveLength(ROULETTE_SPOTS.size);
    expect(layout.spots.find((s) => s.spot === 'corner:1')).toEqual({
      spot: 'corner:1',
      numbers: [1, 2, 4, 5],
      pays: 8,
    });
    expect(layout.spots.find((s) => s.spot === 'line:1')?.pays).toBe(5);
    expect(layout.spots.find((s) => s.spot === 'dozen:2')?.pays).toBe(2);
  });
});

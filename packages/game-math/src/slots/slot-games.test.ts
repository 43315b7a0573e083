import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { BetError } from '../game.js';
import { SimulationRng } from '../rng.js';
import { createScratch, playRound } from './engine/round.js';
import { createSlotGame, type SlotGame } from './engine/slot-game.js';
import type { SlotRoundView } from './engine/types.js';
import { SLOT_GAMES } from './index.js';

/** The symbol ids the artwork is drawn for: renaming one breaks the client. */
const SYMBOLS: Record<string, string[]> = {
  'neon-fruits': ['cherry', 'lemon', 'orange', 'plum', 'grape', 'bell', 'bar', 'seven', 'wild'],
  'pharaohs-ways': ['lotus', 'ankh', 'cat', 'eye', 'falcon', 'pharaoh', 'wild', 'scatter'],
  'crystal-cascade': [
    'gem-blue',
    'gem-green',
    'gem-purple',
    'gem-red',
    'gem-yellow',
    'heart',
    'crown',
    'scatter',
  ],
  'dragon-hoard': ['coin', 'shield', 'sword', 'helmet', 'chest', 'dragon', 'wild', 'scatter'],
  'clover-sevens': ['clover', 'horseshoe', 'bar', 'bell', 'seven', 'wild2', 'wild3'],
  'cosmic-drift': ['moon', 'planet', 'comet', 'rocket', 'ufo', 'astronaut', 'wild', 'scatter'],
};

const games = SLOT_GAMES as SlotGame[];

/** Every sum a view states, checked against its parts. */
function expectConsistent(game: SlotGame, view: SlotRoundView, stake: number): void {
  let total = 0;
  for (const spin of view.spins) {
    let spinWin = 0;
    for (const step of spin.steps) {
      expect(step.grid).toHaveLength(game.layout.reels);
      for (const column of step.grid) expect(column).toHaveLength(game.layout.rows);
      expect(step.win).toBe(step.wins.reduce((sum, win) => sum + win.win, 0));
      for (const win of step.wins) {
        expect(Number.isInteger(win.win)).toBe(true);
        for (const [reel, row] of win.positions) expect(step.grid[reel]?.[row]).toBeDefined();
      }
      spinWin += step.win;
    }
    expect(spin.win).toBe(spinWin);
    total += spin.win;
  }
  const cap = game.maxWinMultiplier * stake;
  expect(view.win).toBe(Math.min(total, cap));
  expect(view.capped).toBe(total >= cap);
}

describe.each(games.map((game) => [game.id, game] as const))('%s', (id, game) => {
  it('is a casino slot with its symbols, stakes in whole coins and an RTP in range', () => {
    expect(game.kind).toBe('slot');
    expect(game.mode).toBe('casino');
    expect(game.layout.symbols.map((symbol) => symbol.id)).toEqual(SYMBOLS[id]);
    expect(game.layout.bet_coins).toBe(game.definition.betCoins);
    for (const stake of game.stakes) expect(stake % game.layout.bet_coins).toBe(0);
    expect(game.stakes.at(-1)).toBeGreaterThanOrEqual(2000);
    expect(game.stakes.at(-1)).toBeLessThanOrEqual(10_000);
    expect(game.rtp).toBeGreaterThanOrEqual(0.94);
    expect(game.rtp).toBeLessThanOrEqual(0.975);
  });

  it('takes only { stake } with a listed stake', () => {
    const stake = game.stakes[0] ?? 0;
    expect(game.parseBet({ stake })).toEqual({ bet: { stake }, stakeCents: stake });
    const refused: unknown[] = [
      null,
      undefined,
      stake,
      'stake',
      [stake],
      {},
      { stake: String(stake) },
      { stake: stake + 1 },
      { stake: stake + 0.5 },
      { stake: -stake },
      { stake: (game.stakes.at(-1) ?? 0) * 2 },
      { stake, lines: 10 },
      { Stake: stake },
    ];
    for (const input of refused) {
      expect(() => game.parseBet(input)).toThrow(BetError);
      expect(() => game.parseBet(input)).toThrow('stake_invalid');
    }
  });

  it('plays the same round from the same seeds, and reveals it in coins', () => {
    const stake = game.stakes[2] ?? 0;
    for (let nonce = 0; nonce < 20; nonce++) {
      const first = game.start(new FairRng('server-seed', 'client-seed', nonce), { stake });
      const again = game.start(new FairRng('server-seed', 'client-seed', nonce), { stake });
      expect(again).toEqual(first);
      expect(first.finished).toBe(true);
      expect(first.winCents).toBe(first.view.win);
      const { view, summary } = game.reveal(new FairRng('server-seed', 'client-seed', nonce));
      expect(view.win * (stake / game.definition.betCoins)).toBe(first.view.win);
      expect(view.spins.map((spin) => spin.steps.map((step) => step.grid))).toEqual(
        first.view.spins.map((spin) => spin.steps.map((step) => step.grid)),
      );
      expect(view.stops).toHaveLength(view.spins.length);
      expect(summary).toMatch(new RegExp(`^Stops ${(view.stops[0] ?? []).join(', ')}: `));
    }
  });

  it('states wins that add up, in cents, for every stake', () => {
    const rng = new SimulationRng(11);
    let won = 0;
    for (let round = 0; round < 400; round++) {
      const stake = game.stakes[round % game.stakes.length] ?? 0;
      const { view } = game.start(rng, { stake });
      expectConsistent(game, view, stake);
      if (view.win > 0) won += 1;
    }
    expect(won).toBeGreaterThan(0);
  });

  it('pays the same coins whether the round is recorded for a player or only simulated', () => {
    const scratch = createScratch(game.compiled);
    for (let seed = 0; seed < 300; seed++) {
      const recorded = game.reveal(new SimulationRng(seed)).view;
      const simulated = playRound(game.compiled, new SimulationRng(seed), scratch, null);
      expect(simulated.coins).toBe(recorded.win);
      expect(simulated.freeSpins).toBe(recorded.spins.length - 1);
    }
  });

  it('never pays more than its cap, and stops the round there', () => {
    // The same game with a cap of 3x: rounds that would pay more are cut to exactly 3x.
    const capped = createSlotGame({ ...game.definition, maxWinMultiplier: 3 });
    const stake = capped.stakes[0] ?? 0;
    const rng = new SimulationRng(3);
    let hits = 0;
    for (let round = 0; round < 1500; round++) {
      const { view, winCents } = capped.start(rng, { stake });
      expectConsistent(capped, view, stake);
      expect(winCents).toBeLessThanOrEqual(3 * stake);
      if (view.capped) {
        hits += 1;
        expect(winCents).toBe(3 * stake);
        // Nothing is played once the cap is reached: only the last spin may have reached it.
        const before = view.spins.slice(0, -1).reduce((sum, spin) => sum + spin.win, 0);
        expect(before).toBeLessThan(3 * stake);
      }
    }
    expect(hits).toBeGreaterThan(0);
  });
});

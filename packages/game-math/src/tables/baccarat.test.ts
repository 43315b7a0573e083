import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { BetError } from '../game.js';
import { SimulationRng } from '../rng.js';
import { baccaratOdds } from './baccarat-odds.js';
import { BACCARAT_DECKS, baccarat, bankerDraws, type BaccaratView } from './baccarat.js';
import { code, riggedShoe } from './testing/rigged-rng.js';

/** Plays a coup whose shoe deals `cards` in order: player, banker, player, banker, then third cards. */
function coup(cards: string[], chips: Array<{ spot: string; amount: number }> = []) {
  const codes = cards.map((c) => code(c.slice(0, -1), c.slice(-1)));
  const bet = chips.length > 0 ? baccarat.parseBet({ chips }).bet : { chips: [] };
  const step = baccarat.start(riggedShoe(codes, BACCARAT_DECKS), bet);
  return { step, view: step.view as BaccaratView };
}

const ranks = (cards: Array<{ rank: string }>) => cards.map((c) => c.rank).join(' ');

function refusal(input: unknown): string {
  try {
    baccarat.parseBet(input);
  } catch (error) {
    if (error instanceof BetError) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('baccarat odds', () => {
  const odds = baccaratOdds();

  it('counts every six-card sequence of the 8-deck shoe exactly', () => {
    expect(odds.sequences).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.playerWins + odds.bankerWins + odds.ties).toBe(odds.sequences);
    // The classic 8-deck counts.
    expect(odds.bankerWins).toBe(2_292_252_566_437_888);
    expect(odds.playerWins).toBe(2_230_518_282_592_256);
    expect(odds.ties).toBe(475_627_426_473_216);
  });

  it('gives the published returns, and the module publishes the banker bet’s', () => {
    expect(odds.rtp.player).toBeCloseTo(0.98765, 5);
    expect(odds.rtp.banker).toBeCloseTo(0.98942, 5);
    expect(odds.rtp.tie).toBeCloseTo(0.8564, 5);
    expect(odds.rtp.pair).toBeCloseTo(372 / 415, 12); // 12 * 31 / 415
    expect(Math.abs(baccarat.rtp - odds.rtp.banker)).toBeLessThan(1e-6);
    expect(odds.rtp.banker).toBe(Math.max(odds.rtp.player, odds.rtp.banker, odds.rtp.tie, odds.rtp.pair));
  });

  it('returns the same through the real game, 10^6 seeded coups (within 0.5 pp)', () => {
    const rng = new SimulationRng(8_080_808);
    const { bet } = baccarat.parseBet({
      chips: ['player', 'banker', 'tie', 'player_pair', 'banker_pair'].map((spot) => ({ spot, amount: 100 })),
    });
    const returned = { player: 0, banker: 0, tie: 0, player_pair: 0, banker_pair: 0 };
    const coups = 1_000_000;
    for (let i = 0; i < coups; i++) {
      const view = baccarat.start(rng, bet).view as BaccaratView;
      for (const b of view.bets) returned[b.spot] += b.win;
    }
    const rtp = (spot: keyof typeof returned) => returned[spot] / (100 * coups);
    expect(Math.abs(rtp('player') - odds.rtp.player)).toBeLessThan(0.005);
    expect(Math.abs(rtp('banker') - odds.rtp.banker)).toBeLessThan(0.005);
    // Tie and pair bets swing far more (8:1, 11:1): a looser check that they are in place.
    expect(Math.abs(rtp('tie') - odds.rtp.tie)).toBeLessThan(0.02);
    expect(Math.abs(rtp('player_pair') - odds.rtp.pair)).toBeLessThan(0.02);
    expect(Math.abs(rtp('banker_pair') - odds.rtp.pair)).toBeLessThan(0.02);
  });
});

describe('baccarat coups', () => {
  it('stands both sides on a natural', () => {
    const { view } = coup(['8S', '9H', 'KD', 'QC', '5S']);
    expect(ranks(view.player.cards)).toBe('8 K');
    expect(ranks(view.banker.cards)).toBe('9 Q');
    expect(view.winner).toBe('banker');
  });

  it('draws the player on 0 to 5 and the banker by the tableau', () => {
    // Player 2 + 3 = 5 draws an 8; banker 3 stands against a player's third 8.
    const standsOn3 = coup(['2S', 'AH', '3D', '2C', '8H', '9S']).view;
    expect(ranks(standsOn3.player.cards)).toBe('2 3 8');
    expect(ranks(standsOn3.banker.cards)).toBe('A 2');
    expect([standsOn3.player.total, standsOn3.banker.total, standsOn3.winner]).toEqual([3, 3, 'tie']);

    // Banker 6 draws against a player's third 6 or 7 only.
    const sixDraws = coup(['2S', '4H', '3D', '2C', '6H', '2S']).view;
    expect(ranks(sixDraws.banker.cards)).toBe('4 2 2');
    expect(sixDraws.banker.total).toBe(8);
    const sixStands = coup(['2S', '4H', '3D', '2C', '5H', '2S']).view;
    expect(ranks(sixStands.banker.cards)).toBe('4 2');

    // The player stands on 6 or 7; the banker then draws on 0 to 5.
    const playerStands = coup(['6S', '4H', 'KD', 'AC', '2H']).view;
    expect(ranks(playerStands.player.cards)).toBe('6 K');
    expect(ranks(playerStands.banker.cards)).toBe('4 A 2');
    expect(playerStands.winner).toBe('banker');
    const bothStand = coup(['7S', '6H', 'KD', 'QC', '2H']).view;
    expect(ranks(bothStand.banker.cards)).toBe('6 Q');
    expect(bothStand.winner).toBe('player');
  });

  it('follows the whole banker tableau', () => {
    const drawsAgainst = (total: number) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(total, third)).join('');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(drawsAgainst)).toEqual([
      '0123456789',
      '0123456789',
      '0123456789',
      '012345679',
      '234567',
      '4567',
      '67',
      '',
    ]);
    expect([5, 6].map((total) => bankerDraws(total, null))).toEqual([true, false]);
  });

  it('pays each spot: player 1:1, banker 0.95:1, tie 8:1, pairs 11:1', () => {
    const chips = [
      { spot: 'player', amount: 100 },
      { spot: 'banker', amount: 100 },
      { spot: 'tie', amount: 100 },
      { spot: 'player_pair', amount: 100 },
      { spot: 'banker_pair', amount: 100 },
    ];
    // The banker's natural 9 against the player's 4, made of a pair of sevens.
    const bankerWins = coup(['7S', 'KH', '7D', '9C'], chips);
    expect(bankerWins.view.winner).toBe('banker');
    expect(bankerWins.view.player_pair).toBe(true);
    expect(bankerWins.view.banker_pair).toBe(false);
    expect(bankerWins.view.bets.map((b) => b.win)).toEqual([0, 195, 0, 1200, 0]);
    expect(bankerWins.step.winCents).toBe(1395);

    const playerWins = coup(['9S', 'KH', 'KD', 'QC'], chips);
    expect(playerWins.view.winner).toBe('player');
    expect(playerWins.view.banker_pair).toBe(false); // a king and a queen are no pair
    expect(playerWins.view.bets.map((b) => b.win)).toEqual([200, 0, 0, 0, 0]);

    const tie = coup(['8S', '8H', 'KD', 'KC'], chips);
    expect(tie.view.winner).toBe('tie');
    expect(tie.view.bets.map((b) => b.win)).toEqual([100, 100, 900, 0, 0]);
    expect(tie.view.win).toBe(1100);
    expect(tie.step).toMatchObject({ finished: true, winCents: 1100 });
  });

  it('takes banker amounts in multiples of 20 cents and refuses bad bets', () => {
    expect(baccarat.parseBet({ chips: [{ spot: 'banker', amount: 1020 }] }).stakeCents).toBe(1020);
    expect(refusal({ chips: [{ spot: 'banker', amount: 30 }] })).toBe('amount_banker_multiple');
    expect(baccarat.parseBet({ chips: [{ spot: 'player', amount: 30 }] }).stakeCents).toBe(30);
    expect(refusal({ chips: [{ spot: 'dragon', amount: 100 }] })).toBe('spot_invalid');
    expect(refusal({ chips: [{ spot: 'tie', amount: 10 }] })).toBe('amount_below_min');
    expect(refusal({ chips: [{ spot: 'tie', amount: 1.5 }] })).toBe('amount_invalid');
    expect(refusal({ chips: [] })).toBe('bet_empty');
    expect(refusal({ stake: 100 })).toBe('bet_invalid');
    expect(baccarat.stakes.every((chip) => chip % 20 === 0)).toBe(true);
  });

  it('reveals the coup the round plays', () => {
    const { bet } = baccarat.parseBet({ chips: [{ spot: 'tie', amount: 100 }] });
    for (let nonce = 0; nonce < 20; nonce++) {
      const played = baccarat.start(new FairRng('server', 'client', nonce), bet).view as BaccaratView;
      const revealed = baccarat.reveal(new FairRng('server', 'client', nonce));
      const view = revealed.view as BaccaratView;
      expect([view.player, view.banker, view.winner]).toEqual([played.player, played.banker, played.winner]);
      expect(revealed.summary).toMatch(/^Player .+ \(\d\), banker .+ \(\d\): (Player wins|Banker wins|Tie)$/);
    }
  });
});

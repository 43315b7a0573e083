import { BetError, type GameModule, type Step } from '../game.js';
import type { Rng } from '../rng.js';
import { rankIndex, Shoe, shoeMath, toCard, type Card } from './cards.js';
import { chipLayout, parseChips, type Chip, type ChipLimits } from './chips.js';

/*
 * Punto banco baccarat from an 8-deck shoe shuffled for every coup (the lazy shoe of
 * cards.ts: the k-th card depends only on the round's seeds). Cards are dealt player, banker,
 * player, banker, then the third cards by the standard tableau.
 *
 * Bets: player 1:1; banker 0.95:1 (5% commission; a banker amount must be a multiple of 20
 * cents, so the commission is whole cents and the RTP exact); tie 8:1, on which player and
 * banker bets are returned; player pair and banker pair 11:1, a pair being the first two
 * cards of that side of the same rank (a king and a queen are not a pair).
 *
 * Exact returns (baccarat-odds.ts enumerates every six-card sequence of the shoe; the test
 * recomputes them): player 0.98764, banker 0.98942, tie 0.85641, each pair 0.89639. The
 * published `rtp` is the banker bet's, the best bet on the table.
 */

export type BaccaratSpot = 'player' | 'banker' | 'tie' | 'player_pair' | 'banker_pair';
export type BaccaratWinner = 'player' | 'banker' | 'tie';
export interface BaccaratBet {
  chips: Array<Chip<BaccaratSpot>>;
}
export interface BaccaratView {
  player: { cards: Card[]; total: number };
  banker: { cards: Card[]; total: number };
  winner: BaccaratWinner;
  player_pair: boolean;
  banker_pair: boolean;
  bets: Array<{ spot: BaccaratSpot; amount: number; win: number }>;
  win: number;
}

export const BACCARAT_DECKS = 8;
const SPOTS: readonly string[] = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
] satisfies BaccaratSpot[];
const isSpot = (spot: string): spot is BaccaratSpot => SPOTS.includes(spot);

/** What each spot pays to one. */
const PAYS: Record<BaccaratSpot, number> = {
  player: 1,
  banker: 0.95,
  tie: 8,
  player_pair: 11,
  banker_pair: 11,
};
/** What a winning spot pays back per 20 cents staked, stake included: whole numbers, no float rounding. */
const RETURN_PER_20: Record<BaccaratSpot, number> = {
  player: 40,
  banker: 39,
  tie: 180,
  player_pair: 240,
  banker_pair: 240,
};
/** Banker amounts in multiples of this many cents make the 5% commission whole cents. */
const BANKER_STEP = 20;

const CHIPS = [20, 100, 500, 1000, 2500, 10_000];
const LIMITS: ChipLimits = { minBet: 20, maxBet: 50_000, maxTotal: 200_000, maxChips: 200 };

/** Baccarat value of a card: ace 1, two to nine at face value, tens and faces 0. */
export function baccaratValue(code: number): number {
  const rank = rankIndex(code);
  return rank < 9 ? rank + 1 : 0;
}

export function baccaratTotal(cards: readonly number[]): number {
  let total = 0;
  for (const card of cards) total += baccaratValue(card);
  return total % 10;
}

/** The player draws a third card on 0 to 5 (naturals aside). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's tableau: with no player third card the banker draws on 0 to 5; otherwise it
 * depends on the banker's total and the value of the player's third card.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup, `next` giving the next card's code: two cards each, then the third cards
 * unless either side has a natural 8 or 9. The odds enumeration runs this same function.
 */
export function tableau(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  if (playerTotal >= 8 || bankerTotal >= 8) return { player, banker };
  let third: number | null = null;
  if (playerDraws(playerTotal)) {
    const card = next();
    player.push(card);
    third = baccaratValue(card);
  }
  if (bankerDraws(bankerTotal, third)) banker.push(next());
  return { player, banker };
}

const isPair = (cards: readonly number[]): boolean =>
  cards.length >= 2 && rankIndex(cards[0] ?? -1) === rankIndex(cards[1] ?? -2);

/** What a spot pays back, stake included, for an outcome. */
function spotWin(
  spot: BaccaratSpot,
  amount: number,
  winner: BaccaratWinner,
  pairs: [boolean, boolean],
): number {
  let wins: boolean;
  switch (spot) {
    case 'player':
    case 'banker':
      if (winner === 'tie') return amount;
      wins = winner === spot;
      break;
    case 'tie':
      wins = winner === 'tie';
      break;
    case 'player_pair':
      wins = pairs[0];
      break;
    case 'banker_pair':
      wins = pairs[1];
      break;
  }
  // Whole cents: banker amounts are multiples of 20, the other spots return whole multiples.
  return wins ? (amount * RETURN_PER_20[spot]) / 20 : 0;
}

function playCoup(rng: Rng, chips: ReadonlyArray<Chip<BaccaratSpot>>): BaccaratView {
  const shoe = new Shoe(rng, BACCARAT_DECKS);
  const hands = tableau(() => shoe.draw());
  const playerTotal = baccaratTotal(hands.player);
  const bankerTotal = baccaratTotal(hands.banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const pairs: [boolean, boolean] = [isPair(hands.player), isPair(hands.banker)];
  const bets = chips.map(({ spot, amount }) => ({ spot, amount, win: spotWin(spot, amount, winner, pairs) }));
  return {
    player: { cards: hands.player.map(toCard), total: playerTotal },
    banker: { cards: hands.banker.map(toCard), total: bankerTotal },
    winner,
    player_pair: pairs[0],
    banker_pair: pairs[1],
    bets,
    win: bets.reduce((sum, bet) => sum + bet.win, 0),
  };
}

const handText = (cards: readonly Card[], total: number) =>
  `${cards.map((c) => `${c.rank}${c.suit}`).join(' ')} (${total})`;

export const baccarat: GameModule<BaccaratBet, never> = {
  id: 'baccarat',
  name: 'Baccarat',
  kind: 'table',
  mode: 'live_casino',
  // The banker bet's exact return, the best on the table (see baccarat-odds.ts).
  rtp: 0.989421,
  // Paid back, stake included, on a bet that is all on one pair (11:1 plus the stake).
  maxWinMultiplier: 12,
  math: {
    version: 1,
    model: 'baccarat',
    // A pair bet: 12 back about one coup in 13 (the banker bet's is 0.93).
    deviation: 3.15,
    maxWin: {
      multiplier: 12,
      kind: 'largest_possible',
      note: 'a bet all on a pair that comes up pays 12 times the whole bet, stake included',
    },
    rules: {
      shoe: shoeMath(BACCARAT_DECKS),
      card_value: 'ace 1, two to nine face value, ten and faces 0; a total is the sum mod 10',
      deal: 'player, banker, player, banker; a total of 8 or 9 on either side (a natural) ends the coup',
      player_third: 'the player draws a third card on 0 to 5',
      banker_third: {
        without_player_third: 'draws on 0 to 5',
        with_player_third: {
          '0-2': 'draws',
          '3': 'draws unless the player third card value is 8',
          '4': 'draws when it is 2 to 7',
          '5': 'draws when it is 4 to 7',
          '6': 'draws when it is 6 or 7',
          '7': 'stands',
        },
      },
      winner: 'the higher total wins; equal totals are a tie',
      pair: 'a side has a pair when its first two cards have the same rank',
      return_per_20_cents: { ...RETURN_PER_20 },
      pay_rule:
        'a winning spot pays amount * return_per_20_cents / 20, stake included; on a tie player and banker bets are returned',
    },
    draws: ['cards are dealt from the shoe in the order the deal asks for them: no other draw'],
  },
  volatility: 'low',
  facts: [
    { label: 'Decks', value: '8, shuffled every coup' },
    { label: 'Player', value: '1:1' },
    { label: 'Banker', value: '0.95:1 (5% commission), in multiples of 0.20' },
    { label: 'Tie', value: '8:1; player and banker bets are returned' },
    { label: 'Player pair / Banker pair', value: '11:1' },
    { label: 'Third cards', value: 'Standard tableau' },
    { label: 'Return to player', value: 'Banker 98.94%, player 98.76%, tie 85.64%, pairs 89.64%' },
  ],
  stakes: CHIPS,
  /**
   * The chips and limits (chipLayout); banker_multiple: banker amounts are multiples of this;
   * spots: each spot id with what it pays to one.
   */
  layout: {
    ...chipLayout(CHIPS, LIMITS),
    banker_multiple: BANKER_STEP,
    spots: SPOTS.filter(isSpot).map((spot) => ({ spot, pays: PAYS[spot] })),
  },

  reveal(rng) {
    const view = playCoup(rng, []);
    const winner = view.winner === 'tie' ? 'Tie' : view.winner === 'player' ? 'Player wins' : 'Banker wins';
    return {
      view,
      summary: `Player ${handText(view.player.cards, view.player.total)}, banker ${handText(view.banker.cards, view.banker.total)}: ${winner}`,
    };
  },

  parseBet(input) {
    const { chips, total } = parseChips(input, isSpot, LIMITS);
    if (chips.some((chip) => chip.spot === 'banker' && chip.amount % BANKER_STEP !== 0)) {
      throw new BetError('amount_banker_multiple');
    }
    return { bet: { chips }, stakeCents: total };
  },

  start(rng, bet): Step<never> {
    const view = playCoup(rng, bet.chips);
    return { view, finished: true, winCents: view.win };
  },
};

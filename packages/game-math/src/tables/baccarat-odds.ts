import { BACCARAT_DECKS, baccaratTotal, tableau } from './baccarat.js';

/** Exact outcome counts of a baccarat coup and the return of each bet. */
export interface BaccaratOdds {
  /** Ordered sequences of the shoe's first six physical cards: every count below is out of this. */
  sequences: number;
  playerWins: number;
  bankerWins: number;
  ties: number;
  /** The chance that one side's first two cards are of the same rank. */
  pair: number;
  rtp: { player: number; banker: number; tie: number; pair: number };
}

/**
 * Counts every outcome of a coup exactly: each of the 10^6 sequences of the first six cards'
 * baccarat values (0 for tens and faces, then 1 to 9) is played through the game's own
 * `tableau` and weighted by how many ordered sequences of physical cards it stands for
 * (the product of the counts left in the shoe as each card is taken). Cards a coup does not
 * use are counted over all their values, so every weight is out of the same total. With 8
 * decks that total is 416 * 415 * ... * 411 < 2^53, so the sums are exact in doubles.
 */
export function baccaratOdds(decks = BACCARAT_DECKS): BaccaratOdds {
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  // One card code of each value: a ten (code 9) for 0, the ace..nine of spades for 1..9.
  const codeOf = [9, 0, 1, 2, 3, 4, 5, 6, 7, 8];
  const sequence = [0, 0, 0, 0, 0, 0];
  let cursor = 0;
  const next = () => codeOf[sequence[cursor++] ?? 0] ?? 0;

  let playerWins = 0;
  let bankerWins = 0;
  let ties = 0;
  let sequences = 0;

  const take = (depth: number, weight: number): void => {
    if (depth === 6) {
      cursor = 0;
      const hands = tableau(next);
      const player = baccaratTotal(hands.player);
      const banker = baccaratTotal(hands.banker);
      if (player > banker) playerWins += weight;
      else if (banker > player) bankerWins += weight;
      else ties += weight;
      sequences += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = left[value] ?? 0;
      if (count === 0) continue;
      left[value] = count - 1;
      sequence[depth] = value;
      take(depth + 1, weight * count);
      left[value] = count;
    }
  };
  take(0, 1);

  // A side's first two cards are two cards of the shoe: a pair is two of the 13 ranks' 4 * decks cards.
  const perRank = 4 * decks;
  const pair = (13 * perRank * (perRank - 1)) / (52 * decks * (52 * decks - 1));

  return {
    sequences,
    playerWins,
    bankerWins,
    ties,
    pair,
    rtp: {
      player: (2 * playerWins + ties) / sequences,
      banker: ((39 / 20) * bankerWins + ties) / sequences,
      tie: (9 * ties) / sequences,
      pair: 12 * pair,
    },
  };
}

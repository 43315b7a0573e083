import type { Rng } from '../rng.js';

export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
export type Suit = 'S' | 'H' | 'D' | 'C';
export interface Card {
  rank: Rank;
  suit: Suit;
}

export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/*
 * Inside the games a card is a code 0..51, suit index * 13 + rank index (rank 0 is the ace,
 * 12 the king): plain numbers keep round states small JSON and the simulations free of
 * per-card objects. Card objects are made only for views.
 */

/** 0 for an ace, 1 for a two ... 9 for a ten, 10 to 12 for the jack, queen and king. */
export function rankIndex(code: number): number {
  return code % 13;
}

export function toCard(code: number): Card {
  return { rank: RANKS[code % 13] ?? 'A', suit: SUITS[Math.floor(code / 13) % 4] ?? 'S' };
}

/** A card as short text for summaries: "10H", "AS". */
export function cardText(code: number): string {
  const card = toCard(code);
  return `${card.rank}${card.suit}`;
}

/** The published description of a shoe (math documents of the card games). */
export function shoeMath(decks: number): Record<string, unknown> {
  return {
    decks,
    card_code:
      'a card is a code 0..51: suit * 13 + rank, suits S H D C (0..3), ranks A 2 3 4 5 6 7 8 9 10 J Q K (0..12)',
    starting_order: `position p (0..${decks * 52 - 1}) holds card code p mod 52: deck after deck, each in code order`,
    shuffle:
      'a new shoe for every round, shuffled as it is dealt (Fisher-Yates from the front): the k-th card dealt (k from 0) takes j = k + int(size - k), swaps positions k and j, and is the card now at position k',
  };
}

/**
 * A shoe of `decks` full decks shuffled lazily by a partial Fisher-Yates: the k-th draw picks
 * uniformly among the cards still in the shoe (position k + rng.int(size - k)) and swaps it
 * into place. The k-th card of a round therefore depends only on the Rng (the round's seeds)
 * and k, never on the player's decisions, and a round costs one rng.int per card dealt
 * instead of a full shuffle. Only displaced positions are remembered (a position never
 * touched still holds its original card), so a fresh shoe costs nothing to build.
 */
export class Shoe {
  readonly size: number;
  private readonly displaced = new Map<number, number>();
  private dealt = 0;

  constructor(
    private readonly rng: Rng,
    decks: number,
  ) {
    if (!Number.isInteger(decks) || decks < 1) throw new RangeError('a shoe holds one deck or more');
    this.size = decks * 52;
  }

  /**
   * Rebuilds a shoe `recorded.length` cards into a round from an Rng recreated from the round's
   * seeds, checking that it deals exactly the recorded cards (a state that does not belong to
   * these seeds is a server fault, not a player's mistake).
   */
  static replay(rng: Rng, decks: number, recorded: readonly number[]): Shoe {
    const shoe = new Shoe(rng, decks);
    for (const expected of recorded) {
      if (shoe.draw() !== expected) throw new Error('the recorded cards do not come from this round’s seeds');
    }
    return shoe;
  }

  /** How many cards have left the shoe this round. */
  get count(): number {
    return this.dealt;
  }

  /** The next card's code (0..51). */
  draw(): number {
    const k = this.dealt;
    if (k >= this.size) throw new Error('the shoe is empty');
    const j = k + this.rng.int(this.size - k);
    const picked = this.displaced.get(j) ?? j;
    // Position k is behind the cut from now on and never read again, so only j needs updating.
    if (j !== k) this.displaced.set(j, this.displaced.get(k) ?? k);
    this.dealt = k + 1;
    return picked % 52;
  }
}

import type { GameMath } from './math/document.js';
import type { Rng } from './rng.js';

/**
 * What the studio's game server knows of a game: every game, slot or table, is played through
 * this one interface, so the server needs no game-specific code. Amounts are whole US cents.
 *
 * A round is one paid play. Single-step games (slots, roulette, baccarat) finish in `start`;
 * multi-step games (blackjack) return `finished: false` and go on through `act` until finished.
 * Every random draw of a round comes from the one Rng handed in, created from the round's
 * (server seed, client seed, nonce); `act` receives an Rng recreated from the same triple and
 * the state says how far into it the round already is (see `resume`). Outcomes never depend on
 * anything but the bet, the player's decisions and the Rng.
 */
export interface GameModule<Bet = unknown, State = unknown, Action = unknown> {
  /** Stable code, kebab-case (e.g. 'neon-fruits', 'european-roulette'). */
  readonly id: string;
  readonly name: string;
  readonly kind: 'slot' | 'table';
  /** Which lobby the game belongs to: slots are 'casino', tables 'live_casino'. */
  readonly mode: 'casino' | 'live_casino';
  /** Published return to player as a fraction (0.9612), proved by this package's tests. */
  readonly rtp: number;
  /**
   * The largest win one round can actually pay, as a multiple of its stake (a slot's stake, a
   * table's whole bet, blackjack's opening stake), or the cap where the game has one and no
   * largest round (math.maxWin says which).
   */
  readonly maxWinMultiplier: number;
  /** The published maths: what anyone needs to recompute a round (math/document.ts). */
  readonly math: GameMath;
  readonly volatility: 'low' | 'medium' | 'high';
  /** Short rules facts for the info panel and the catalogue (mechanic, lines/ways, features). */
  readonly facts: ReadonlyArray<{ label: string; value: string }>;
  /** The stakes a client may offer, in cents, ascending (the first is the default). */
  readonly stakes: readonly number[];
  /**
   * What a client needs to draw the game (JSON): a slot's reels, rows, symbols and paylines;
   * a table's bet spots and limits. Art lives in the client, keyed by these ids.
   */
  readonly layout: unknown;

  /**
   * The round's draws recomputed for verification, independent of bets and decisions: a slot's
   * whole outcome, the roulette number, the baccarat hands, the first cards of the blackjack
   * shoe. `summary` is one human line (e.g. "Ball lands on 17 (red)"). A game whose draws
   * depend on the player's decisions (blackjack) replays them, in order, when given, and shows
   * every card the round used.
   */
  reveal(rng: Rng, decisions?: readonly string[]): { view: unknown; summary: string };

  /**
   * Checks a bet sent by a client (untrusted JSON) and answers it typed with its total stake,
   * or throws BetError. For a slot the bet is { stake }, which must be one of `stakes`.
   */
  parseBet(input: unknown): { bet: Bet; stakeCents: number };

  /** Plays the round's first step with the round's Rng. */
  start(rng: Rng, bet: Bet): Step<State>;

  /**
   * Multi-step games only: checks an action (untrusted JSON; throws BetError) and applies it.
   * `extraStakeCents` of the answer is what the action costs on top (a double or a split).
   */
  parseAction?(input: unknown, state: State): Action;
  act?(rng: Rng, state: State, action: Action): Step<State>;
  /** The extra stake an action will cost before it is applied (the server debits it first). */
  actionCost?(state: State, action: Action): number;
}

/** One step of a round: what the client shows, and whether the round is over. */
export interface Step<State> {
  /** JSON for the client (the outcome: grids and wins, cards, the ball's number...). */
  view: unknown;
  /** The state to keep between steps (JSON-serialisable); undefined when finished. */
  state?: State;
  finished: boolean;
  /** The total paid back for the whole round in cents (0 for a loss); set when finished. */
  winCents: number;
}

/** A bet or action the game refuses: the message key says why (translated by the client). */
export class BetError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'BetError';
  }
}

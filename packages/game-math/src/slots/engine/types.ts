/*
 * A slot is data: its symbols and paytable, reel strips, how wins are read (paylines, ways or
 * pay-anywhere with tumbles) and its features (free spins, win multipliers). The engine in this
 * folder plays, proves and publishes every slot from such a definition.
 *
 * Amounts inside the engine are whole coins: a spin costs `betCoins` coins, and every pay is a
 * whole number of coins, so a stake of `betCoins * k` cents turns coins into cents exactly.
 */

export type SymbolKind = 'low' | 'high' | 'wild' | 'scatter';
export type Mechanic = 'lines' | 'ways' | 'cluster';
export type Volatility = 'low' | 'medium' | 'high';

/**
 * What `count` symbols pay, in coins: per line for paylines, per way for ways, for the whole
 * bet for scatters and pay-anywhere clusters. A key pays that count and more, up to the next
 * key (so `{ 8: 10, 10: 25, 12: 50 }` pays 10 for 8 or 9 symbols, 50 for 12 or more).
 */
export type Pays = Readonly<Record<number, number>>;

export interface SlotSymbol {
  readonly id: string;
  readonly kind: SymbolKind;
  readonly pays?: Pays;
  /** A wild's factor on the line wins it takes part in (factors of several wilds multiply). */
  readonly multiplier?: number;
}

/** One entry of a weighted draw: `value` comes up `weight` times in `sum of weights`. */
export interface Weighted {
  readonly value: number;
  readonly weight: number;
}

/** A reel strip: symbol ids in order; the window shows `rows` consecutive ones from the stop. */
export type Strip = readonly string[];

export interface FreeSpinsRules {
  /** Scatters of a paid spin -> free spins awarded. */
  readonly awards: Readonly<Record<number, number>>;
  /** Scatters of a free spin -> spins added; absent when free spins cannot be retriggered. */
  readonly retrigger?: Readonly<Record<number, number>>;
  /** Every free-spin win is multiplied by this. */
  readonly multiplier: number;
  /** Strips used during free spins (default: the base strips). */
  readonly strips?: readonly Strip[];
  /** The random spin multiplier table during free spins (default: the base table, if any). */
  readonly spinMultipliers?: readonly Weighted[];
  /** The tumble multiplier ladder during free spins (default: the base ladder). */
  readonly ladder?: readonly number[];
}

export interface SlotDefinition {
  readonly id: string;
  readonly name: string;
  readonly volatility: Volatility;
  /** The published RTP (the exact figure rounded, or a long simulation's figure for tumbles). */
  readonly rtp: number;
  /**
   * The largest win a round can pay, as a multiple of the stake (betCoins times it is whole):
   * the true largest round (max-win.ts), or a cap where `maxWinIsCap` (rounds stop there).
   */
  readonly maxWinMultiplier: number;
  /** The standard deviation of one round's return in stakes (a 3 * 10^6-round simulation's figure). */
  readonly returnDeviation: number;
  /** The round has no largest win (free spins retrigger): maxWinMultiplier is a cap. */
  readonly maxWinIsCap?: boolean;
  /** Raised whenever anything that changes an outcome changes (the published maths' version). */
  readonly mathVersion?: number;
  /** Coins one spin costs; every stake is a whole multiple of it. */
  readonly betCoins: number;
  /** Stakes in cents, ascending; the first is the default. */
  readonly stakes: readonly number[];
  readonly mechanic: Mechanic;
  readonly reels: number;
  readonly rows: number;
  /** Lines only: the row on each reel, top row 0. */
  readonly paylines?: ReadonlyArray<readonly number[]>;
  readonly symbols: readonly SlotSymbol[];
  readonly strips: readonly Strip[];
  /** Lines only: a line of nothing but wilds pays as this symbol (when wilds have no pays). */
  readonly allWildsPayAs?: string;
  /** Cluster only: the smallest count that pays, and the tumble multiplier ladder. */
  readonly cascade?: { readonly minCount: number; readonly ladder: readonly number[] };
  /** Drawn for every spin and applied to all of that spin's wins. */
  readonly spinMultipliers?: readonly Weighted[];
  readonly freeSpins?: FreeSpinsRules;
  /** Feature codes for the client and the catalogue. */
  readonly features: readonly string[];
  /** Extra lines for the rules panel (mechanic, RTP and max win are added by the engine). */
  readonly facts?: ReadonlyArray<{ label: string; value: string }>;
}

/* ---------- what the client renders ---------- */

export type WinKind = 'line' | 'ways' | 'scatter' | 'cluster';

export interface SlotWinView {
  symbol: string;
  count: number;
  kind: WinKind;
  /** Lines: index into layout.paylines. */
  line?: number;
  /** Ways: how many ways pay. */
  ways?: number;
  /** [reel, row] of every symbol taking part, row 0 at the top. */
  positions: Array<[number, number]>;
  /** Cents (coins in a reveal), after every multiplier. */
  win: number;
}

export interface SlotStepView {
  /** grid[reel][row], top row first. */
  grid: string[][];
  wins: SlotWinView[];
  /** The factor applied to this step's wins (tumble ladder x spin multiplier x free-spin factor). */
  multiplier: number;
  win: number;
}

export interface SlotSpinView {
  free: boolean;
  /** stops[reel]: the strip index shown on the top row (the strips are in the published maths). */
  stops: number[];
  /** One step for lines and ways; one per tumble for pay-anywhere (the last one pays nothing). */
  steps: SlotStepView[];
  win: number;
  free_spins_awarded: number;
  /** The spin's own factor (random multiplier, free-spin factor), for games that have one. */
  multiplier?: number;
}

export interface SlotRoundView {
  spins: SlotSpinView[];
  /** Cents, capped at maxWinMultiplier x stake. */
  win: number;
  capped: boolean;
}

/** The verification view: the same round in coins, with the reel stops of every spin. */
export interface SlotRevealView extends SlotRoundView {
  unit: 'coins';
  bet_coins: number;
  /** stops[spin][reel]: the strip index shown on the top row when the reels stopped. */
  stops: number[][];
  /** The round's win as a multiple of the stake. */
  win_multiplier: number;
}

export interface SlotLayout {
  mechanic: Mechanic;
  reels: number;
  rows: number;
  bet_coins: number;
  paylines?: number[][];
  /** pays: count -> multiple of the total stake (per line, per way, or for the whole bet). */
  symbols: Array<{ id: string; kind: SymbolKind; pays: Record<string, number>; multiplier?: number }>;
  features: string[];
  /** The reel strips in order (free: the free spins' strips, when they differ). */
  strips: { base: string[][]; free?: string[][] };
}

export interface SlotBet {
  stake: number;
}

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/*
 * A game's published maths: everything a stranger needs to recompute a round from its server
 * seed, client seed and nonce (and a blackjack player's decisions) without our code. Each game
 * states its own part (`GameMath`); this file adds what every game shares (the generator), a
 * version, and a hash of the whole document's canonical JSON that every round records, so a
 * round is always checked against the maths it was played under.
 */

/** What a game states about itself; `rules` is game-specific JSON (see each game). */
export interface GameMath {
  /** Raised whenever anything that changes an outcome changes; old rounds keep their hash. */
  readonly version: number;
  /** 'slot', 'roulette', 'blackjack' or 'baccarat': how `rules` is read. */
  readonly model: string;
  /** The largest win a round can pay, as a multiple of its stake, and whether it is a cap. */
  readonly maxWin: {
    readonly multiplier: number;
    readonly kind: 'largest_possible' | 'cap';
    readonly note: string;
  };
  readonly rules: Readonly<Record<string, unknown>>;
  /**
   * The standard deviation of one round's return per unit staked (for a table, of its most
   * volatile bet): with the RTP it sets the range a casino's actual return should keep to.
   */
  readonly deviation: number;
  /** The order of a round's draws, in words, each with its range. */
  readonly draws: readonly string[];
}

/** The generator every game draws from (fair.ts, rng.ts), in the document's words. */
export const GENERATOR = {
  bytes:
    'HMAC-SHA256 with key = the server seed (UTF-8) and message = `${client_seed}:${nonce}:${cursor}` (UTF-8, nonce and cursor in decimal); cursor starts at 0 and goes up by 1 whenever the 32 bytes of a block are used up',
  words:
    'each block is read as 8 big-endian unsigned 32-bit words, in order; a round keeps one stream for all its draws',
  int: 'int(n) for n from 1 to 2^32: take the next word w; if w >= 2^32 - (2^32 mod n) discard it and take the next; the draw is w mod n',
  commitment:
    'the server seed hash shown before play is the lowercase hex SHA-256 of the server seed (UTF-8)',
} as const;

export interface MathDocument {
  game: string;
  name: string;
  kind: 'slot' | 'table';
  model: string;
  version: number;
  rtp: number;
  max_win: { multiplier: number; kind: 'largest_possible' | 'cap'; note: string };
  /** GameMath.deviation. */
  return_deviation: number;
  generator: typeof GENERATOR;
  draws: readonly string[];
  rules: Readonly<Record<string, unknown>>;
}

/** The published document of a game (no hash: that is computed over this). */
export function mathDocument(game: {
  id: string;
  name: string;
  kind: 'slot' | 'table';
  rtp: number;
  math: GameMath;
}): MathDocument {
  return {
    game: game.id,
    name: game.name,
    kind: game.kind,
    model: game.math.model,
    version: game.math.version,
    rtp: game.rtp,
    max_win: { ...game.math.maxWin },
    return_deviation: game.math.deviation,
    generator: GENERATOR,
    draws: game.math.draws,
    rules: game.math.rules,
  };
}

/** JSON with object keys sorted at every level: the same document always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Lowercase hex SHA-256 of the document's canonical JSON: what a round records. */
export function mathHash(document: MathDocument): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(document))));
}

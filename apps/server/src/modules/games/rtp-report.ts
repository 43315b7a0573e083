import { SLOT_GAMES, TABLE_GAMES } from '@casino/game-math';
import type { Queryable } from '../../platform/db/types.js';

/*
 * Actual against theoretical RTP, per game: the rounds closed (since a date), what they staked
 * and won, and whether the actual return keeps to the range the game's variance allows for that
 * many rounds. A round of stake s returns a win whose standard deviation is about σ s (σ: the
 * game's deviation per unit staked), independently of the others, so the actual RTP, Σ win /
 * Σ stake, has the standard deviation σ √(Σ s²) / Σ s around the published RTP; a game outside
 * three of those (99.7% of the time inside) is flagged for a look at its maths or integration.
 *
 * σ comes from the game's published maths where we have them (our studio's games); for other
 * providers' games it is estimated from the rounds themselves, and the line says so.
 */

/**
 * A report's start: a date (2026-11-01) or an instant (2026-11-01T12:00:00Z) that exists
 * (2026-02-31 does not, though Date would roll it into March); null otherwise.
 */
export function parseSince(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text.slice(0, 10) ? null : date;
}

/** How many standard deviations the range spans on each side. */
export const RANGE_DEVIATIONS = 3;

export interface RtpRow {
  gameId: number;
  name: string;
  provider: string;
  code: string;
  /** The published RTP (the catalogue's). */
  rtp: number;
  rounds: number;
  stakedCents: number;
  wonCents: number;
  /** Σ stake² (cents²). */
  stakeSquares: number;
  /** Σ (win - rtp stake)² (cents²), for the estimate where the deviation is not published. */
  residualSquares: number;
}

export interface RtpLine extends RtpRow {
  actual: number;
  low: number;
  high: number;
  deviation: number;
  deviationSource: 'published' | 'estimated';
  outside: boolean;
}

/** Our studio's published deviation of a game, by its code. */
export function publishedDeviation(provider: string, code: string, studioProvider: string): number | null {
  if (provider !== studioProvider) return null;
  const game = [...SLOT_GAMES, ...TABLE_GAMES].find((g) => g.id === code);
  return game ? game.math.deviation : null;
}

/** The report's lines (see the file comment). */
export function rtpLines(rows: readonly RtpRow[], deviationOf: (row: RtpRow) => number | null): RtpLine[] {
  return rows.map((row) => {
    const actual = row.stakedCents > 0 ? row.wonCents / row.stakedCents : 0;
    const published = deviationOf(row);
    // The estimate: the rounds' own spread around the published RTP, per unit staked.
    const estimated = row.stakeSquares > 0 ? Math.sqrt(row.residualSquares / row.stakeSquares) : 0;
    const deviation = published ?? estimated;
    const spread =
      row.stakedCents > 0
        ? (RANGE_DEVIATIONS * deviation * Math.sqrt(row.stakeSquares)) / row.stakedCents
        : 0;
    const low = Math.max(0, row.rtp - spread);
    const high = row.rtp + spread;
    return {
      ...row,
      actual,
      low,
      high,
      deviation,
      deviationSource: published === null ? 'estimated' : 'published',
      outside: actual < low || actual > high,
    };
  });
}

/** Closed rounds with a stake, per game, closed at or after `since` (every round without it). */
export async function rtpRows(q: Queryable, since: Date | null): Promise<RtpRow[]> {
  const { rows } = await q.query<{
    game_id: number;
    name: string;
    provider: string;
    code: string;
    rtp: string;
    rounds: string;
    staked: string;
    won: string;
    stake_squares: string;
    residual_squares: string;
  }>(
    `SELECT g.id AS game_id, g.name, r.provider, g.code, g.rtp,
            count(*) AS rounds,
            sum(r.bet_cents - r.refunded_cents) AS staked,
            sum(r.win_cents) AS won,
            sum((r.bet_cents - r.refunded_cents)::numeric ^ 2) AS stake_squares,
            sum((r.win_cents - g.rtp * (r.bet_cents - r.refunded_cents)) ^ 2) AS residual_squares
       FROM game_rounds r JOIN games g ON g.id = r.game_id
      WHERE r.status = 'closed' AND r.bet_cents > r.refunded_cents
        AND ($1::timestamptz IS NULL OR r.closed_at >= $1::timestamptz)
      GROUP BY g.id, g.name, r.provider, g.code, g.rtp
      ORDER BY g.name, r.provider`,
    [since],
  );
  return rows.map((r) => ({
    gameId: r.game_id,
    name: r.name,
    provider: r.provider,
    code: r.code,
    rtp: Number(r.rtp),
    rounds: Number(r.rounds),
    stakedCents: Number(r.staked),
    wonCents: Number(r.won),
    stakeSquares: Number(r.stake_squares),
    residualSquares: Number(r.residual_squares),
  }));
}

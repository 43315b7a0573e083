import type { TournamentCategory } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';

/** A text as stored: one for every language, or one per locale (en at least). */
export type StoredText = string | Record<string, string>;

export interface TournamentRow {
  id: number;
  code: string;
  name: StoredText;
  description: StoredText;
  prize_cents: number;
  rounds: number | null;
  main_img: string;
  preview_img: string;
  min_bet_cents: number;
  category: TournamentCategory;
  prizes: number[];
  start_date: Date;
  end_date: Date;
  settled_at: Date | null;
}

const COLUMNS = `id, code, name, description, prize_cents, rounds, main_img, preview_img, min_bet_cents, category,
  prizes::bigint[]::float8[] AS prizes, start_date, end_date, settled_at`;

/** Every event, the latest start first (the list is short: events are operator-made). */
export async function listTournaments(db: Queryable): Promise<TournamentRow[]> {
  const { rows } = await db.query<TournamentRow>(
    `SELECT ${COLUMNS} FROM tournaments ORDER BY start_date DESC, id DESC`,
  );
  return rows;
}

export async function findTournament(
  db: Queryable,
  id: number,
  lock = false,
): Promise<TournamentRow | undefined> {
  const { rows } = await db.query<TournamentRow>(
    `SELECT ${COLUMNS} FROM tournaments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Rewrites an event's terms and games (its code and creation time stay). */
export async function updateTournament(
  tx: Queryable,
  id: number,
  t: Omit<NewTournament, 'createdAt' | 'code'>,
): Promise<void> {
  await tx.query(
    `UPDATE tournaments SET name = $2::jsonb, description = $3::jsonb, prize_cents = $4, rounds = $5, main_img = $6,
       preview_img = $7, min_bet_cents = $8, category = $9, prizes = $10::bigint[], start_date = $11, end_date = $12
     WHERE id = $1`,
    [
      id,
      JSON.stringify(t.name),
      JSON.stringify(t.description),
      t.prizeCents,
      t.rounds,
      t.mainImg,
      t.previewImg,
      t.minBetCents,
      t.category,
      t.prizes,
      t.start,
      t.end,
    ],
  );
  await tx.query('DELETE FROM tournament_games WHERE tournament_id = $1', [id]);
  await tx.query(
    `INSERT INTO tournament_games (tournament_id, game_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
    [id, t.gameIds],
  );
}

export interface NewTournament {
  code: string;
  name: StoredText;
  description: StoredText;
  prizeCents: number;
  rounds: number | null;
  mainImg: string;
  previewImg: string;
  minBetCents: number;
  category: TournamentCategory;
  prizes: readonly number[];
  start: Date;
  end: Date;
  gameIds: readonly number[];
  /** The clock's time: the ledger check counts only rounds closed once the event existed. */
  createdAt: Date;
}

/** Inserts an event and its games; answers undefined when its code exists already. */
export async function insertTournament(tx: Queryable, t: NewTournament): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO tournaments (code, name, description, prize_cents, rounds, main_img, preview_img, min_bet_cents,
       category, prizes, start_date, end_date, created_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8, $9, $10::bigint[], $11, $12, $13)
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [
      t.code,
      JSON.stringify(t.name),
      JSON.stringify(t.description),
      t.prizeCents,
      t.rounds,
      t.mainImg,
      t.previewImg,
      t.minBetCents,
      t.category,
      t.prizes,
      t.start,
      t.end,
      t.createdAt,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  await tx.query(
    `INSERT INTO tournament_games (tournament_id, game_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
    [id, t.gameIds],
  );
  return id;
}

/** The games the events count, for the catalogue's tournaments filter. */
export async function gamesOfTournaments(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ game_id: number }>(
    `SELECT DISTINCT game_id FROM tournament_games WHERE tournament_id = ANY($1::bigint[]) ORDER BY game_id`,
    [ids],
  );
  return rows.map((r) => r.game_id);
}

/**
 * Counts one closed round towards every event running at closedAt ($5) that counts the game
 * ($2) and whose minimum bet the stake ($3) meets, in one statement: a new score row, or the
 * player's row updated (the locked, latest version, so concurrent rounds of one player add up).
 * bet_count adds 1, bet_sum adds the stake, max_win keeps the larger win; a player who has
 * played the event's `rounds` already is not counted again. reached_at moves only when the
 * points do, so on equal points whoever got there first stays ahead.
 */
export async function scoreRound(
  tx: Queryable,
  r: { userId: number; gameId: number; betCents: number; winCents: number; closedAt: Date },
): Promise<number[]> {
  // The statement is the database function the seamless wallet's batches call too (migrations 020 and 021).
  const { rows } = await tx.query<{ tournament_id: number }>(
    'SELECT tournaments_score_round($1, $2, $3, $4, $5) AS tournament_id',
    [r.userId, r.gameId, r.betCents, r.winCents, r.closedAt],
    { name: 'tournaments_score_round' },
  );
  return rows.map((row) => row.tournament_id);
}

export interface StandingRow {
  place: number;
  user_id: number;
  nickname: string;
  points: number;
}

/** The first `limit` players by points, then by who reached them first. */
export async function standings(db: Queryable, tournamentId: number, limit: number): Promise<StandingRow[]> {
  const { rows } = await db.query<StandingRow>(
    `SELECT (row_number() OVER (ORDER BY s.points DESC, s.reached_at, s.user_id))::int AS place,
            s.user_id, u.nickname, s.points::float8 AS points
     FROM (SELECT user_id, points, reached_at FROM tournament_scores WHERE tournament_id = $1
           ORDER BY points DESC, reached_at, user_id LIMIT $2) s
     JOIN users u ON u.id = s.user_id
     ORDER BY place`,
    [tournamentId, limit],
    { name: 'tournaments_standings' },
  );
  return rows;
}

/** Events that ended before `before` and are not settled yet. */
export async function endedUnsettled(db: Queryable, before: Date): Promise<TournamentRow[]> {
  const { rows } = await db.query<TournamentRow>(
    `SELECT ${COLUMNS} FROM tournaments WHERE settled_at IS NULL AND end_date <= $1 ORDER BY end_date, id`,
    [before],
  );
  return rows;
}

export interface PayoutRow {
  place: number;
  user_id: number;
  prize_cents: number;
}

export async function payoutsOf(db: Queryable, tournamentId: number): Promise<PayoutRow[]> {
  const { rows } = await db.query<PayoutRow>(
    `SELECT place, user_id, prize_cents::float8 AS prize_cents FROM tournament_payouts WHERE tournament_id = $1 ORDER BY place`,
    [tournamentId],
  );
  return rows;
}

/** Records a place's payout; answers false when the place was paid already (by another run). */
export async function insertPayout(
  tx: Queryable,
  p: {
    tournamentId: number;
    place: number;
    userId: number;
    prizeCents: number;
    points: number;
    transferId: number;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO tournament_payouts (tournament_id, place, user_id, prize_cents, points, transfer_id, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tournament_id, place) DO NOTHING RETURNING id`,
    [p.tournamentId, p.place, p.userId, p.prizeCents, p.points, p.transferId, p.now],
  );
  return rows.length > 0;
}

/** Locks the event's row for its settlement, so two settling processes take turns. */
export async function lockForSettlement(
  tx: Queryable,
  id: number,
): Promise<{ settled: boolean } | undefined> {
  const { rows } = await tx.query<{ settled: boolean }>(
    `SELECT settled_at IS NOT NULL AS settled FROM tournaments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Moves a running event's end to `now`; false when it is unknown, not started, ended or settled. */
export async function endRunning(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE tournaments SET end_date = $2
      WHERE id = $1 AND start_date <= $2 AND end_date > $2 AND settled_at IS NULL RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}

export async function markSettled(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE tournaments SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL`, [id, now]);
}

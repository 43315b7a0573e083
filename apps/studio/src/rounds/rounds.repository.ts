import { cents, requireRow, type StudioQueryable } from '../platform/db.js';

export type RoundStatus = 'open' | 'settling' | 'closed' | 'rolled_back';

export interface RoundRow {
  id: string;
  sessionId: string;
  owner: string;
  game: string;
  demo: boolean;
  seedId: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  bet: unknown;
  stake: number;
  win: number;
  state: unknown;
  /** Null until the first step is played. */
  view: unknown;
  status: RoundStatus;
  betAcknowledgedAt: Date | null;
  bets: number;
  pendingTransaction: string | null;
  pendingAmount: number | null;
  version: number;
  /** The free-round grant the round was played on (its stake paid by the house), else null. */
  freeRoundId: string | null;
  /** The hash of the published maths the round was played under (null before they were kept). */
  mathHash: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

interface Raw {
  id: string;
  session_id: string;
  owner: string;
  game: string;
  demo: boolean;
  seed_id: unknown;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  bet: unknown;
  stake: unknown;
  win: unknown;
  state: unknown;
  view: unknown;
  status: RoundStatus;
  bet_acknowledged_at: Date | null;
  bets: number;
  pending_transaction: string | null;
  pending_amount: unknown;
  version: number;
  free_round_id: string | null;
  math_hash: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

const toRound = (r: Raw): RoundRow => ({
  id: r.id,
  sessionId: r.session_id,
  owner: r.owner,
  game: r.game,
  demo: r.demo,
  seedId: Number(r.seed_id),
  nonce: r.nonce,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  bet: r.bet,
  stake: cents(r.stake),
  win: cents(r.win),
  state: r.state,
  view: r.view,
  status: r.status,
  betAcknowledgedAt: r.bet_acknowledged_at,
  bets: r.bets,
  pendingTransaction: r.pending_transaction,
  pendingAmount: r.pending_amount === null ? null : cents(r.pending_amount),
  version: r.version,
  freeRoundId: r.free_round_id,
  mathHash: r.math_hash,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  finishedAt: r.finished_at,
});

/** JSON for a JSONB parameter; undefined (a finished round's state) is SQL NULL. */
const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** A round as it is first written: the fields of RoundRow known before any step is played. */
export type NewRound = Pick<
  RoundRow,
  | 'id'
  | 'sessionId'
  | 'owner'
  | 'game'
  | 'demo'
  | 'seedId'
  | 'nonce'
  | 'serverSeedHash'
  | 'clientSeed'
  | 'bet'
  | 'stake'
> & { now: Date; freeRoundId?: string | null; mathHash: string };

export async function insertRound(tx: StudioQueryable, r: NewRound): Promise<RoundRow> {
  const { rows } = await tx.query<Raw>(
    `INSERT INTO studio_rounds (id, session_id, owner, game, demo, seed_id, nonce, server_seed_hash,
       client_seed, bet, stake, status, bet_acknowledged_at, created_at, updated_at, free_round_id, math_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, 'open',
       CASE WHEN $5 THEN $12::timestamptz END, $12, $12, $13, $14)
     RETURNING *`,
    [
      r.id,
      r.sessionId,
      r.owner,
      r.game,
      r.demo,
      r.seedId,
      r.nonce,
      r.serverSeedHash,
      r.clientSeed,
      json(r.bet),
      r.stake,
      r.now,
      r.freeRoundId ?? null,
      r.mathHash,
    ],
  );
  return toRound(requireRow(rows, 'round insert returned nothing'));
}

export async function findRound(q: StudioQueryable, id: string): Promise<RoundRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_rounds WHERE id = $1', [id]);
  return rows[0] && toRound(rows[0]);
}

export async function lockRound(tx: StudioQueryable, id: string): Promise<RoundRow | undefined> {
  const { rows } = await tx.query<Raw>('SELECT * FROM studio_rounds WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] && toRound(rows[0]);
}

/** Whether the owner has a round of this game still in play (one at a time per game). */
export async function hasOpenRound(q: StudioQueryable, owner: string, game: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM studio_rounds WHERE owner = $1 AND game = $2 AND status = 'open' LIMIT 1`,
    [owner, game],
  );
  return rows.length > 0;
}

/** Whether the owner has any round in play, in any game (the seeds may not change then). */
export async function hasAnyOpenRound(q: StudioQueryable, owner: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM studio_rounds WHERE owner = $1 AND status = 'open' LIMIT 1`, [
    owner,
  ]);
  return rows.length > 0;
}

/** The owner's multi-step round of this game between steps, if any (to resume after a reload). */
export async function findRoundInPlay(
  q: StudioQueryable,
  owner: string,
  game: string,
): Promise<RoundRow | undefined> {
  const { rows } = await q.query<Raw>(
    `SELECT * FROM studio_rounds
     WHERE owner = $1 AND game = $2 AND status = 'open' AND view IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
    [owner, game],
  );
  return rows[0] && toRound(rows[0]);
}

/** Records the casino's confirmation of the first bet; false when the round was voided meanwhile. */
export async function acknowledgeBet(q: StudioQueryable, id: string, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE studio_rounds SET bet_acknowledged_at = $2, updated_at = $2
     WHERE id = $1 AND status = 'open' AND bet_acknowledged_at IS NULL`,
    [id, now],
  );
  return rowCount === 1;
}

/** Voids a round whose money never moved (or whose bet is being rolled back). */
export async function markRolledBack(q: StudioQueryable, id: string, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE studio_rounds SET status = 'rolled_back', pending_transaction = NULL, pending_amount = NULL,
       finished_at = $2, updated_at = $2, version = version + 1
     WHERE id = $1 AND status = 'open'`,
    [id, now],
  );
  return rowCount === 1;
}

/** Reserves an extra bet on a round between steps; false when the round moved meanwhile. */
export async function claimExtraBet(
  q: StudioQueryable,
  round: Pick<RoundRow, 'id' | 'version'>,
  transactionId: string,
  amount: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE studio_rounds SET pending_transaction = $3, pending_amount = $4, bets = bets + 1, updated_at = $5
     WHERE id = $1 AND version = $2 AND status = 'open' AND pending_transaction IS NULL`,
    [round.id, round.version, transactionId, amount, now],
  );
  return rowCount === 1;
}

/** Forgets an extra bet that did not go through (refused, or being rolled back). */
export async function releaseExtraBet(
  q: StudioQueryable,
  id: string,
  transactionId: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE studio_rounds SET pending_transaction = NULL, pending_amount = NULL
     WHERE id = $1 AND pending_transaction = $2`,
    [id, transactionId],
  );
  return rowCount === 1;
}

export interface StepUpdate {
  id: string;
  /** The version the step was computed from; the update applies only if nothing moved since. */
  version: number;
  /** The extra bet this step paid for, which must still be the round's pending one. */
  pendingTransaction: string | null;
  view: unknown;
  state: unknown;
  finished: boolean;
  win: number;
  extraStake: number;
  /** The status a finished round takes: 'settling' (its win call queued) or 'closed' (demo). */
  finishedStatus: 'settling' | 'closed';
  now: Date;
}

/** Stores a played step; undefined when the round moved meanwhile (another step, a job). */
export async function recordStep(tx: StudioQueryable, u: StepUpdate): Promise<RoundRow | undefined> {
  const { rows } = await tx.query<Raw>(
    `UPDATE studio_rounds SET
       view = $3::jsonb, state = $4::jsonb, win = $5, stake = stake + $6,
       status = CASE WHEN $7 THEN $8 ELSE 'open' END,
       finished_at = CASE WHEN $7 THEN $9::timestamptz END,
       pending_transaction = NULL, pending_amount = NULL, version = version + 1, updated_at = $9
     WHERE id = $1 AND version = $2 AND status = 'open'
       AND pending_transaction IS NOT DISTINCT FROM $10
     RETURNING *`,
    [
      u.id,
      u.version,
      json(u.view),
      u.finished ? null : json(u.state),
      u.finished ? u.win : 0,
      u.extraStake,
      u.finished,
      u.finishedStatus,
      u.now,
      u.pendingTransaction,
    ],
  );
  return rows[0] && toRound(rows[0]);
}

/** A settling round whose win the casino acknowledged. */
export async function markClosed(q: StudioQueryable, id: string): Promise<void> {
  await q.query(`UPDATE studio_rounds SET status = 'closed' WHERE id = $1 AND status = 'settling'`, [id]);
}

export interface HistoryRow extends RoundRow {
  /** The round's server seed once revealed, else null. */
  revealedServerSeed: string | null;
}

/** The owner's played rounds of a game, newest first (void rounds left out). */
export async function listHistory(
  q: StudioQueryable,
  owner: string,
  game: string,
  limit: number,
): Promise<HistoryRow[]> {
  const { rows } = await q.query<Raw & { revealed_server_seed: string | null }>(
    `SELECT r.*, CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed END AS revealed_server_seed
     FROM studio_rounds r JOIN studio_seeds s ON s.id = r.seed_id
     WHERE r.owner = $1 AND r.game = $2 AND r.status <> 'rolled_back' AND r.view IS NOT NULL
     ORDER BY r.created_at DESC, r.nonce DESC LIMIT $3`,
    [owner, game, limit],
  );
  return rows.map((r) => ({ ...toRound(r), revealedServerSeed: r.revealed_server_seed }));
}

/** Claims rounds a job must look at, skipping those another process holds. */
export async function claimRounds(
  tx: StudioQueryable,
  where: 'unplayed' | 'idle' | 'unconfirmed' | 'stale_extra_bet',
  before: Date,
  limit: number,
): Promise<RoundRow[]> {
  const conditions = {
    // The bet went through but the process died before the outcome was stored.
    unplayed: `status = 'open' AND NOT demo AND bet_acknowledged_at IS NOT NULL AND view IS NULL
      AND bet_acknowledged_at < $1`,
    // A multi-step round the player walked away from.
    idle: `status = 'open' AND view IS NOT NULL AND pending_transaction IS NULL AND updated_at < $1`,
    // The first bet's answer never got recorded.
    unconfirmed: `status = 'open' AND NOT demo AND bet_acknowledged_at IS NULL AND created_at < $1`,
    // An extra bet's answer never got recorded.
    stale_extra_bet: `status = 'open' AND pending_transaction IS NOT NULL AND updated_at < $1`,
  } as const;
  const { rows } = await tx.query<Raw>(
    `SELECT * FROM studio_rounds WHERE ${conditions[where]}
     ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [before, limit],
  );
  return rows.map(toRound);
}

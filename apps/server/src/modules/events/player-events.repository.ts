import type { Queryable } from '../../platform/db/types.js';

/** What can happen to a player that the inbox turns into a message. */
export type PlayerEventType =
  | 'deposit_credited'
  | 'withdrawal_requested'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'document_verified'
  | 'document_rejected'
  | 'tournament_prize'
  | 'bonus_granted'
  | 'bonus_activated'
  | 'bonus_expiring'
  | 'sports_free_bet'
  | 'sports_bet_after_bonus'
  | 'tournament_started'
  | 'station_reached'
  | 'cashback_ready'
  | 'broadcast'
  | 'gambling_limit_changed'
  | 'gambling_break_started'
  | 'gambling_exclusion_changed';

export interface NewPlayerEvent {
  userId: number;
  type: PlayerEventType;
  /** What the message needs (ids, USD amounts as numbers, reasons): stored as JSONB, never internal paths. */
  payload: Record<string, unknown>;
  /** One event per cause (e.g. `withdrawal:<id>:paid`): a repeated cause writes nothing. */
  dedupeKey: string;
  now: Date;
}

/**
 * Records an event in the caller's transaction, so it exists exactly when the change it reports
 * does. Answers false when an event with the same dedupe key was written already.
 */
export async function insertPlayerEvent(db: Queryable, e: NewPlayerEvent): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO player_events (user_id, type, payload, created_at, dedupe_key) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [e.userId, e.type, JSON.stringify(e.payload), e.now, e.dedupeKey],
  );
  return rows.length > 0;
}

/** How many of the player's events of these types carry all of the given payload fields (JSONB containment). */
export async function countPlayerEvents(
  db: Queryable,
  userId: number,
  types: readonly PlayerEventType[],
  payloadContains: Record<string, unknown>,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM player_events
     WHERE user_id = $1 AND type = ANY($2::text[]) AND payload @> $3::jsonb`,
    [userId, types, JSON.stringify(payloadContains)],
  );
  return rows[0]?.n ?? 0;
}

import type { Queryable } from '../../platform/db/types.js';
import type { BroadcastTexts, InboxEventRow } from './inbox.templates.js';

/**
 * The inbox's reads of player_events, the players' dismissals, operator broadcasts and the
 * events the inbox's jobs write (docs/decisions/019). Events are written with ON CONFLICT on
 * their dedupe key, as insertPlayerEvent does, so a repeated run writes nothing new.
 */

/** The player's newest events of the given types since a moment, not dismissed, newest first. */
export async function listEvents(
  db: Queryable,
  q: { userId: number; types: readonly string[]; since: Date; limit: number },
): Promise<InboxEventRow[]> {
  const { rows } = await db.query<InboxEventRow & { id: string | number }>(
    `SELECT e.id, e.type, e.payload, e.created_at, b.texts AS broadcast_texts, b.route AS broadcast_route
     FROM player_events e
     LEFT JOIN inbox_broadcasts b
       ON e.type = 'broadcast' AND b.id = CASE WHEN e.payload->>'broadcast_id' ~ '^[0-9]{1,15}$'
                                              THEN (e.payload->>'broadcast_id')::bigint END
     WHERE e.user_id = $1 AND e.type = ANY($2::text[]) AND e.created_at >= $3
       AND NOT EXISTS (SELECT 1 FROM inbox_dismissals d WHERE d.user_id = e.user_id AND d.event_id = e.id)
     ORDER BY e.id DESC
     LIMIT $4`,
    [q.userId, q.types, q.since, q.limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Whether the event is the player's and of a type the inbox shows. */
export async function isOwnMessage(
  db: Queryable,
  userId: number,
  eventId: number,
  types: readonly string[],
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM player_events WHERE id = $1 AND user_id = $2 AND type = ANY($3::text[])',
    [eventId, userId, types],
  );
  return rows.length > 0;
}

/** Hides the message for the player; a second dismissal changes nothing. */
export async function insertDismissal(
  db: Queryable,
  d: { userId: number; eventId: number; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO inbox_dismissals (user_id, event_id, dismissed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, event_id) DO NOTHING`,
    [d.userId, d.eventId, d.now],
  );
}

/**
 * Marketing never reaches a player in a time-out, a self-exclusion or its cooling-off
 * (docs/decisions/038, 040): a condition on the player id `who` at the moment parameter `at`.
 */
function notPaused(who: string, at: string): string {
  return `NOT EXISTS (SELECT 1 FROM gambling_players gp WHERE gp.user_id = ${who} AND gp.blocked_until > ${at})`;
}

// ---- broadcasts ----

/** Who a broadcast goes to. */
export type Segment =
  | { kind: 'all' }
  | { kind: 'depositors' }
  | { kind: 'verified' }
  | { kind: 'vip' }
  | { kind: 'station'; level: number };

/** A WHERE condition on users u for the segment, with its parameters numbered from `first`. */
function segmentCondition(
  segment: Segment,
  first: number,
  month: string,
): { sql: string; params: unknown[] } {
  switch (segment.kind) {
    case 'all':
      return { sql: 'true', params: [] };
    case 'depositors':
      return { sql: 'EXISTS (SELECT 1 FROM deposit_credits d WHERE d.user_id = u.id)', params: [] };
    case 'verified':
      return { sql: `u.verification_state = 'verified'`, params: [] };
    case 'vip':
      return { sql: 'u.vip_since IS NOT NULL', params: [] };
    case 'station':
      return {
        sql: `EXISTS (SELECT 1 FROM loyalty_months m WHERE m.user_id = u.id AND m.month = $${first}::date AND m.station >= $${first + 1})`,
        params: [month, segment.level],
      };
  }
}

export interface BroadcastRow {
  id: number;
  code: string;
  segment: string;
  route: string;
  texts: BroadcastTexts;
  recipients: number;
  created_at: Date;
}

export async function findBroadcast(db: Queryable, code: string): Promise<BroadcastRow | undefined> {
  const { rows } = await db.query<BroadcastRow>(
    'SELECT id, code, segment, route, texts, recipients, created_at FROM inbox_broadcasts WHERE code = $1',
    [code],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** How many players a broadcast to the segment would reach now. */
export async function countSegment(
  db: Queryable,
  segment: Segment,
  month: string,
  now: Date,
): Promise<number> {
  const where = segmentCondition(segment, 2, month);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${where.sql} AND ${notPaused('u.id', '$1')}`,
    [now, ...where.params],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Records a broadcast and writes its event for every player of the segment, in the caller's
 * transaction. Answers undefined when the code was used already (nothing is written).
 */
export async function insertBroadcast(
  tx: Queryable,
  b: {
    code: string;
    segment: Segment;
    segmentText: string;
    route: string;
    texts: BroadcastTexts;
    now: Date;
    month: string;
  },
): Promise<{ id: number; recipients: number } | undefined> {
  const inserted = await tx.query<{ id: string | number }>(
    `INSERT INTO inbox_broadcasts (code, segment, route, texts, recipients, created_at)
     VALUES ($1, $2, $3, $4::jsonb, 0, $5) ON CONFLICT (code) DO NOTHING RETURNING id`,
    [b.code, b.segmentText, b.route, JSON.stringify(b.texts), b.now],
  );
  const raw = inserted.rows[0]?.id;
  if (raw === undefined) return undefined;
  const id = Number(raw);
  const where = segmentCondition(b.segment, 3, b.month);
  const fanned = await tx.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO player_events (user_id, type, payload, created_at, dedupe_key)
       SELECT u.id, 'broadcast', jsonb_build_object('broadcast_id', $1::bigint), $2, 'broadcast:' || $1::bigint || ':' || u.id
       FROM users u WHERE ${where.sql} AND ${notPaused('u.id', '$2')}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [id, b.now, ...where.params],
  );
  const recipients = fanned.rows[0]?.n ?? 0;
  await tx.query('UPDATE inbox_broadcasts SET recipients = $2 WHERE id = $1', [id, recipients]);
  return { id, recipients };
}

export interface BroadcastSummary extends BroadcastRow {
  /** Recipients who still have the message (have not deleted it). */
  kept: number;
}

/** Every broadcast, newest first, with how many players got it and still keep it. */
export async function listBroadcasts(db: Queryable, limit: number, offset = 0): Promise<BroadcastSummary[]> {
  const { rows } = await db.query<BroadcastSummary>(
    `SELECT b.id, b.code, b.segment, b.route, b.texts, b.recipients, b.created_at,
            (SELECT count(*)::int FROM player_events e
              WHERE e.type = 'broadcast' AND e.payload->>'broadcast_id' = b.id::text
                AND NOT EXISTS (SELECT 1 FROM inbox_dismissals d WHERE d.event_id = e.id)) AS kept
     FROM inbox_broadcasts b ORDER BY b.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countBroadcasts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_broadcasts');
  return rows[0]?.n ?? 0;
}

// ---- the jobs' events ----

/**
 * One bonus_expiring event per active bonus whose wagering period ends within the window; a bonus
 * warned once is never warned again (its dedupe key). Answers how many were written.
 */
export async function insertExpiringBonusEvents(
  db: Queryable,
  w: { now: Date; until: Date },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH written AS (
     INSERT INTO player_events (user_id, type, payload, created_at, dedupe_key)
     SELECT pb.user_id, 'bonus_expiring',
            jsonb_build_object(
              'player_bonus_id', pb.id,
              'terms', t.code,
              'title', t.title,
              'wager_ends_at', to_char(pb.wager_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
            $1, 'bonus:' || pb.id || ':expiring'
     FROM player_bonuses pb JOIN bonus_terms t ON t.id = pb.terms_id
     WHERE pb.state = 'active' AND pb.wager_ends_at > $1 AND pb.wager_ends_at <= $2
       AND ${notPaused('pb.user_id', '$1')}
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [w.now, w.until],
  );
  return rows[0]?.n ?? 0;
}

export interface StartedTournament {
  id: number;
  name: unknown;
  prize_cents: number;
  end_date: Date;
}

/** Events that started within the window, are still running and have not been announced. */
export async function unannouncedStarts(
  db: Queryable,
  w: { since: Date; now: Date },
): Promise<StartedTournament[]> {
  const { rows } = await db.query<StartedTournament>(
    `SELECT t.id, t.name, t.prize_cents, t.end_date FROM tournaments t
     WHERE t.start_date > $1 AND t.start_date <= $2 AND t.end_date > $2
       AND NOT EXISTS (SELECT 1 FROM inbox_tournament_announcements a WHERE a.tournament_id = t.id)
     ORDER BY t.start_date, t.id`,
    [w.since, w.now],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), prize_cents: Number(r.prize_cents) }));
}

/**
 * Announces a started event to the players who bet real money this month or last (one
 * loyalty_months row per player and month keeps the read small), in the caller's transaction.
 * Answers undefined when the event was announced already.
 */
export async function announceTournament(
  tx: Queryable,
  a: { tournament: StartedTournament; activeSince: string; now: Date },
): Promise<number | undefined> {
  const claimed = await tx.query(
    `INSERT INTO inbox_tournament_announcements (tournament_id, announced_at, recipients) VALUES ($1, $2, 0)
     ON CONFLICT (tournament_id) DO NOTHING RETURNING tournament_id`,
    [a.tournament.id, a.now],
  );
  if (claimed.rows.length === 0) return undefined;
  const payload = {
    tournament_id: a.tournament.id,
    name: a.tournament.name,
    prize_usd: a.tournament.prize_cents / 100,
    end_date: a.tournament.end_date.toISOString(),
  };
  const { rows } = await tx.query<{ n: number }>(
    `WITH written AS (
       INSERT INTO player_events (user_id, type, payload, created_at, dedupe_key)
       SELECT p.user_id, 'tournament_started', $2::jsonb, $3, 'tournament:' || $1::bigint || ':started:' || p.user_id
       FROM (SELECT DISTINCT user_id FROM loyalty_months WHERE month >= $4::date) p
       WHERE ${notPaused('p.user_id', '$3')}
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM written`,
    [a.tournament.id, JSON.stringify(payload), a.now, a.activeSince],
  );
  const recipients = rows[0]?.n ?? 0;
  await tx.query('UPDATE inbox_tournament_announcements SET recipients = $2 WHERE tournament_id = $1', [
    a.tournament.id,
    recipients,
  ]);
  return recipients;
}

import type { EventListWhen, EventStatus, MarketStatus, MarketType } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';

/** The read side of the book: sports, events, markets and outcomes as the feed left them. */

export interface SportCountRow {
  sport_id: number;
  slug: string;
  sport_name: string;
  competition_id: number;
  competition_name: string;
  country: string;
  event_count: number;
  live_count: number;
}

/** Every competition with its open events (not started or live), grouped by sport in the caller. */
export async function sportCounts(db: Queryable): Promise<SportCountRow[]> {
  const { rows } = await db.query<SportCountRow>(
    `SELECT s.id AS sport_id, s.slug, s.name AS sport_name, c.id AS competition_id,
            c.name AS competition_name, c.country,
            count(e.id)::int AS event_count, count(e.id) FILTER (WHERE e.status = 'live')::int AS live_count
       FROM sports s JOIN competitions c ON c.sport_id = s.id
       LEFT JOIN sport_events e ON e.competition_id = c.id AND e.status IN ('not_started', 'live')
      GROUP BY s.id, c.id
      ORDER BY s.position, s.id, c.name`,
  );
  return rows;
}

export interface EventRow {
  id: string;
  sport_id: number;
  slug: string;
  sport_name: string;
  competition_id: number;
  competition_name: string;
  country: string;
  home: string;
  away: string;
  starts_at: Date;
  status: EventStatus;
  home_score: number | null;
  away_score: number | null;
  period_scores: Array<{ home: number; away: number }>;
  match_clock: string | null;
  market_count: number;
}

const EVENT_COLUMNS = `e.id, s.id AS sport_id, s.slug, s.name AS sport_name, c.id AS competition_id,
  c.name AS competition_name, c.country, e.home, e.away, e.starts_at, e.status, e.home_score,
  e.away_score, e.period_scores, e.match_clock,
  (SELECT count(*)::int FROM sport_markets m WHERE m.event_id = e.id AND m.status IN ('active', 'suspended')) AS market_count`;
const EVENT_FROM = `sport_events e JOIN competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id`;

export interface EventFilter {
  sport: string | undefined;
  competition: number | undefined;
  when: EventListWhen | undefined;
  /** The start and end of today (UTC), for when = today. */
  dayStart: Date;
  dayEnd: Date;
}

function eventWhere(filter: EventFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    filter.sport ?? null,
    filter.competition ?? null,
    filter.when ?? null,
    filter.dayStart,
    filter.dayEnd,
  ];
  const sql = `($1::text IS NULL OR s.slug = $1) AND ($2::int IS NULL OR c.id = $2)
    AND CASE $3::text
      WHEN 'live' THEN e.status = 'live'
      WHEN 'today' THEN e.status IN ('not_started', 'live') AND e.starts_at >= $4 AND e.starts_at < $5
      WHEN 'upcoming' THEN e.status = 'not_started'
      ELSE e.status IN ('not_started', 'live') END`;
  return { sql, params };
}

export async function listEvents(
  db: Queryable,
  filter: EventFilter,
  limit: number,
  offset: number,
): Promise<{ rows: EventRow[]; count: number }> {
  const where = eventWhere(filter);
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE ${where.sql}
      ORDER BY e.status = 'live' DESC, e.starts_at, e.id LIMIT $6 OFFSET $7`,
    [...where.params, limit, offset],
  );
  const { rows: counted } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${EVENT_FROM} WHERE ${where.sql}`,
    where.params,
  );
  return { rows, count: counted[0]?.count ?? 0 };
}

export async function eventById(db: Queryable, id: number): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE e.id = $1`, [
    id,
  ]);
  return rows[0];
}

/** The events named (those that exist), in id order. */
export async function eventsByIds(db: Queryable, ids: readonly number[]): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM ${EVENT_FROM} WHERE e.id = ANY($1::bigint[]) ORDER BY e.id`,
    [ids],
  );
  return rows;
}

export interface MarketRow {
  id: string;
  event_id: string;
  type: MarketType;
  line: string | null;
  status: MarketStatus;
  outcomes: Array<{ id: number; key: string; odds: string; active: boolean }>;
}

/**
 * The events' markets with their outcomes, in the feed's order; only the main market (1X2 or
 * the winner) when mainOnly. Settled and cancelled markets are not offered, so not listed.
 */
export async function marketsOf(
  db: Queryable,
  eventIds: readonly number[],
  mainOnly: boolean,
): Promise<MarketRow[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await db.query<MarketRow>(
    `SELECT m.id, m.event_id, m.type, m.line::text AS line, m.status,
            (SELECT json_agg(json_build_object('id', o.id, 'key', o.key, 'odds', to_char(o.odds, 'FM9999990.00'),
                     'active', o.active) ORDER BY o.position)
               FROM sport_outcomes o WHERE o.market_id = m.id) AS outcomes
       FROM sport_markets m
      WHERE m.event_id = ANY($1::bigint[]) AND m.status IN ('active', 'suspended')
        AND (NOT $2 OR m.type IN ('match_result', 'match_winner'))
      ORDER BY m.event_id, m.position, m.id`,
    [eventIds, mainOnly],
  );
  return rows;
}

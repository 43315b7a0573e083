import type { EventStatus, MarketStatus } from '@casino/contract';
import type { Queryable } from '../../../platform/db/types.js';

/** Bets still at stake: their money is the book's liability until settled. */
const OPEN = `b.status IN ('open', 'pending')`;

/**
 * What a bet staked into the book, and what it would pay if it won: a free bet's stake is the
 * house's own (docs/decisions/048), so it took nothing that could offset a payout; its stored
 * potential return is already its winnings alone (settlement's core computed it at placement).
 */
const BOOK_STAKE = `CASE WHEN b.free_bet THEN 0 ELSE b.total_stake_cents END`;
const BOOK_PAYOUT = `b.potential_return_cents`;

export interface EventRow {
  id: number;
  feed_id: string;
  sport: string;
  sport_feed_id: string;
  sport_name: string;
  competition: string;
  competition_feed_id: string;
  country: string;
  home: string;
  away: string;
  starts_at: Date;
  status: EventStatus;
}

const EVENT_SELECT = `SELECT e.id::int AS id, e.feed_id, s.slug AS sport, s.feed_id AS sport_feed_id, s.name AS sport_name,
    c.name AS competition, c.feed_id AS competition_feed_id, c.country, e.home, e.away, e.starts_at, e.status
  FROM sport_events e JOIN competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id`;

export interface EventFilter {
  sport: string | undefined;
  status: EventStatus | undefined;
  live: boolean | undefined;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function eventPage(db: Queryable, f: EventFilter): Promise<{ rows: EventRow[]; total: number }> {
  const where = `($1::text IS NULL OR s.slug = $1) AND ($2::text IS NULL OR e.status = $2)
    AND ($3::boolean IS NULL OR (e.status = 'live') = $3)`;
  const params = [f.sport ?? null, f.status ?? null, f.live ?? null];
  const { rows } = await db.query<EventRow>(
    `${EVENT_SELECT} WHERE ${where} ORDER BY e.starts_at ${f.order === 'asc' ? 'ASC' : 'DESC'}, e.id
     LIMIT $4 OFFSET $5`,
    [...params, f.limit, f.offset],
  );
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sport_events e JOIN competitions c ON c.id = e.competition_id
       JOIN sports s ON s.id = c.sport_id WHERE ${where}`,
    params,
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findEvent(q: Queryable, id: number): Promise<EventRow | undefined> {
  const { rows } = await q.query<EventRow>(`${EVENT_SELECT} WHERE e.id = $1`, [id]);
  return rows[0];
}

export async function sportBySlug(
  q: Queryable,
  slug: string,
): Promise<{ feed_id: string; slug: string; name: string } | undefined> {
  const { rows } = await q.query<{ feed_id: string; slug: string; name: string }>(
    `SELECT feed_id, slug, name FROM sports WHERE slug = $1`,
    [slug],
  );
  return rows[0];
}

export async function sportList(q: Queryable): Promise<Array<{ slug: string; name: string }>> {
  const { rows } = await q.query<{ slug: string; name: string }>(
    `SELECT slug, name FROM sports ORDER BY position, name`,
  );
  return rows;
}

export interface MarketRow {
  id: number;
  event_id: number;
  type: string;
  specifier: string;
  status: MarketStatus;
  position: number;
}

/** The event's markets in the order the book shows them. */
export async function marketsOf(q: Queryable, eventId: number): Promise<MarketRow[]> {
  const { rows } = await q.query<MarketRow>(
    `SELECT id::int AS id, event_id::int AS event_id, type, specifier, status, position
       FROM sport_markets WHERE event_id = $1 ORDER BY position, id`,
    [eventId],
  );
  return rows;
}

export async function findMarket(q: Queryable, id: number): Promise<MarketRow | undefined> {
  const { rows } = await q.query<MarketRow>(
    `SELECT id::int AS id, event_id::int AS event_id, type, specifier, status, position
       FROM sport_markets WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export interface OutcomeRow {
  id: number;
  market_id: number;
  key: string;
  odds: string;
  active: boolean;
  result: 0 | 1 | null;
  void_factor: string | null;
  dead_heat_factor: string | null;
  /** Cents the open bets backing it would return if it won. */
  payout_cents: number;
}

/** The markets' outcomes with their results and what the open bets backing each would return. */
export async function outcomesOf(q: Queryable, marketIds: readonly number[]): Promise<OutcomeRow[]> {
  if (marketIds.length === 0) return [];
  const { rows } = await q.query<OutcomeRow>(
    `SELECT o.id::int AS id, o.market_id::int AS market_id, o.key, o.odds::text AS odds, o.active,
            r.result::int AS result, r.void_factor::text AS void_factor, r.dead_heat_factor::text AS dead_heat_factor,
            COALESCE((SELECT sum(${BOOK_PAYOUT}) FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
                       WHERE l.outcome_id = o.id AND ${OPEN}), 0)::bigint::float8 AS payout_cents
       FROM sport_outcomes o LEFT JOIN sport_outcome_results r ON r.outcome_id = o.id
      WHERE o.market_id = ANY($1::bigint[]) ORDER BY o.market_id, o.position, o.id`,
    [marketIds],
  );
  return rows;
}

export interface MarketStake {
  market_id: number;
  bets: number;
  stake_cents: number;
}

/** The open bets with a leg on each market, and what they staked into the book. */
export async function marketStakes(q: Queryable, marketIds: readonly number[]): Promise<MarketStake[]> {
  if (marketIds.length === 0) return [];
  const { rows } = await q.query<MarketStake>(
    `SELECT l.market_id::int AS market_id, count(DISTINCT b.id)::int AS bets,
            sum(${BOOK_STAKE})::bigint::float8 AS stake_cents
       FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
      WHERE l.market_id = ANY($1::bigint[]) AND ${OPEN} GROUP BY l.market_id`,
    [marketIds],
  );
  return rows;
}

export interface EventExposure {
  event_id: number;
  stake_cents: number;
  /** The sum over markets of their worst outcome's liability, when positive. */
  liability_cents: number;
}

/** Each event's open stake (bets counted once) and worst-case liability, for a page of events. */
export async function eventExposures(q: Queryable, eventIds: readonly number[]): Promise<EventExposure[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await q.query<EventExposure>(
    `WITH legs AS (
       SELECT l.event_id, l.market_id, l.outcome_id, b.id AS bet_id, ${BOOK_STAKE} AS total_stake_cents,
              ${BOOK_PAYOUT} AS potential_return_cents
         FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
        WHERE l.event_id = ANY($1::bigint[]) AND ${OPEN}
     ),
     per_outcome AS (
       SELECT event_id, market_id, outcome_id, sum(potential_return_cents) AS payout FROM legs GROUP BY 1, 2, 3
     ),
     per_market AS (
       SELECT event_id, market_id, sum(total_stake_cents) AS stake FROM legs GROUP BY 1, 2
     ),
     worst AS (
       SELECT m.event_id, m.market_id, GREATEST(max(o.payout) - m.stake, 0) AS liability
         FROM per_market m JOIN per_outcome o ON o.market_id = m.market_id GROUP BY m.event_id, m.market_id, m.stake
     )
     SELECT e.id::int AS event_id,
            COALESCE((SELECT sum(DISTINCT_STAKE.s) FROM (SELECT DISTINCT bet_id, total_stake_cents AS s FROM legs
                       WHERE legs.event_id = e.id) DISTINCT_STAKE), 0)::bigint::float8 AS stake_cents,
            COALESCE((SELECT sum(w.liability) FROM worst w WHERE w.event_id = e.id), 0)::bigint::float8 AS liability_cents
       FROM unnest($1::bigint[]) AS e(id)`,
    [eventIds],
  );
  return rows;
}

/** Locks the event for a trader's change, as the feed adapter does for a message. */
export async function lockEventById(tx: Queryable, id: number): Promise<EventRow | undefined> {
  await tx.query(`SELECT id FROM sport_events WHERE id = $1 FOR NO KEY UPDATE`, [id]);
  return findEvent(tx, id);
}

export async function playerExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM users WHERE id = $1`, [id]);
  return rows.length > 0;
}

import type { Queryable } from '../../../platform/db/types.js';
import type { SportEventStatus } from './feed-messages.js';
import { lineOf } from './feed.repository.js';

/**
 * The SQL of a run's folded price messages (docs/decisions/044, "Throughput"): set-based, a
 * statement per table whatever the number of events, markets and outcomes. Runs in the applying
 * transaction, after the run locked its events and the markets whose state it changes.
 */

export interface EventState {
  eventId: number;
  /** The producer time of the latest price message applied, ms. */
  producedAt: number;
  /** The latest sport event status sent; undefined when none of the messages carried one. */
  status: SportEventStatus | undefined;
}

/** Moves each event's producer time, and its status, score and clock where a message sent them. */
export async function applyEventStates(
  tx: Queryable,
  events: readonly EventState[],
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE sport_events e SET
       status = COALESCE(s.status, e.status),
       home_score = CASE WHEN s.status IS NULL THEN e.home_score ELSE s.home_score END,
       away_score = CASE WHEN s.status IS NULL THEN e.away_score ELSE s.away_score END,
       period_scores = COALESCE(s.periods::jsonb, e.period_scores),
       match_clock = CASE WHEN s.status IS NULL THEN e.match_clock ELSE s.clock END,
       feed_at = s.feed_at, updated_at = $8
     FROM unnest($1::bigint[], $2::timestamptz[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[])
       AS s(id, feed_at, status, home_score, away_score, periods, clock)
     WHERE e.id = s.id`,
    [
      events.map((e) => e.eventId),
      events.map((e) => new Date(e.producedAt)),
      events.map((e) => e.status?.status ?? null),
      events.map((e) => e.status?.home_score ?? null),
      events.map((e) => e.status?.away_score ?? null),
      events.map((e) => (e.status ? JSON.stringify(e.status.periods) : null)),
      events.map((e) => e.status?.clock ?? null),
      at,
    ],
    { name: 'sport_feed_event_states' },
  );
}

export interface MarketState {
  eventId: number;
  type: string;
  specifier: string;
  /** The status the first of the run's messages gave it, and the last. */
  firstStatus: string;
  status: string;
  /** Whether a message of the run suspended it after an earlier one had it active. */
  stoppedWithin: boolean;
  position: number;
}

/**
 * Applies the markets' statuses and positions, creating those the feed names for the first time;
 * answers the ids of the run's markets by `eventId|type|specifier`. Only a row whose state differs
 * is written (a price alone changes no market row, so it neither waits for nor holds up a
 * placement holding its market: docs/decisions/044, "Locks"). A settled or cancelled market keeps
 * its state (only a rollback reopens it), so a late price cannot reopen a market already paid, and
 * is not answered. `stopped_at` moves when the market was active and the run stopped it (at its
 * first message, or between two of its messages).
 */
export async function upsertMarketsOfEvents(
  tx: Queryable,
  markets: readonly MarketState[],
  at: Date,
): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: string; event_id: string; type: string; specifier: string }>(
    `WITH m AS (
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::int[], $9::text[])
         AS m(event_id, type, specifier, first_status, status, stopped_within, position, line)
     ),
     open AS (
       SELECT s.id, s.event_id, s.type, s.specifier FROM sport_markets s
         JOIN m ON s.event_id = m.event_id AND s.type = m.type AND s.specifier = m.specifier
        WHERE s.status NOT IN ('settled', 'cancelled')
     ),
     updated AS (
       UPDATE sport_markets s SET status = m.status, position = m.position, updated_at = $8::timestamptz,
         stopped_at = CASE WHEN (s.status = 'active' AND m.first_status <> 'active') OR m.stopped_within
                           THEN $8 ELSE s.stopped_at END
         FROM m
        WHERE s.event_id = m.event_id AND s.type = m.type AND s.specifier = m.specifier
          AND s.status NOT IN ('settled', 'cancelled')
          AND (s.status IS DISTINCT FROM m.status OR s.position IS DISTINCT FROM m.position
               OR (s.status = 'active' AND m.first_status <> 'active') OR m.stopped_within)
       RETURNING s.id
     ),
     inserted AS (
       INSERT INTO sport_markets (event_id, type, specifier, line, status, position, updated_at, stopped_at)
       SELECT m.event_id, m.type, m.specifier, m.line::numeric, m.status, m.position, $8,
              CASE WHEN m.stopped_within THEN $8::timestamptz END
         FROM m
        WHERE NOT EXISTS (SELECT 1 FROM sport_markets s
                           WHERE s.event_id = m.event_id AND s.type = m.type AND s.specifier = m.specifier)
       ON CONFLICT (event_id, type, specifier) DO NOTHING
       RETURNING id, event_id, type, specifier
     )
     SELECT * FROM open UNION ALL SELECT * FROM inserted`,
    [
      markets.map((m) => m.eventId),
      markets.map((m) => m.type),
      markets.map((m) => m.specifier),
      markets.map((m) => m.firstStatus),
      markets.map((m) => m.status),
      markets.map((m) => m.stoppedWithin),
      markets.map((m) => m.position),
      at,
      markets.map((m) => lineOf(m.specifier)),
    ],
    { name: 'sport_feed_markets_upsert' },
  );
  return new Map(rows.map((r) => [`${r.event_id}|${r.type}|${r.specifier}`, Number(r.id)]));
}

export interface OutcomePrice {
  key: string;
  odds: string;
  active: boolean;
  position: number;
}

/**
 * Creates or reprices the outcomes, one row each (folded: the latest price of each); a row whose
 * price, flag and position are unchanged is not rewritten.
 */
export async function upsertOutcomes(
  tx: Queryable,
  outcomes: ReadonlyArray<OutcomePrice & { marketId: number }>,
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.query(
    `INSERT INTO sport_outcomes (market_id, key, odds, active, position)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::numeric[], $4::boolean[], $5::int[])
     ON CONFLICT (market_id, key) DO UPDATE SET odds = EXCLUDED.odds, active = EXCLUDED.active,
       position = EXCLUDED.position
       WHERE (sport_outcomes.odds, sport_outcomes.active, sport_outcomes.position)
             IS DISTINCT FROM (EXCLUDED.odds, EXCLUDED.active, EXCLUDED.position)`,
    [
      outcomes.map((o) => o.marketId),
      outcomes.map((o) => o.key),
      outcomes.map((o) => o.odds),
      outcomes.map((o) => o.active),
      outcomes.map((o) => o.position),
    ],
    { name: 'sport_outcomes_upsert' },
  );
}

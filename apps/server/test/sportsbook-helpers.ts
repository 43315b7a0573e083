import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../src/platform/db/types.js';

/** The whole book by the feed's names (not our ids, which depend on the order rows were made). */
export async function bookState(db: Queryable) {
  const events = await db.query<{ feed_id: string; status: string }>(
    `SELECT feed_id, status, home, away, starts_at, home_score, away_score, period_scores, match_clock
       FROM sport_events ORDER BY feed_id`,
  );
  const markets = await db.query(
    `SELECT e.feed_id, m.type, m.specifier, m.line::text, m.status, m.settlement_version
       FROM sport_markets m JOIN sport_events e ON e.id = m.event_id ORDER BY e.feed_id, m.type, m.specifier`,
  );
  const outcomes = await db.query(
    `SELECT e.feed_id, m.type, m.specifier, o.key, o.odds::text, o.active
       FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      ORDER BY e.feed_id, m.type, m.specifier, o.key`,
  );
  const results = await db.query(
    `SELECT e.feed_id, m.type, m.specifier, o.key, r.result, r.void_factor::text, r.dead_heat_factor::text
       FROM sport_outcome_results r JOIN sport_outcomes o ON o.id = r.outcome_id
       JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      ORDER BY e.feed_id, m.type, m.specifier, o.key`,
  );
  return { events: events.rows, markets: markets.rows, outcomes: outcomes.rows, results: results.rows };
}

/** A logger that says nothing, for the feed's parts built outside an app. */
export function silentLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const log = {
    info: quiet,
    warn: quiet,
    error: quiet,
    fatal: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    level: 'silent',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

import type { EventStatus, MarketType } from '@casino/contract';
import { requireRow, type Queryable } from '../../../platform/db/types.js';
import type { Fixture, SettledOutcome } from './feed-messages.js';

/** The SQL of applying feed messages (docs/decisions/044). Every function runs in the applying transaction. */

export interface MarketRef {
  type: MarketType;
  specifier: string;
}

/**
 * Records a run of messages as applied, in one statement; answers the ids newly recorded (an id
 * recorded before, or twice in the run, is recorded once: the others are duplicates, nothing else
 * is done for them).
 */
export async function recordMessages(
  tx: Queryable,
  messages: ReadonlyArray<{ message_id: string; producer: string; type: string; timestamp: number }>,
  at: Date,
): Promise<Set<string>> {
  const { rows } = await tx.query<{ message_id: string }>(
    `INSERT INTO sport_feed_messages (message_id, producer, type, produced_at, applied_at)
     SELECT id, producer, type, produced_at, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
       WITH ORDINALITY AS m(id, producer, type, produced_at, n)
      ORDER BY n
     ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
    [
      messages.map((m) => m.message_id),
      messages.map((m) => m.producer),
      messages.map((m) => m.type),
      messages.map((m) => new Date(m.timestamp)),
      at,
    ],
    { name: 'sport_feed_record' },
  );
  return new Set(rows.map((r) => r.message_id));
}

/**
 * Counts a run's messages on their producers: those applied move the producer's mark (how far its
 * messages were applied, never back), the duplicates are counted as such.
 */
export async function countRun(
  tx: Queryable,
  messages: ReadonlyArray<{ producer: string; timestamp: number; duplicate: boolean }>,
): Promise<void> {
  await tx.query(
    `INSERT INTO sport_feed_producers AS p (producer, last_produced_at, applied, duplicates)
     SELECT producer, max(produced_at) FILTER (WHERE NOT duplicate),
            count(*) FILTER (WHERE NOT duplicate), count(*) FILTER (WHERE duplicate)
       FROM unnest($1::text[], $2::timestamptz[], $3::boolean[]) AS m(producer, produced_at, duplicate)
      GROUP BY producer ORDER BY producer
     ON CONFLICT (producer) DO UPDATE SET applied = p.applied + EXCLUDED.applied,
       duplicates = p.duplicates + EXCLUDED.duplicates,
       last_produced_at = GREATEST(p.last_produced_at, EXCLUDED.last_produced_at)`,
    [
      messages.map((m) => m.producer),
      messages.map((m) => new Date(m.timestamp)),
      messages.map((m) => m.duplicate),
    ],
    { name: 'sport_feed_count' },
  );
}

export interface ProducerRow {
  producer: string;
  last_produced_at: Date | null;
  applied: number;
  duplicates: number;
  recovered_at: Date | null;
}

export async function producerState(db: Queryable, producer: string): Promise<ProducerRow | undefined> {
  const { rows } = await db.query<ProducerRow>(
    `SELECT producer, last_produced_at, applied, duplicates, recovered_at FROM sport_feed_producers WHERE producer = $1`,
    [producer],
  );
  return rows[0];
}

export async function markRecovery(
  db: Queryable,
  producer: string,
  column: 'recovery_requested_at' | 'recovered_at',
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO sport_feed_producers (producer, ${column}) VALUES ($1, $2)
     ON CONFLICT (producer) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    [producer, at],
  );
}

/** Creates or renames the fixture's sport and competition; answers the competition's id. */
async function upsertCompetition(tx: Queryable, fixture: Fixture): Promise<number> {
  const { rows: sports } = await tx.query<{ id: number }>(
    `INSERT INTO sports (feed_id, slug, name) VALUES ($1, $2, $3)
     ON CONFLICT (feed_id) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [fixture.sport.id, fixture.sport.slug, fixture.sport.name],
  );
  const sportId = requireRow(sports, 'sport').id;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO competitions (feed_id, sport_id, name, country) VALUES ($1, $2, $3, $4)
     ON CONFLICT (feed_id) DO UPDATE SET name = EXCLUDED.name, country = EXCLUDED.country RETURNING id`,
    [fixture.competition.id, sportId, fixture.competition.name, fixture.competition.country],
  );
  return requireRow(rows, 'competition').id;
}

export interface EventRef {
  id: number;
  /** The producer time of the latest state applied to it, ms. */
  feedAt: number;
}

/**
 * Locks the events a run of messages names, in id order, once for the whole run; answers those
 * that exist by feed id (an event the feed never described is not there). FOR NO KEY UPDATE, the
 * lock the run's own updates take: a placement inserting a leg takes a key-share lock on its event
 * (the foreign key) while it holds its markets, and FOR UPDATE would make the run and the
 * placement wait for each other.
 */
export async function lockEvents(tx: Queryable, feedIds: readonly string[]): Promise<Map<string, EventRef>> {
  const { rows } = await tx.query<{ id: string; feed_id: string; feed_at: Date }>(
    `SELECT id, feed_id, feed_at FROM sport_events WHERE feed_id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE`,
    [feedIds],
    { name: 'sport_feed_lock_events' },
  );
  return new Map(rows.map((r) => [r.feed_id, { id: Number(r.id), feedAt: r.feed_at.getTime() }]));
}

/** A market as a price message of the run leaves it (its status and position). */
export interface PricedMarket {
  eventId: number;
  type: string;
  specifier: string;
  status: string;
  position: number;
}

/**
 * Locks, in id order, before the run changes any, the markets the run will write: every market of
 * the events its other messages name (a settlement, a cancel, a rollback, a bet stop or a fixture
 * change, as they always did), and of the priced ones only those whose status or position a
 * message changes. A price alone writes no market row (docs/decisions/044, "Locks"), so a
 * placement holding its markets FOR SHARE does not hold it up; a change of status still waits for
 * it, and the placement is then settled by the change or sees it. In id order because a
 * placement shares its legs' markets (of several events) in id order: a run changing several
 * events' markets in message order could otherwise wait for a placement that waits for it. Taken
 * after the events, as a trader's change takes its event and then its markets; NO KEY, as the
 * events' lock.
 */
export async function lockMarketsOfRun(
  tx: Queryable,
  eventIds: readonly number[],
  priced: readonly PricedMarket[],
): Promise<void> {
  if (eventIds.length === 0 && priced.length === 0) return;
  await tx.query(
    `SELECT id FROM sport_markets WHERE id IN (
       SELECT id FROM sport_markets WHERE event_id = ANY($1::bigint[])
       UNION
       SELECT s.id FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::int[])
           AS m(event_id, type, specifier, status, position)
         JOIN sport_markets s ON s.event_id = m.event_id AND s.type = m.type AND s.specifier = m.specifier
        WHERE s.status NOT IN ('settled', 'cancelled')
          AND (s.status IS DISTINCT FROM m.status OR s.position IS DISTINCT FROM m.position)
     ) ORDER BY id FOR NO KEY UPDATE`,
    [
      eventIds,
      priced.map((m) => m.eventId),
      priced.map((m) => m.type),
      priced.map((m) => m.specifier),
      priced.map((m) => m.status),
      priced.map((m) => m.position),
    ],
    { name: 'sport_feed_lock_markets' },
  );
}

/** Creates the event or applies a newer description of it. */
export async function upsertEvent(
  tx: Queryable,
  feedId: string,
  fixture: Fixture,
  status: EventStatus,
  producedAt: number,
  at: Date,
): Promise<number> {
  const competitionId = await upsertCompetition(tx, fixture);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sport_events (feed_id, competition_id, home, away, starts_at, status, feed_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (feed_id) DO UPDATE SET competition_id = EXCLUDED.competition_id, home = EXCLUDED.home,
       away = EXCLUDED.away, starts_at = EXCLUDED.starts_at, status = EXCLUDED.status,
       feed_at = EXCLUDED.feed_at, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [
      feedId,
      competitionId,
      fixture.home,
      fixture.away,
      new Date(fixture.start_time),
      status,
      new Date(producedAt),
      at,
    ],
  );
  return Number(requireRow(rows, 'event').id);
}

export async function touchEvent(
  tx: Queryable,
  eventId: number,
  producedAt: number,
  at: Date,
): Promise<void> {
  await tx.query(`UPDATE sport_events SET feed_at = $2, updated_at = $3 WHERE id = $1`, [
    eventId,
    new Date(producedAt),
    at,
  ]);
}

/** The exact line of a specifier ('total=2.5' is 2.5, 'hcp=-0.75' is -0.75); null without one. */
export function lineOf(specifier: string): string | null {
  const eq = specifier.indexOf('=');
  return eq < 0 ? null : specifier.slice(eq + 1);
}

/** Suspends the event's open markets (all, or those named). */
export async function suspendMarkets(
  tx: Queryable,
  eventId: number,
  refs: readonly MarketRef[] | undefined,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE sport_markets SET status = 'suspended', updated_at = $4, stopped_at = $4
     WHERE event_id = $1 AND status = 'active'
       AND ($2::text[] IS NULL OR (type, specifier) IN (SELECT * FROM unnest($2::text[], $3::text[])))`,
    [eventId, refs?.map((r) => r.type) ?? null, refs?.map((r) => r.specifier) ?? null, at],
  );
}

/** The event's markets named, as ids (markets the feed never priced are not there). */
async function marketIds(
  tx: Queryable,
  eventId: number,
  refs: readonly MarketRef[],
): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: string; type: string; specifier: string }>(
    `SELECT id, type, specifier FROM sport_markets
     WHERE event_id = $1 AND (type, specifier) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [eventId, refs.map((r) => r.type), refs.map((r) => r.specifier)],
  );
  return new Map(rows.map((r) => [`${r.type}|${r.specifier}`, Number(r.id)]));
}

async function recordChange(
  tx: Queryable,
  marketIdList: readonly number[],
  kind: 'settled' | 'settlement_rolled_back' | 'cancelled' | 'cancel_rolled_back',
  status: 'settled' | 'suspended' | 'cancelled' | null,
  messageId: string,
  at: Date,
): Promise<void> {
  if (marketIdList.length === 0) return;
  await tx.query(
    `UPDATE sport_markets SET settlement_version = settlement_version + 1, updated_at = $3,
       status = COALESCE($2, status)
     WHERE id = ANY($1::bigint[])`,
    [marketIdList, status, at],
  );
  await tx.query(
    `INSERT INTO sport_settlement_changes (market_id, kind, message_id, created_at)
     SELECT id, $2, $3, $4 FROM unnest($1::bigint[]) AS id`,
    [marketIdList, kind, messageId, at],
  );
}

/** Writes the markets' results as sent (a resettlement replaces them) and marks the markets settled. */
export async function settleMarkets(
  tx: Queryable,
  eventId: number,
  markets: ReadonlyArray<MarketRef & { outcomes: readonly SettledOutcome[] }>,
  messageId: string,
  at: Date,
): Promise<void> {
  const ids = await marketIds(tx, eventId, markets);
  const settled: number[] = [];
  const rows = {
    market: [] as number[],
    key: [] as string[],
    result: [] as number[],
    void: [] as number[],
    deadHeat: [] as number[],
  };
  for (const market of markets) {
    const id = ids.get(`${market.type}|${market.specifier}`);
    if (id === undefined) continue;
    settled.push(id);
    for (const outcome of market.outcomes) {
      rows.market.push(id);
      rows.key.push(outcome.key);
      rows.result.push(outcome.result);
      rows.void.push(outcome.void_factor);
      rows.deadHeat.push(outcome.dead_heat_factor);
    }
  }
  if (rows.market.length > 0) {
    await tx.query(
      `INSERT INTO sport_outcome_results (outcome_id, result, void_factor, dead_heat_factor, message_id, settled_at)
       SELECT o.id, r.result, r.void_factor, r.dead_heat_factor, $6, $7
         FROM unnest($1::bigint[], $2::text[], $3::smallint[], $4::numeric[], $5::numeric[])
           AS r(market_id, key, result, void_factor, dead_heat_factor)
         JOIN sport_outcomes o ON o.market_id = r.market_id AND o.key = r.key
       ON CONFLICT (outcome_id) DO UPDATE SET result = EXCLUDED.result, void_factor = EXCLUDED.void_factor,
         dead_heat_factor = EXCLUDED.dead_heat_factor, message_id = EXCLUDED.message_id,
         settled_at = EXCLUDED.settled_at`,
      [rows.market, rows.key, rows.result, rows.void, rows.deadHeat, messageId, at],
    );
  }
  await recordChange(tx, settled, 'settled', 'settled', messageId, at);
}

/** Removes the markets' results: they are open to a new settlement (suspended until priced again). */
export async function rollBackSettlements(
  tx: Queryable,
  eventId: number,
  refs: readonly MarketRef[],
  messageId: string,
  at: Date,
): Promise<void> {
  const ids = [...(await marketIds(tx, eventId, refs)).values()];
  if (ids.length === 0) return;
  await tx.query(
    `DELETE FROM sport_outcome_results WHERE outcome_id IN (SELECT id FROM sport_outcomes WHERE market_id = ANY($1::bigint[]))`,
    [ids],
  );
  await recordChange(tx, ids, 'settlement_rolled_back', 'suspended', messageId, at);
}

export async function cancelMarkets(
  tx: Queryable,
  eventId: number,
  refs: readonly MarketRef[],
  window: { start: number | undefined; end: number | undefined; reason: string | undefined },
  messageId: string,
  at: Date,
): Promise<void> {
  const ids = [...(await marketIds(tx, eventId, refs)).values()];
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO sport_market_cancellations (market_id, void_reason, starts_at, ends_at, message_id, cancelled_at)
     SELECT id, $2, $3, $4, $5, $6 FROM unnest($1::bigint[]) AS id`,
    [
      ids,
      window.reason ?? null,
      window.start === undefined ? null : new Date(window.start),
      window.end === undefined ? null : new Date(window.end),
      messageId,
      at,
    ],
  );
  // A cancel of a window leaves the market open for the bets outside it.
  const whole = window.start === undefined && window.end === undefined;
  await recordChange(tx, ids, 'cancelled', whole ? 'cancelled' : null, messageId, at);
}

/** Undoes the cancels of the same window; a market that has results is settled again, else suspended. */
export async function rollBackCancels(
  tx: Queryable,
  eventId: number,
  refs: readonly MarketRef[],
  window: { start: number | undefined; end: number | undefined },
  messageId: string,
  at: Date,
): Promise<void> {
  const ids = [...(await marketIds(tx, eventId, refs)).values()];
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE sport_market_cancellations SET rolled_back_at = $4
     WHERE market_id = ANY($1::bigint[]) AND rolled_back_at IS NULL
       AND starts_at IS NOT DISTINCT FROM $2 AND ends_at IS NOT DISTINCT FROM $3`,
    [
      ids,
      window.start === undefined ? null : new Date(window.start),
      window.end === undefined ? null : new Date(window.end),
      at,
    ],
  );
  await recordChange(tx, ids, 'cancel_rolled_back', null, messageId, at);
  await tx.query(
    `UPDATE sport_markets m SET status = CASE WHEN EXISTS (
         SELECT 1 FROM sport_outcome_results r JOIN sport_outcomes o ON o.id = r.outcome_id WHERE o.market_id = m.id
       ) THEN 'settled' ELSE 'suspended' END
     WHERE m.id = ANY($1::bigint[]) AND m.status = 'cancelled'`,
    [ids],
  );
}

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FeedConsumer } from '../src/modules/sportsbook/feed/feed-consumer.js';
import type { FeedSource } from '../src/modules/sportsbook/feed/feed-source.js';
import { InProcessFeed } from '../src/modules/sportsbook/feed/in-process-feed.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { SimulatorRunner } from '../src/modules/sportsbook/simulator/simulator-runner.js';
import { ManualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';
import { buildTestApp, openTestDb } from './helper.js';
import { bookState } from './sportsbook-helpers.js';

const T0 = Date.UTC(2026, 0, 10, 11, 0);
let log: FastifyBaseLogger;
let db: Db;
let clock: ManualClock;
let adapter: FeedAdapter;

beforeAll(async () => {
  clock = new ManualClock(new Date(T0));
  const ctx = await buildTestApp({ clock });
  log = ctx.app.log;
  db = ctx.db;
  adapter = new FeedAdapter({ db, clock, log });
}, 120_000);

let sequence = 0;
const at = (minutes: number) => T0 + minutes * 60_000;
function message<M extends Record<string, unknown>>(fields: M) {
  return {
    message_id: `test:${++sequence}`,
    producer: 'test',
    timestamp: at(0),
    event_id: 'sr:match:1',
    ...fields,
  };
}
const fixture = {
  sport: { id: 'sr:sport:1', slug: 'football', name: 'Football' },
  competition: { id: 'sr:tournament:17', name: 'Premier League', country: 'GB' },
  home: 'Arsenal',
  away: 'Chelsea',
  start_time: at(60),
};
const prices = (home: string, status: 'active' | 'suspended' = 'active') => [
  {
    type: 'match_result',
    specifier: '',
    status,
    outcomes: [
      { key: 'home', odds: home, active: true },
      { key: 'draw', odds: '3.40', active: true },
      { key: 'away', odds: '4.20', active: true },
    ],
  },
  {
    type: 'handicap',
    specifier: 'hcp=-0.75',
    status,
    outcomes: [
      { key: 'home', odds: '2.05', active: true },
      { key: 'away', odds: '1.80', active: true },
    ],
  },
];

async function odds(key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ odds: string }>(
    `SELECT o.odds::text AS odds FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id
      JOIN sport_events e ON e.id = m.event_id WHERE e.feed_id = 'sr:match:1' AND m.type = 'match_result' AND o.key = $1`,
    [key],
  );
  return rows[0]?.odds;
}

async function marketStatus(
  type: string,
): Promise<{ status: string; settlement_version: number } | undefined> {
  const { rows } = await db.query<{ status: string; settlement_version: number }>(
    `SELECT m.status, m.settlement_version FROM sport_markets m JOIN sport_events e ON e.id = m.event_id
      WHERE e.feed_id = 'sr:match:1' AND m.type = $1`,
    [type],
  );
  return rows[0];
}

describe('the feed adapter', () => {
  it('creates the event from a fixture change and applies odds in order', async () => {
    expect(await adapter.apply(message({ type: 'fixture_change', status: 'not_started', fixture }))).toBe(
      'applied',
    );
    expect(
      await adapter.apply(message({ type: 'odds_change', timestamp: at(1), markets: prices('1.90') })),
    ).toBe('applied');
    expect(await odds('home')).toBe('1.90');
    expect(
      await adapter.apply(message({ type: 'odds_change', timestamp: at(2), markets: prices('1.85') })),
    ).toBe('applied');
    expect(await odds('home')).toBe('1.85');
  });

  it('ignores a message it applied before, by its id, and counts it', async () => {
    const change = message({ type: 'odds_change', timestamp: at(3), markets: prices('1.80') });
    expect(await adapter.apply(change)).toBe('applied');
    // The same id again, even with other contents, changes nothing.
    expect(await adapter.apply({ ...change, markets: prices('9.00') })).toBe('duplicate');
    expect(await odds('home')).toBe('1.80');
    const { rows } = await db.query<{ applied: number; duplicates: number }>(
      `SELECT applied, duplicates FROM sport_feed_producers WHERE producer = 'test'`,
    );
    expect(rows[0]).toEqual({ applied: 4, duplicates: 1 });
  });

  it('records but does not apply a state older than the one applied (a replay crossing the live stream)', async () => {
    expect(
      await adapter.apply(message({ type: 'odds_change', timestamp: at(2.5), markets: prices('2.50') })),
    ).toBe('stale');
    expect(await odds('home')).toBe('1.80');
  });

  it('applies a run of messages in one transaction by the same rules as one at a time', async () => {
    const first = message({ type: 'odds_change', timestamp: at(3.2), markets: prices('1.75') });
    const run = [
      first,
      { ...first, markets: prices('9.00') },
      message({ type: 'odds_change', timestamp: at(3.1), markets: prices('2.60') }),
      message({ type: 'odds_change', timestamp: at(3.3), markets: prices('1.70') }),
    ].map((m) => adapter.read(m));
    expect(run.every((m) => m !== undefined)).toBe(true);
    expect(await adapter.applyMessages(run.filter((m) => m !== undefined))).toEqual([
      'applied',
      'duplicate',
      'stale',
      'applied',
    ]);
    expect(await odds('home')).toBe('1.70');
  });

  it('stops betting and reopens it with the next prices, with the live score', async () => {
    await adapter.apply(message({ type: 'bet_stop', timestamp: at(61) }));
    expect((await marketStatus('match_result'))?.status).toBe('suspended');
    await adapter.apply(
      message({
        type: 'odds_change',
        timestamp: at(62),
        sport_event_status: {
          status: 'live',
          home_score: 1,
          away_score: 0,
          periods: [{ home: 1, away: 0 }],
          clock: "2'",
        },
        markets: prices('1.30'),
      }),
    );
    expect((await marketStatus('match_result'))?.status).toBe('active');
    const { rows } = await db.query(
      `SELECT status, home_score, away_score, match_clock FROM sport_events WHERE feed_id = 'sr:match:1'`,
    );
    expect(rows[0]).toEqual({ status: 'live', home_score: 1, away_score: 0, match_clock: "2'" });
  });

  it('keeps settlement results as sent, with void and dead-heat factors, and rolls them back', async () => {
    const settlement = message({
      type: 'bet_settlement',
      timestamp: at(160),
      markets: [
        {
          type: 'handicap',
          specifier: 'hcp=-0.75',
          outcomes: [
            { key: 'home', result: 1, void_factor: 0.5 },
            { key: 'away', result: 0, void_factor: 0.5 },
          ],
        },
        {
          type: 'match_result',
          specifier: '',
          outcomes: [
            { key: 'home', result: 1, dead_heat_factor: 0.5 },
            { key: 'draw', result: 0 },
            { key: 'away', result: 0 },
          ],
        },
      ],
    });
    expect(await adapter.apply(settlement)).toBe('applied');
    expect(await marketStatus('handicap')).toEqual({ status: 'settled', settlement_version: 1 });
    const results = await db.query(
      `SELECT o.key, r.result, r.void_factor::text, r.dead_heat_factor::text FROM sport_outcome_results r
         JOIN sport_outcomes o ON o.id = r.outcome_id JOIN sport_markets m ON m.id = o.market_id
        WHERE m.type = 'handicap' ORDER BY o.key`,
    );
    expect(results.rows).toEqual([
      { key: 'away', result: 0, void_factor: '0.50', dead_heat_factor: '1.0000' },
      { key: 'home', result: 1, void_factor: '0.50', dead_heat_factor: '1.0000' },
    ]);
    // A late price does not reopen a settled market.
    await adapter.apply(message({ type: 'odds_change', timestamp: at(161), markets: prices('1.01') }));
    expect((await marketStatus('match_result'))?.status).toBe('settled');
    // The same settlement again is a duplicate: the version does not move.
    expect(await adapter.apply(settlement)).toBe('duplicate');
    expect((await marketStatus('handicap'))?.settlement_version).toBe(1);

    await adapter.apply(
      message({
        type: 'rollback_bet_settlement',
        timestamp: at(170),
        markets: [{ type: 'handicap', specifier: 'hcp=-0.75' }],
      }),
    );
    expect(await marketStatus('handicap')).toEqual({ status: 'suspended', settlement_version: 2 });
    const left = await db.query(
      `SELECT count(*)::int AS n FROM sport_outcome_results r JOIN sport_outcomes o ON o.id = r.outcome_id
         JOIN sport_markets m ON m.id = o.market_id WHERE m.type = 'handicap'`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
    const changes = await db.query(`SELECT kind FROM sport_settlement_changes ORDER BY id`);
    expect(changes.rows.map((r) => r.kind)).toEqual(['settled', 'settled', 'settlement_rolled_back']);
  });

  it('cancels bets on a market and rolls the cancel back', async () => {
    const markets = [{ type: 'handicap', specifier: 'hcp=-0.75' }];
    await adapter.apply(
      message({ type: 'bet_cancel', timestamp: at(180), void_reason: 'abandoned', markets }),
    );
    expect((await marketStatus('handicap'))?.status).toBe('cancelled');
    await adapter.apply(message({ type: 'rollback_bet_cancel', timestamp: at(181), markets }));
    expect((await marketStatus('handicap'))?.status).toBe('suspended');
    const { rows } = await db.query(
      `SELECT void_reason, rolled_back_at IS NOT NULL AS rolled_back FROM sport_market_cancellations`,
    );
    expect(rows).toEqual([{ void_reason: 'abandoned', rolled_back: true }]);
  });

  it('refuses what is not a feed message, and records a message for an unknown event', async () => {
    expect(await adapter.apply({ type: 'odds_change' })).toBe('invalid');
    expect(await adapter.apply(message({ type: 'odds_change', markets: [{ ...prices('1.00')[0] }] }))).toBe(
      'invalid',
    );
    expect(await adapter.apply(message({ type: 'bet_stop', event_id: 'sr:match:404' }))).toBe(
      'unknown_event',
    );
  });
});

describe('recovery after a restart', () => {
  // From five minutes before noon, when a match of each sport kicks off, at ten times real time.
  const START = Date.UTC(2026, 0, 10, 11, 55);
  // Fixtures announced on their day only: a smaller book to apply on each start.
  const sim = () => new FeedSimulator({ seed: 'recovery', speed: 10, daysAhead: 0 });
  // Both books end 18 minutes on, after the first results: one in steps of two minutes, the other
  // killed 12 minutes on, four minutes' messages into a tick, and restarted a minute later.
  const MINUTES = 18;

  interface Book {
    feed: InProcessFeed;
    runner: SimulatorRunner;
    consumer: FeedConsumer;
  }

  /** Kills the book (its feed stops where it is) once this many more messages are applied. */
  let killAfter: number | undefined;

  async function startBook(target: Db, bookClock: ManualClock): Promise<Book> {
    const feed = new InProcessFeed(log);
    const runner = new SimulatorRunner(sim(), feed.publisher, bookClock, log);
    await runner.start();
    const deps = { db: target, clock: bookClock, log };
    const source: FeedSource = {
      ...feed.source,
      // One message at a time, so the kill lands between two messages of a tick.
      startRuns: undefined,
      start: (handle) =>
        feed.source.start(async (raw) => {
          await handle(raw);
          if (killAfter !== undefined && --killAfter === 0) void feed.source.close();
        }),
    };
    const consumer = new FeedConsumer(deps, new FeedAdapter(deps), source, ['sim']);
    await consumer.start();
    await feed.idle();
    return { feed, runner, consumer };
  }

  async function step(book: Book, bookClock: ManualClock, minutes: number): Promise<void> {
    bookClock.advance(minutes * 60_000);
    await book.runner.tick();
    await book.feed.idle();
  }

  let reference: Db;
  let crashed: Db;
  let lostInQueue = 0;
  let published = 0;

  beforeAll(async () => {
    // The book that never stops.
    reference = await openTestDb();
    const referenceClock = new ManualClock(new Date(START));
    const steady = await startBook(reference, referenceClock);
    for (let i = 0; i < MINUTES / 2; i++) await step(steady, referenceClock, 2);
    await steady.consumer.stop();

    // The book that is killed mid-feed: messages published and not yet applied die with it.
    crashed = await openTestDb();
    const crashClock = new ManualClock(new Date(START));
    let book = await startBook(crashed, crashClock);
    for (let i = 0; i < 4; i++) await step(book, crashClock, 2);
    crashClock.advance(4 * 60_000);
    killAfter = 3;
    await book.runner.tick();
    published = book.feed.waiting;
    await book.feed.idle();
    lostInQueue = book.feed.waiting;
    killAfter = undefined;
    // Restarted a minute later: the producer starts anew and the book asks for what it missed.
    crashClock.advance(60_000);
    book = await startBook(crashed, crashClock);
    for (let i = 8 + 4 + 1; i < MINUTES; i++) await step(book, crashClock, 1);
    await book.consumer.stop();
  }, 240_000);

  afterAll(async () => {
    await reference.close();
    await crashed.close();
  }, 120_000);

  it('loses messages in the crash, then applies every message exactly once', async () => {
    expect(lostInQueue, `${published} published in the tick`).toBeGreaterThan(0);
    const ids = async (target: Db) =>
      (
        await target.query<{ message_id: string }>(
          `SELECT message_id FROM sport_feed_messages ORDER BY message_id`,
        )
      ).rows.map((r) => r.message_id);
    const referenceIds = (await ids(reference)).filter((id) => !id.includes(':snapshot:'));
    const crashedIds = (await ids(crashed)).filter((id) => !id.includes(':snapshot:'));
    expect(crashedIds).toEqual(referenceIds);
    // Each applied once: the producer's count of applied messages is the number of ids recorded.
    const counted = await crashed.query<{ applied: number; rows: number; duplicates: number }>(
      `SELECT applied, (SELECT count(*)::int FROM sport_feed_messages WHERE producer = 'sim') AS rows, duplicates
         FROM sport_feed_producers WHERE producer = 'sim'`,
    );
    expect(counted.rows[0]?.applied).toBe(counted.rows[0]?.rows);
    // The replay started at the last message applied, which came again and was recognised.
    expect(counted.rows[0]?.duplicates).toBeGreaterThan(0);
  });

  it('ends in the same book as the one that never stopped', async () => {
    const state = await bookState(crashed);
    expect(state.events.length).toBeGreaterThan(20);
    expect(state.events.some((e) => e.status === 'ended')).toBe(true);
    expect(state.results.length).toBeGreaterThan(0);
    expect(state).toEqual(await bookState(reference));
  });
});

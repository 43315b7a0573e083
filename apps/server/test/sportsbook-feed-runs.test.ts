import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedAdapter, type ApplyOutcome } from '../src/modules/sportsbook/feed/feed-adapter.js';
import type { FeedMessage } from '../src/modules/sportsbook/feed/feed-messages.js';
import { FEED_BATCH } from '../src/modules/sportsbook/feed/feed-source.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { ManualClock } from '../src/platform/clock.js';
import type { Db, Queryable } from '../src/platform/db/types.js';
import { openTestDb } from './helper.js';
import { bookState, silentLog } from './sportsbook-helpers.js';

/**
 * A run of messages folds its prices into a few statements (docs/decisions/044, "Throughput"):
 * the same messages applied one at a time and in runs must leave the same book, to the markets'
 * stop times and the events' producer times, and answer the same outcome for every message.
 */
const START = Date.UTC(2026, 0, 10, 11, 55);
const MINUTES = 20;
const log = silentLog();

let single: Db;
let runs: Db;

/** The book beyond bookState: what only the fold could get wrong. */
async function times(db: Queryable) {
  const events = await db.query(`SELECT feed_id, feed_at, updated_at FROM sport_events ORDER BY feed_id`);
  const markets = await db.query(
    `SELECT e.feed_id, m.type, m.specifier, m.position, m.stopped_at, m.updated_at
       FROM sport_markets m JOIN sport_events e ON e.id = m.event_id ORDER BY e.feed_id, m.type, m.specifier`,
  );
  const outcomes = await db.query(
    `SELECT e.feed_id, m.type, m.specifier, o.key, o.position
       FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      ORDER BY e.feed_id, m.type, m.specifier, o.key`,
  );
  return { events: events.rows, markets: markets.rows, outcomes: outcomes.rows };
}

/**
 * The simulator's snapshot and its first minutes of play (prices, live scores, bet stops and the
 * first results), then a replay crossing the live stream: a stretch of what was applied again
 * (duplicates) and prices sent late (stale), as a recovery brings them.
 */
function messages(): FeedMessage[] {
  const sim = new FeedSimulator({ seed: 'runs', speed: 10, daysAhead: 0 });
  const live = sim.messagesBetween(START, START + MINUTES * 60_000);
  const late = live
    .filter((m) => m.type === 'odds_change')
    .slice(0, 40)
    .map((m) => ({ ...m, message_id: `${m.message_id}:late` }));
  const third = Math.floor(live.length / 3);
  return [...sim.replay(null, START, 'runs'), ...live, ...live.slice(third, 2 * third), ...late];
}

beforeAll(async () => {
  single = await openTestDb();
  runs = await openTestDb();
}, 120_000);

afterAll(async () => {
  await single.close();
  await runs.close();
}, 60_000);

describe('feed runs', () => {
  it('leave the same book as one message at a time, with the same outcome for each message', async () => {
    const all = messages();
    expect(all.filter((m) => m.type === 'bet_settlement').length).toBeGreaterThan(0);
    expect(all.filter((m) => m.type === 'bet_stop').length).toBeGreaterThan(0);
    const clock = new ManualClock(new Date(START));
    const one = new FeedAdapter({ db: single, clock, log });
    const batched = new FeedAdapter({ db: runs, clock, log });
    const outcomes: { single: ApplyOutcome[]; runs: ApplyOutcome[] } = { single: [], runs: [] };
    // Runs of every size up to the largest, so their boundaries fall everywhere.
    for (let i = 0, size = 1; i < all.length; i += size, size = (size % FEED_BATCH) + 7) {
      const run = all.slice(i, i + size);
      for (const m of run) outcomes.single.push(await one.applyMessage(m));
      outcomes.runs.push(...(await batched.applyMessages(run)));
      // Both see the same time for a run, and the next run is later.
      clock.advance(1000);
    }
    expect(outcomes.runs).toEqual(outcomes.single);
    expect(outcomes.single).toContain('duplicate');
    expect(outcomes.single).toContain('stale');
    const book = await bookState(runs);
    expect(book.results.length).toBeGreaterThan(0);
    expect(book).toEqual(await bookState(single));
    expect(await times(runs)).toEqual(await times(single));
  });

  it('stops a market that a run suspends and reopens, as one message at a time would', async () => {
    const clock = new ManualClock(new Date(START));
    const adapter = new FeedAdapter({ db: runs, clock, log });
    const market = (status: 'active' | 'suspended', odds: string) => ({
      type: 'match_winner' as const,
      specifier: '',
      status,
      outcomes: [
        { key: 'home', odds, active: true },
        { key: 'away', odds: '1.90', active: true },
      ],
    });
    let n = 0;
    const price = (status: 'active' | 'suspended', odds: string): FeedMessage => ({
      type: 'odds_change',
      message_id: `stop-test:${++n}`,
      producer: 'stop-test',
      timestamp: START + 3_600_000 + n,
      event_id: 'sr:match:stop-test',
      markets: [market(status, odds)],
    });
    const fixture: FeedMessage = {
      type: 'fixture_change',
      message_id: 'stop-test:fixture',
      producer: 'stop-test',
      timestamp: START + 3_600_000,
      event_id: 'sr:match:stop-test',
      status: 'not_started',
      fixture: {
        sport: { id: 'sr:sport:5', slug: 'tennis', name: 'Tennis' },
        competition: { id: 'sr:tournament:2', name: 'Test Open', country: 'GB' },
        home: 'A',
        away: 'B',
        start_time: START + 7_200_000,
      },
    };
    // Created, priced and opened in one run: never stopped.
    expect(await adapter.applyMessages([fixture, price('active', '2.00')])).toEqual(['applied', 'applied']);
    const stoppedAt = async () =>
      (
        await runs.query<{ stopped_at: Date | null; status: string; odds: string }>(
          `SELECT m.stopped_at, m.status, o.odds::text AS odds FROM sport_markets m
             JOIN sport_events e ON e.id = m.event_id JOIN sport_outcomes o ON o.market_id = m.id
            WHERE e.feed_id = 'sr:match:stop-test' AND o.key = 'home'`,
        )
      ).rows[0];
    expect(await stoppedAt()).toEqual({ stopped_at: null, status: 'active', odds: '2.00' });
    // Suspended and reopened within one run: the stop is remembered (a bet held in play is refused).
    clock.advance(1000);
    await adapter.applyMessages([price('suspended', '2.10'), price('active', '2.20')]);
    expect(await stoppedAt()).toEqual({ stopped_at: clock.now(), status: 'active', odds: '2.20' });
  });
});

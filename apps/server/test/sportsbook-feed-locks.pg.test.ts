import { describe, expect, it } from 'vitest';
import { shareMarketsOfOutcomes } from '../src/modules/sportsbook/bets/bets.repository.js';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import type { FeedMessage } from '../src/modules/sportsbook/feed/feed-messages.js';
import { lockEventById } from '../src/modules/sportsbook/trading/trading.repository.js';
import { pgErrorCode, PG_LOCK_NOT_AVAILABLE, type Db, type Queryable } from '../src/platform/db/types.js';
import { holdWhile, timed } from './availability-helpers.js';
import { sportsBetsKit } from './sportsbook-bets-helpers.js';

// A price alone does not wait for bets, a change of a market's status does (issue 21,
// docs/decisions/044 "Locks", 047): a placement holds its legs' markets FOR SHARE until it commits;
// a run of prices rewrites only outcomes, so it commits at once, while a bet stop must wait for the
// placement (the bet is then placed before the stop, and settled by it) or be waited for (the
// placement then sees the market suspended). The feed's transactions here get a short lock
// timeout, so a wait fails fast instead of hanging. Only a real server has several connections, so
// this file runs on PostgreSQL only.
const kit = await sportsBetsKit();
const { db, clock, newEvent, newPlayer, place, betCount, single, priced } = kit;

/** Feed transactions that give up after `ms` waiting for a lock. */
function boundedDb(ms: number): Db {
  return Object.assign(Object.create(db) as Db, {
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '${ms}ms'`);
        return work(tx);
      }),
  });
}
const bounded = new FeedAdapter({ db: boundedDb(300), clock, log: kit.app.log });

let sequence = 0;
function message(fields: Record<string, unknown>): FeedMessage {
  return {
    message_id: `locks:${++sequence}`,
    producer: 'test',
    timestamp: clock.now().getTime(),
    ...fields,
  } as FeedMessage;
}

const hold = (work: (tx: Queryable) => Promise<unknown>) => holdWhile(db, work);

async function matchResult(feedId: string) {
  const { rows } = await db.query<{ status: string; home: string }>(
    `SELECT m.status, o.odds::text AS home FROM sport_markets m JOIN sport_events e ON e.id = m.event_id
       JOIN sport_outcomes o ON o.market_id = m.id AND o.key = 'home'
      WHERE e.feed_id = $1 AND m.type = 'match_result'`,
    [feedId],
  );
  return rows[0];
}

const waitedTooLong = (err: unknown) => pgErrorCode(err) === PG_LOCK_NOT_AVAILABLE;

describe('sportsbook feed: a placement holding its market', () => {
  it('lets a run of prices on that market (and another event) commit at once', async () => {
    const e = await newEvent();
    const other = await newEvent();
    const placement = await hold((tx) => shareMarketsOfOutcomes(tx, [e.outcome('match_result:home')]));
    try {
      const reprice = { 'match_result:home': '2.10' };
      // One event alone, then a run of two events (which locks its markets ahead, in id order).
      const alone = await timed(
        bounded.applyMessages([
          message({ type: 'odds_change', event_id: e.feedId, markets: priced('active', reprice) }),
        ]),
      );
      expect(alone.value).toEqual(['applied']);
      expect(alone.ms).toBeLessThan(1_000);
      const run = await timed(
        bounded.applyMessages([
          message({ type: 'odds_change', event_id: other.feedId, markets: priced() }),
          message({
            type: 'odds_change',
            event_id: e.feedId,
            markets: priced('active', { 'match_result:home': '2.20' }),
          }),
        ]),
      );
      expect(run.value).toEqual(['applied', 'applied']);
      expect(run.ms).toBeLessThan(1_000);
      // Committed while the placement still holds the market: a bet placed now takes 2.20.
      expect(await matchResult(e.feedId)).toEqual({ status: 'active', home: '2.20' });
    } finally {
      await placement.release();
    }
  }, 30_000);

  it('makes a bet stop of that market wait for the placement, alone or in a run, and apply after it', async () => {
    const e = await newEvent();
    const other = await newEvent();
    const stops: Array<() => FeedMessage[]> = [
      () => [message({ type: 'bet_stop', event_id: e.feedId })],
      // A price that suspends the market is a stop too, in a run of two events or alone.
      () => [
        message({ type: 'odds_change', event_id: other.feedId, markets: priced() }),
        message({ type: 'odds_change', event_id: e.feedId, markets: priced('suspended') }),
      ],
      () => [message({ type: 'odds_change', event_id: e.feedId, markets: priced('suspended') })],
    ];
    for (const stop of stops) {
      const placement = await hold((tx) => shareMarketsOfOutcomes(tx, [e.outcome('match_result:home')]));
      let refused: unknown;
      try {
        const waited = await timed(bounded.applyMessages(stop()).catch((err: unknown) => (refused = err)));
        expect(waitedTooLong(refused), String(refused)).toBe(true);
        expect(waited.ms).toBeLessThan(2_000);
        expect((await matchResult(e.feedId))?.status).toBe('active');
      } finally {
        await placement.release();
      }
      expect(await bounded.applyMessages(stop())).not.toContain('stale');
      expect((await matchResult(e.feedId))?.status).toBe('suspended');
      // Open again for the next kind of stop.
      await bounded.applyMessages([message({ type: 'odds_change', event_id: e.feedId, markets: priced() })]);
      expect((await matchResult(e.feedId))?.status).toBe('active');
    }
  }, 30_000);

  it('has a placement that meets a bet stop in progress wait for it, then see the market suspended', async () => {
    const e = await newEvent();
    const player = await newPlayer();
    const stop = await hold((tx) =>
      kit.adapter.applyWithin(tx, message({ type: 'bet_stop', event_id: e.feedId })),
    );
    const placing = timed(place(player, single(e.outcome('match_result:home'), '2.00', 1)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stop.release();
    const placed = await placing;
    expect(placed.ms).toBeGreaterThanOrEqual(250);
    expect(placed.value.status).toBe(409);
    expect(await betCount(player)).toBe(0);
  }, 30_000);

  it("places a bet at once while a trader's change holds the event", async () => {
    const e = await newEvent();
    const player = await newPlayer();
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM sport_events WHERE feed_id = $1`, [
      e.feedId,
    ]);
    const eventId = Number(rows[0]?.id);
    // The leg's foreign key takes KEY SHARE on the event: a trader's lock must not conflict with it.
    const trader = await hold((tx) => lockEventById(tx, eventId));
    let placed;
    try {
      placed = await timed(place(player, single(e.outcome('match_result:home'), '2.00', 1)));
    } finally {
      await trader.release();
    }
    expect(placed.value.status).toBe(201);
    expect(placed.ms).toBeLessThan(1_000);
  }, 30_000);
});

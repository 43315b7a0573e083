import crypto from 'node:crypto';
import { connect } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AmqpFeedPublisher,
  AmqpFeedSource,
  type AmqpNames,
} from '../src/modules/sportsbook/feed/amqp-feed.js';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FeedConsumer } from '../src/modules/sportsbook/feed/feed-consumer.js';
import type { FeedSource } from '../src/modules/sportsbook/feed/feed-source.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { SimulatorRunner } from '../src/modules/sportsbook/simulator/simulator-runner.js';
import { ManualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';
import { openTestDb } from './helper.js';
import { bookState, silentLog } from './sportsbook-helpers.js';

/**
 * The feed through a real RabbitMQ (SPORTS_FEED_TEST_AMQP names it; CI's PostgreSQL step sets it,
 * and vitest collects this file only then): the book is killed mid-feed and restarted, and ends
 * with every message applied exactly once, as a book that read the same messages in one go.
 */
const url = process.env.SPORTS_FEED_TEST_AMQP ?? '';
const START = Date.UTC(2026, 0, 10, 11, 55);
const MINUTES = 18;
const suffix = crypto.randomBytes(4).toString('hex');
const names: AmqpNames = {
  feedExchange: `test.sportsbook.feed.${suffix}`,
  feedQueue: `test.sportsbook.feed.book.${suffix}`,
  recoveryExchange: `test.sportsbook.recovery.${suffix}`,
  recoveryQueue: `test.sportsbook.recovery.producer.${suffix}`,
};
const sim = () => new FeedSimulator({ seed: 'amqp', speed: 10, daysAhead: 0 });

const log = silentLog();
let crashed: Db | undefined;
let reference: Db | undefined;
const clock = new ManualClock(new Date(START));

async function waitFor(what: string, condition: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const appliedCount = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sport_feed_messages WHERE message_id NOT LIKE '%:snapshot:%'`,
    )
  ).rows[0]?.n ?? 0;

beforeAll(async () => {
  crashed = await openTestDb();
  reference = await openTestDb();
}, 240_000);

afterAll(async () => {
  await crashed?.close();
  await reference?.close();
  // The broker outlives the test: its queues and exchanges go.
  const connection = await connect(url);
  const channel = await connection.createChannel();
  await channel.deleteQueue(names.feedQueue);
  await channel.deleteQueue(names.recoveryQueue);
  await channel.deleteExchange(names.feedExchange);
  await channel.deleteExchange(names.recoveryExchange);
  await connection.close();
}, 120_000);

describe('the feed over AMQP', () => {
  it('recovers after the book is killed mid-feed: nothing lost, nothing applied twice', async () => {
    const bookDb = crashed;
    const referenceDb = reference;
    if (!bookDb || !referenceDb) throw new Error('no databases');
    const producer = sim();
    const publisher = new AmqpFeedPublisher(url, log, names);
    const runner = new SimulatorRunner(producer, publisher, clock, log);
    await runner.start();
    const deps = { db: bookDb, clock, log };

    let killAfter: number | undefined;
    const startBook = async () => {
      const amqp = new AmqpFeedSource(url, log, names);
      const source: FeedSource = {
        start: (handle) =>
          amqp.start(async (raw) => {
            // A killed book applies nothing more: what it had not acknowledged stays with the broker.
            if (killAfter === 0) throw new Error('killed');
            await handle(raw);
            if (killAfter !== undefined && --killAfter === 0) void amqp.close();
          }),
        requestRecovery: (request) => amqp.requestRecovery(request),
        close: () => amqp.close(),
      };
      const consumer = new FeedConsumer(deps, new FeedAdapter(deps), source, ['sim']);
      const [request] = await consumer.start();
      if (request) await consumer.recovered(request);
      return consumer;
    };

    // The expected book: the snapshot at the start, then everything produced.
    const snapshot = producer.replay(null, START, 'reference').filter((m) => m.type !== 'snapshot_complete');
    const produced = producer.messagesBetween(START, START + MINUTES * 60_000);
    const expected = new Set([...snapshot, ...produced].map((m) => m.message_id));
    const referenceAdapter = new FeedAdapter({ db: referenceDb, clock, log });
    for (const message of [...snapshot, ...produced]) await referenceAdapter.applyMessage(message);

    let consumer = await startBook();
    expect(await appliedCount(bookDb)).toBe(snapshot.length);
    for (let minute = 1; minute <= MINUTES; minute++) {
      clock.advance(60_000);
      if (minute === 8) killAfter = 3;
      await runner.tick();
      if (minute === 8) {
        await waitFor('the kill', async () => killAfter === 0);
        await consumer.stop();
      } else if (minute === 10) {
        // Restarted two minutes later; the broker kept what came meanwhile, the producer replays since the mark.
        killAfter = undefined;
        consumer = await startBook();
      }
    }
    await waitFor('every message', async () => (await appliedCount(bookDb)) >= expected.size);
    await consumer.stop();
    await runner.stop();

    const applied = await bookDb.query<{ message_id: string }>(
      `SELECT message_id FROM sport_feed_messages WHERE message_id NOT LIKE '%:snapshot:%'`,
    );
    expect(new Set(applied.rows.map((r) => r.message_id))).toEqual(expected);
    const counts = await bookDb.query<{ applied: number; duplicates: number }>(
      `SELECT applied, duplicates FROM sport_feed_producers WHERE producer = 'sim'`,
    );
    // Each id once (snapshot_complete messages are applied too), and what came again was recognised.
    expect(counts.rows[0]?.applied).toBe(expected.size + 2);
    expect(counts.rows[0]?.duplicates).toBeGreaterThan(0);
    expect(await bookState(bookDb)).toEqual(await bookState(referenceDb));
  }, 240_000);
});

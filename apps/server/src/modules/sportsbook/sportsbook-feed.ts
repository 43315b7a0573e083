import type { Deps } from '../../platform/deps.js';
import type { DedicatedSession } from '../../platform/db/types.js';
import { AmqpFeedPublisher, AmqpFeedSource } from './feed/amqp-feed.js';
import { FeedAdapter } from './feed/feed-adapter.js';
import { FeedConsumer } from './feed/feed-consumer.js';
import type { FeedPublisher, FeedSource } from './feed/feed-source.js';
import { InProcessFeed } from './feed/in-process-feed.js';
import { FeedSimulator } from './simulator/simulator.js';
import { SimulatorRunner } from './simulator/simulator-runner.js';
import { sportsbookLiveOf } from './sportsbook-live.js';

/** The simulator publishes what its matches produced this often. */
const TICK_MS = 1000;
/** A process that is not the feed's reader tries to become it this often (the reader may have stopped). */
const TAKE_OVER_MS = 30_000;
/** One session advisory lock: the process holding it reads the feed (and runs the simulator). */
const FEED_LOCK = 7_261_044;

/** Builds the feed's parts as configured: the source, and the simulator publishing into it. */
async function startFeed(deps: Deps): Promise<() => Promise<void>> {
  const { sportsbook } = deps.config;
  const live = sportsbookLiveOf(deps.db, deps.log);
  const adapter = new FeedAdapter(deps, (eventId) => live.changed(eventId), deps.db.dedicated());
  let source: FeedSource;
  let publisher: FeedPublisher | undefined;
  if (sportsbook.amqpUrl) {
    source = new AmqpFeedSource(sportsbook.amqpUrl, deps.log);
    if (sportsbook.simulator.enabled) publisher = new AmqpFeedPublisher(sportsbook.amqpUrl, deps.log);
  } else {
    const feed = new InProcessFeed(deps.log);
    source = feed.source;
    publisher = sportsbook.simulator.enabled ? feed.publisher : undefined;
  }
  let runner: SimulatorRunner | undefined;
  if (publisher) {
    const simulator = new FeedSimulator({
      seed: sportsbook.simulator.seed,
      speed: sportsbook.simulator.speed,
      calendar: sportsbook.simulator.calendar,
    });
    runner = new SimulatorRunner(simulator, publisher, deps.clock, deps.log);
    await runner.start(TICK_MS);
  }
  // In the process with no producer there is nobody to ask for a recovery.
  const recoverable = sportsbook.amqpUrl || publisher ? sportsbook.producers : [];
  const consumer = new FeedConsumer(deps, adapter, source, recoverable);
  await consumer.start();
  deps.log.info(
    { amqp: Boolean(sportsbook.amqpUrl), simulator: Boolean(runner) },
    'sportsbook feed: reading',
  );
  return async () => {
    await runner?.stop();
    await consumer.stop();
  };
}

/**
 * Starts reading the sportsbook's feed in this process if no other process does (several share
 * one database; the holder of an advisory lock on its own connection is the reader, and another
 * takes over when it stops). Answers what stops it.
 */
export function startSportsFeed(deps: Deps): () => Promise<void> {
  let session: DedicatedSession | undefined;
  let stopFeed: (() => Promise<void>) | undefined;
  let stopped = false;
  const attempt = async () => {
    if (stopped || stopFeed) return;
    session ??= await deps.db.openSession();
    const { rows } = await session.query<{ held: boolean }>(
      `SELECT pg_try_advisory_lock(${FEED_LOCK}) AS held`,
    );
    if (!rows[0]?.held || stopped) return;
    clearInterval(retry);
    stopFeed = await startFeed(deps);
  };
  const run = () =>
    void attempt().catch((err: unknown) =>
      deps.log.error({ err }, 'sportsbook feed: could not start; trying again'),
    );
  const retry = setInterval(run, TAKE_OVER_MS);
  retry.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(retry);
    await stopFeed?.();
    if (session && deps.db.kind === 'postgres') await session.close();
  };
}

// `npm run bench:sports [-- --minutes 60]`, on a real PostgreSQL (DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test), in a schema of its own dropped at the end.
// How many feed messages, odds changes above all, the adapter applies per second: the simulator's
// snapshot of a day's book, then `minutes` of its matches at 60 times real time, applied one at a
// time in order, as the feed delivers them (docs/decisions/044). Target: 1,000 odds changes a
// second. (Bet placement under that load comes with the bets.)
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import type { FeedMessage } from '../src/modules/sportsbook/feed/feed-messages.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { ManualClock } from '../src/platform/clock.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';
import { DEFAULT_URL, option } from './bench-games.js';

const TARGET_ODDS_PER_SECOND = 1000;
const START = Date.UTC(2026, 0, 10, 12, 0);

/** Warnings and errors to the console; the rest is quiet. */
function consoleLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const log = {
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    warn: console.warn,
    error: console.error,
    fatal: console.error,
    level: 'warn',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_URL;
  const minutes = option('minutes', 60);
  const schema = `bench_sports_${crypto.randomBytes(4).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  try {
    await migrate(db);
    const clock = new ManualClock(new Date(START));
    const adapter = new FeedAdapter({ db, clock, log: consoleLog() });
    const sim = new FeedSimulator({ seed: 'bench', speed: 60, daysAhead: 1 });
    const run = async (label: string, messages: readonly FeedMessage[]) => {
      const started = performance.now();
      for (const message of messages) await adapter.applyMessage(message);
      const seconds = (performance.now() - started) / 1000;
      const odds = messages.filter((m) => m.type === 'odds_change').length;
      console.log(
        `${label}: ${messages.length} messages (${odds} odds changes) in ${seconds.toFixed(2)} s: ` +
          `${Math.round(messages.length / seconds)} messages/s, ${Math.round(odds / seconds)} odds changes/s`,
      );
      return odds / seconds;
    };
    await run('snapshot', sim.replay(null, START, 'bench'));
    const live = await run(
      `${minutes} minutes of play`,
      sim.messagesBetween(START, START + minutes * 60_000),
    );
    console.log(
      `odds changes applied per second: ${Math.round(live)} (target ${TARGET_ODDS_PER_SECOND}): ${live >= TARGET_ODDS_PER_SECOND ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
}

await main();

// `npm run bench:sports [-- --minutes 60 --odds 20000 --seconds 10 --rate 1000 --bets 100000
//   --only feed|placement|settlement --model saturation|players --players 64]`
// on embedded PGlite, or on PostgreSQL when DATABASE_URL is set (a schema of its own, dropped at
// the end). Three figures of issue 21 (docs/decisions/044, 047):
// - feed: how many odds changes the adapter applies per second: the simulator's snapshot of a
//   day's book, then `minutes` of its matches at 60 times real time, in order, then a backlog of
//   `odds` price messages over 40 events (each three markets, seven outcomes), in runs of at most
//   FEED_BATCH a transaction (what the in-process feed does with a backlog). Target 1,000/s.
// - placement: 64 players placing singles and accumulators through the HTTP route while odds
//   changes are applied at `rate` a second, twice: back to back (saturation) and with a think
//   time between bets (open loop; `--model saturation|players` runs one). Target p99 < 50 ms.
// - settlement: one market with `bets` open bets, a tenth of them accumulators and system bets,
//   settled by one feed message. Target < 10 s, each bet paid exactly once.
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import type { FeedMessage } from '../src/modules/sportsbook/feed/feed-messages.js';
import { FEED_BATCH } from '../src/modules/sportsbook/feed/in-process-feed.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { ManualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';
import { option } from './bench-games.js';
import { BenchFeed, consoleLog, openBenchDb } from './bench-sports-book.js';
import { benchPlacement, reportPlacement, type LoadModel } from './bench-sports-placement.js';
import { benchSettlement, reportSettlement } from './bench-sports-settlement.js';

const TARGET_ODDS_PER_SECOND = 1000;
const TARGET_PLACEMENT_P99_MS = 50;
const TARGET_SETTLEMENT_SECONDS = 10;
const PLAYERS = 64;
const START = Date.UTC(2026, 0, 10, 12, 0);

function only(): string | undefined {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The placement runs' load models: both, or the one `--model` names. */
function placementModels(): LoadModel[] {
  const i = process.argv.indexOf('--model');
  const named = i >= 0 ? process.argv[i + 1] : undefined;
  if (named === undefined) return ['saturation', 'players'];
  if (named !== 'saturation' && named !== 'players') throw new Error('--model must be saturation or players');
  return [named];
}

async function benchFeed(db: Db, clock: ManualClock, minutes: number, backlog: number): Promise<boolean> {
  const adapter = new FeedAdapter({ db, clock, log: consoleLog() });
  const sim = new FeedSimulator({ seed: 'bench', speed: 60, daysAhead: 1 });
  const run = async (label: string, messages: readonly FeedMessage[]) => {
    const started = performance.now();
    for (let i = 0; i < messages.length; i += FEED_BATCH)
      await adapter.applyMessages(messages.slice(i, i + FEED_BATCH));
    const seconds = (performance.now() - started) / 1000;
    const odds = messages.filter((m) => m.type === 'odds_change').length;
    console.log(
      `feed ${label}: ${messages.length} messages (${odds} odds changes) in ${seconds.toFixed(2)} s: ` +
        `${Math.round(messages.length / seconds)} messages/s, ${Math.round(odds / seconds)} odds changes/s`,
    );
    return odds / seconds;
  };
  await run('snapshot', sim.replay(null, START, 'bench'));
  await run(`${minutes} minutes of play`, sim.messagesBetween(START, START + minutes * 60_000));
  // The simulator's hour holds a few hundred prices: the backlog is what measures the rate.
  const feed = new BenchFeed(adapter, clock, 'feed');
  const events = await feed.events(40);
  const prices = Array.from({ length: backlog }, (_, i) =>
    feed.oddsChange(events[i % events.length] as string),
  );
  const live = await run(`backlog of ${backlog} prices`, prices);
  const ok = live >= TARGET_ODDS_PER_SECOND;
  console.log(
    `  odds changes applied per second: ${Math.round(live)} (target ${TARGET_ODDS_PER_SECOND}, runs of up to ${FEED_BATCH}): ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const part = only();
  const { db, where, drop } = await openBenchDb('bench_sports');
  const clock = new ManualClock(new Date(START));
  const results: boolean[] = [];
  try {
    console.log(`sportsbook bench on ${where}`);
    if (!part || part === 'feed')
      results.push(await benchFeed(db, clock, option('minutes', 60), option('odds', 20_000)));
    if (!part || part === 'placement')
      for (const model of placementModels()) {
        const rate = option('rate', TARGET_ODDS_PER_SECOND);
        const players = option('players', PLAYERS);
        const figures = await benchPlacement(
          { db, clock },
          { players, seconds: option('seconds', 10), rate, model },
        );
        results.push(reportPlacement(figures, model, players, TARGET_PLACEMENT_P99_MS, rate));
      }
    if (!part || part === 'settlement') {
      const bets = option('bets', 100_000);
      results.push(
        reportSettlement(
          await benchSettlement({ db, clock }, { bets, multiples: Math.round(bets / 10), players: 2_000 }),
          TARGET_SETTLEMENT_SECONDS,
        ),
      );
    }
    console.log(results.every(Boolean) ? 'all targets met' : 'SOME TARGETS MISSED');
  } finally {
    await drop();
    await db.close();
  }
}

await main();

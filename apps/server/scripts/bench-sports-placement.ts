// Bet placement under load: `players` concurrent players, each placing one bet after another
// (singles and three-leg accumulators in turn) through the real HTTP route
// (`POST /api/frontend/sports/bets/` by app.inject: authentication, validation, the service, the
// ledger and the wallet's listeners), while odds changes for the same events are applied through
// the feed adapter at `rate` a second, in runs as the in-process feed drains them.
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FEED_BATCH } from '../src/modules/sportsbook/feed/in-process-feed.js';
import type { Clock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/types.js';
import { percentile } from './bench-games.js';
import { BenchFeed, consoleLog, fundedPlayers, legsOf } from './bench-sports-book.js';
import type { BulkLeg } from './sports-bets-bulk.js';

const EVENTS = 40;
const WARM_UP_MS = 1000;

export interface PlacementFigures {
  placed: number;
  refused: Map<number, number>;
  latencies: number[];
  seconds: number;
  oddsApplied: number;
  oddsPerSecond: number;
}

export async function benchPlacement(
  deps: { db: Db; clock: Clock },
  options: { players: number; seconds: number; rate: number },
): Promise<PlacementFigures> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: path.join(os.tmpdir(), `bench-sports-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'bench-sports-no-web'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    SPORTS_FEED_ENABLED: 'false',
    SPORTS_SIMULATOR: 'false',
  });
  const app = await buildApp({ config, db: deps.db, clock: deps.clock, logger: false, seedDemo: false });
  await app.ready();
  try {
    const adapter = new FeedAdapter({ ...deps, log: consoleLog() });
    const feed = new BenchFeed(adapter, deps.clock, 'placement');
    const events = await feed.events(EVENTS);
    const legs = [...(await legsOf(deps.db, events)).values()];
    const players = await fundedPlayers(deps, options.players, 1_000_000_00);
    const tokens = await Promise.all(players.map((id) => app.deps.accessTokens.sign(id)));

    const started = performance.now();
    const measureFrom = started + WARM_UP_MS;
    const end = measureFrom + options.seconds * 1000;
    const odds = driveOdds(adapter, feed, events, options.rate, end);
    const figures = { placed: 0, refused: new Map<number, number>(), latencies: [] as number[] };
    let slip = 0;
    const player = async (token: string, n: number) => {
      for (let bet = n; performance.now() < end; bet += options.players) {
        const body = slipOf(legs, bet, ++slip);
        const t = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/frontend/sports/bets/',
          headers: { authorization: `Bearer ${token}` },
          payload: body,
        });
        if (t < measureFrom) continue;
        figures.latencies.push(performance.now() - t);
        if (res.statusCode === 201) figures.placed += 1;
        else figures.refused.set(res.statusCode, (figures.refused.get(res.statusCode) ?? 0) + 1);
      }
    };
    await Promise.all(tokens.map((token, i) => player(token, i)));
    const applied = await odds;
    figures.latencies.sort((a, b) => a - b);
    return {
      ...figures,
      seconds: options.seconds,
      oddsApplied: applied.count,
      oddsPerSecond: applied.count / applied.seconds,
    };
  } finally {
    await app.close();
  }
}

/**
 * Applies odds changes at `rate` a second until `end`: what is due since the start, in runs of at
 * most FEED_BATCH in one transaction (what the in-process feed does with a backlog). Answers how
 * many were applied, in how long.
 */
async function driveOdds(
  adapter: FeedAdapter,
  feed: BenchFeed,
  events: readonly string[],
  rate: number,
  end: number,
): Promise<{ count: number; seconds: number }> {
  const started = performance.now();
  let count = 0;
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate) - count;
    if (due <= 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    const run = Array.from({ length: Math.min(due, FEED_BATCH) }, (_, i) =>
      feed.oddsChange(events[(count + i) % events.length] as string),
    );
    await adapter.applyMessages(run);
    count += run.length;
  }
  return { count, seconds: (performance.now() - started) / 1000 };
}

/** The n-th bet's slip: a single, or an accumulator of three events, every odds move accepted. */
function slipOf(events: readonly BulkLeg[][], n: number, key: number) {
  const pick = (event: number) => {
    const outcomes = events[event % events.length] as BulkLeg[];
    const leg = outcomes[(n + event) % outcomes.length] as BulkLeg;
    return { outcome_id: leg.outcomeId, odds: leg.odds };
  };
  const legs = n % 2 === 0 ? [pick(n)] : [pick(n), pick(n + 7), pick(n + 19)];
  return {
    key: `bench-${process.pid}-${key}`,
    type: { kind: legs.length === 1 ? 'single' : 'accumulator' },
    legs,
    unit_stake: 1,
    odds_change: 'any',
  };
}

export function reportPlacement(f: PlacementFigures, targetP99: number, targetRate: number): boolean {
  const refused = [...f.refused].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
  const p99 = f.latencies.length > 0 ? percentile(f.latencies, 99) : Number.POSITIVE_INFINITY;
  console.log(
    `placement: ${f.placed} bets placed in ${f.seconds} s = ${Math.round(f.placed / f.seconds)} bets/s; refused: ${refused}`,
  );
  console.log(
    `  latency p50 ${percentile(f.latencies, 50).toFixed(1)} ms, p95 ${percentile(f.latencies, 95).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${(f.latencies.at(-1) ?? 0).toFixed(1)} ms (target p99 < ${targetP99} ms: ` +
      `${p99 < targetP99 ? 'OK' : 'ABOVE TARGET'})`,
  );
  console.log(
    `  odds changes applied meanwhile: ${f.oddsApplied} = ${Math.round(f.oddsPerSecond)}/s ` +
      `(target ${targetRate}/s: ${f.oddsPerSecond >= targetRate * 0.98 ? 'OK' : 'BELOW TARGET'})`,
  );
  return p99 < targetP99 && f.oddsPerSecond >= targetRate * 0.98;
}

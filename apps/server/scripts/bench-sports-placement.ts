// Bet placement under load through the real HTTP route (`POST /api/frontend/sports/bets/` by
// app.inject: authentication, validation, the service, the ledger and the wallet's listeners),
// singles and three-leg accumulators in turn, while odds changes for the same events are applied
// through the feed adapter at `rate` a second, in runs as the in-process feed drains them. Two load
// models (docs/decisions/047, "Placement latency"):
// - saturation (closed loop): `players` players, each placing its next bet as soon as the last is
//   answered, with no think time: a queue of `players` requests whatever the machine's speed, so
//   its latency is mostly waiting in that queue;
// - players (open loop): `players` players, each placing a bet, then thinking a random time
//   (exponential, mean THINK_MS) before the next; each bet is sent at its planned time even if the
//   player's last one is still unanswered, and its latency counts from that planned time, so a
//   slow answer cannot hold back the requests that would have measured it (coordinated omission).
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FEED_BATCH } from '../src/modules/sportsbook/feed/in-process-feed.js';
import type { Clock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db, Queryable } from '../src/platform/db/types.js';
import { percentile } from './bench-games.js';
import { BenchFeed, consoleLog, fundedPlayers, legsOf } from './bench-sports-book.js';
import type { BulkLeg } from './sports-bets-bulk.js';

const EVENTS = 40;
const WARM_UP_MS = 1000;
/** The players' mean think time between two bets in the open-loop model. */
export const THINK_MS = 1000;

export type LoadModel = 'saturation' | 'players';

export interface PlacementFigures {
  placed: number;
  refused: Map<number, number>;
  latencies: number[];
  seconds: number;
  oddsApplied: number;
  oddsPerSecond: number;
  /** This process's CPU (the route, the service, the feed adapter, the load) per bet placed, in ms. */
  cpuMsPerBet: number;
  /** Database statements the placements sent (the feed's not counted), per bet placed. */
  statementsPerBet: number;
}

export async function benchPlacement(
  deps: { db: Db; clock: Clock },
  options: { players: number; seconds: number; rate: number; model: LoadModel },
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
  const counted = countingDb(deps.db);
  const app = await buildApp({ config, db: counted.db, clock: deps.clock, logger: false, seedDemo: false });
  await app.ready();
  try {
    // On a connection of its own, as the feed's consumer applies runs (sportsbook-feed.ts).
    const adapter = new FeedAdapter({ ...deps, log: consoleLog() }, undefined, deps.db.dedicated());
    const feed = new BenchFeed(adapter, deps.clock, `placement-${options.model}`);
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
    let cpuFrom: NodeJS.CpuUsage | undefined;
    let statementsFrom = 0;
    /** Places the bet'th slip; its latency counts from `from` when it was due by then. */
    const place = async (token: string, bet: number, from: number) => {
      const body = slipOf(legs, bet, ++slip);
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/sports/bets/',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (from < measureFrom || from >= end) return;
      figures.latencies.push(performance.now() - from);
      if (res.statusCode === 201) figures.placed += 1;
      else figures.refused.set(res.statusCode, (figures.refused.get(res.statusCode) ?? 0) + 1);
    };
    const saturating = async (token: string, n: number) => {
      for (let bet = n; performance.now() < end; bet += options.players)
        await place(token, bet, performance.now());
    };
    const thinking = async (token: string, n: number) => {
      const sent: Promise<void>[] = [];
      for (let bet = n, due = started + think(); due < end; bet += options.players, due += think()) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sent.push(place(token, bet, due));
      }
      await Promise.all(sent);
    };
    setTimeout(() => {
      cpuFrom = process.cpuUsage();
      statementsFrom = counted.statements();
    }, WARM_UP_MS);
    const player = options.model === 'players' ? thinking : saturating;
    await Promise.all(tokens.map((token, i) => player(token, i)));
    const cpu = process.cpuUsage(cpuFrom);
    const statements = counted.statements() - statementsFrom;
    const applied = await odds;
    figures.latencies.sort((a, b) => a - b);
    return {
      ...figures,
      seconds: options.seconds,
      oddsApplied: applied.count,
      oddsPerSecond: applied.count / applied.seconds,
      cpuMsPerBet: (cpu.user + cpu.system) / 1000 / Math.max(1, figures.placed),
      statementsPerBet: statements / Math.max(1, figures.placed),
    };
  } finally {
    await app.close();
  }
}

/** A think time: exponential with mean THINK_MS. */
function think(): number {
  return -Math.log(1 - Math.random()) * THINK_MS;
}

/**
 * The database as the app sees it, counting every statement it sends (a transaction's BEGIN and
 * COMMIT included): the round trips a placement costs.
 */
function countingDb(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const counting = (q: Queryable): Queryable => ({
    query: (text, params, options) => {
      count += 1;
      return q.query(text, params, options);
    },
    exec: (sql) => q.exec(sql),
  });
  const wrapped: Db = Object.assign(Object.create(db) as Db, {
    ...counting(db),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      count += 2;
      return db.transaction((tx) => fn(counting(tx)));
    },
  });
  return { db: wrapped, statements: () => count };
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

export function reportPlacement(
  f: PlacementFigures,
  model: LoadModel,
  players: number,
  targetP99: number,
  targetRate: number,
): boolean {
  const refused = [...f.refused].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
  const p99 = f.latencies.length > 0 ? percentile(f.latencies, 99) : Number.POSITIVE_INFINITY;
  const shape =
    model === 'players'
      ? `${players} players, each thinking ${THINK_MS / 1000} s on average between bets (open loop)`
      : `${players} players placing back to back (saturation, closed loop)`;
  console.log(`placement, ${shape}:`);
  console.log(
    `  ${f.placed} bets placed in ${f.seconds} s = ${Math.round(f.placed / f.seconds)} bets/s; refused: ${refused}; ` +
      `${f.cpuMsPerBet.toFixed(1)} ms of this process's CPU and ${f.statementsPerBet.toFixed(1)} statements per bet`,
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

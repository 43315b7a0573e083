// `npm run bench:tournaments [-- --connections 64 --seconds 8 --players 256 --readers 100]`, on a
// real PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), each run in a
// schema of its own:
// 1. The cost of scoring on the round path: bench:games' rounds per second (signed bet + win over
//    HTTP) with three running tournaments that count the bench game, against the same run without
//    tournaments. The runs alternate (without, with, with, without) so a machine whose load drifts
//    weighs on both alike. Target: within 15%.
// 2. An event's detail (GET /api/frontend/events/{id}/, its leaderboard of 10,000 participants)
//    under 100 concurrent readers, each keeping one request in flight (bench-load.mjs, its own
//    process), while rounds of that event's game stream in. Target: p95 under 20 ms.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { tournamentsOf } from '../src/modules/tournaments/tournaments.service.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { systemClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/types.js';
import {
  DEFAULT_URL,
  GAME,
  benchConfig,
  benchRounds,
  option,
  percentile,
  post,
  prepare,
  type Player,
} from './bench-games.js';

const TARGET_SCORING_COST = 0.15;
const TARGET_P95_MS = 20;
const PARTICIPANTS = 10_000;
const DAY = 24 * 3600 * 1000;
const LOAD_GENERATOR = fileURLToPath(new URL('./bench-load.mjs', import.meta.url));

/** A running event that counts the bench game; answers its id. */
async function runningEvent(
  db: Db,
  gameId: number,
  code: string,
  category: 'bet_count' | 'bet_sum' | 'max_win',
) {
  const now = Date.now();
  const { id } = await tournamentsOf({ db, clock: systemClock }).create({
    code,
    name: `Bench ${code}`,
    description: '<p>Bench event.</p>',
    rounds: category === 'bet_count' ? 1_000_000 : null,
    mainImg: '',
    previewImg: '',
    minBetCents: 10,
    category,
    prizes: Array.from({ length: 20 }, (_, i) => (20 - i) * 1_000),
    start: new Date(now - DAY),
    end: new Date(now + 7 * DAY),
    gameIds: [gameId],
  });
  return id;
}

const threeEvents = async (db: Db, gameId: number) => {
  await runningEvent(db, gameId, 'bench-count', 'bet_count');
  await runningEvent(db, gameId, 'bench-sum', 'bet_sum');
  await runningEvent(db, gameId, 'bench-max', 'max_win');
};

async function scoringCost(url: string, connections: number, seconds: number, players: number) {
  const runs: Array<{ label: string; perSecond: number; failures: number; ledgerOk: boolean }> = [];
  for (const withEvents of [false, true, true, false]) {
    const r = await benchRounds(
      url,
      connections,
      seconds,
      players,
      false,
      withEvents ? threeEvents : undefined,
    );
    const label = withEvents ? 'with 3 running tournaments' : 'without tournaments';
    console.log(
      `  ${label}: ${r.perSecond.toFixed(0)} rounds/s, failures ${r.failures}, ledger check ${r.ledgerOk ? 'OK' : 'VIOLATED'}`,
    );
    runs.push({ label, perSecond: r.perSecond, failures: r.failures, ledgerOk: r.ledgerOk });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const without = mean([runs[0]?.perSecond ?? 0, runs[3]?.perSecond ?? 0]);
  const withEvents = mean([runs[1]?.perSecond ?? 0, runs[2]?.perSecond ?? 0]);
  const change = withEvents / without - 1;
  console.log(
    `scoring cost: ${withEvents.toFixed(0)} rounds/s with three running tournaments against ${without.toFixed(0)} without: ` +
      `ratio ${(withEvents / without).toFixed(3)} (${(change * 100).toFixed(1)}%; target within ${TARGET_SCORING_COST * 100}%) ` +
      `${change >= -TARGET_SCORING_COST ? 'OK' : 'BELOW TARGET'}`,
  );
  return runs.every((r) => r.failures === 0 && r.ledgerOk);
}

/** 10,000 players with scores in one running event of the bench game (its leaderboard's rows). */
async function crowdedEvent(db: Db, gameId: number): Promise<number> {
  const id = await runningEvent(db, gameId, 'bench-crowded', 'bet_sum');
  await db.query(
    `INSERT INTO users (email, nickname)
     SELECT 'bench-lb-' || g || '@example.com', 'player' || g FROM generate_series(1, $1::int) g`,
    [PARTICIPANTS],
  );
  await db.query(
    `INSERT INTO tournament_scores (tournament_id, user_id, points, rounds_counted, reached_at)
     SELECT $1, u.id, (abs(hashint4(u.id::int)) % 500000) + 100, 1 + abs(hashint4(u.id::int + 7)) % 300,
            now() - (abs(hashint4(u.id::int + 3)) % 86400) * interval '1 second'
     FROM users u WHERE u.email LIKE 'bench-lb-%'`,
    [id],
  );
  await db.query('ANALYZE tournament_scores');
  return id;
}

interface LoadResult {
  latencies: number[];
  errors: number;
  elapsed: number;
  cpuSeconds: number;
}

function readers(base: string, path: string, concurrency: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_GENERATOR, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with code ${code}`));
    });
    child.send({ base, paths: [path], concurrency, warmupMs: 1000, seconds });
  });
}

async function leaderboardUnderLoad(url: string, seconds: number, readerCount: number) {
  const schema = `bench_tournaments_${crypto.randomBytes(5).toString('hex')}`;
  let eventId = 0;
  const players: Player[] = await prepare(url, schema, 64, false, async (db, gameId) => {
    eventId = await crowdedEvent(db, gameId);
  });
  const app = await buildApp({ config: benchConfig(url, schema), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let streaming = true;
  let rounds = 0;
  let failures = 0;
  let sequence = 0;
  // Eight connections play rounds of the event's game the whole time: every one is scored.
  const stream = async (w: number) => {
    for (let i = 0; streaming; i++) {
      const player = players[(w + i * 8) % players.length];
      if (!player) continue;
      const n = ++sequence;
      const common = {
        session_token: player.token,
        player_id: String(player.id),
        game: GAME,
        currency: 'USD',
      };
      const bet = await post(agent, port, 'bet', {
        ...common,
        transaction_id: `lb-b-${n}`,
        round_id: `lb-r-${n}`,
        amount: 100,
      });
      const win = await post(agent, port, 'win', {
        ...common,
        transaction_id: `lb-w-${n}`,
        round_id: `lb-r-${n}`,
        amount: n % 2 === 0 ? 190 : 0,
        round_closed: true,
      });
      if (bet.status === 200 && win.status === 200) rounds++;
      else failures++;
    }
  };
  try {
    const path = `/api/frontend/events/${eventId}/`;
    const sample = (await (await fetch(`http://127.0.0.1:${port}${path}`)).json()) as {
      leaderboard: unknown[];
    };
    const started = Date.now();
    const streams = Array.from({ length: 8 }, (_, w) => stream(w));
    const result = await readers(`http://127.0.0.1:${port}`, path, readerCount, seconds);
    streaming = false;
    await Promise.all(streams);
    const streamedFor = (Date.now() - started) / 1000;
    const sorted = result.latencies.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const { rows } = await app.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tournament_scores WHERE tournament_id = $1',
      [eventId],
    );
    console.log(
      `  event of ${rows[0]?.n ?? 0} participants, ${sample.leaderboard.length} leaderboard rows per answer; ` +
        `${readerCount} readers: ${sorted.length} requests in ${result.elapsed.toFixed(1)} s = ${(sorted.length / result.elapsed).toFixed(0)} req/s, errors ${result.errors}`,
    );
    console.log(
      `  while ${rounds} scored rounds streamed in (${(rounds / streamedFor).toFixed(0)} rounds/s, failures ${failures})`,
    );
    console.log(
      `leaderboard call: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms ` +
        `(target p95 < ${TARGET_P95_MS} ms) ${p95 < TARGET_P95_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
    const check = await walletOf(app.deps).checkLedger();
    return result.errors === 0 && failures === 0 && check.ok;
  } finally {
    agent.destroy();
    await app.deps.db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await app.close();
  }
}

async function main(): Promise<void> {
  const connections = option('connections', 64);
  const seconds = option('seconds', 8);
  const playerCount = option('players', 256);
  const readerCount = option('readers', 100);
  const url = loadConfig().databaseUrl ?? DEFAULT_URL;
  const shown = new URL(url);
  shown.password = shown.password ? '***' : '';
  console.log(`tournaments bench on ${shown.toString()}`);
  console.log(
    `rounds (bench:games, ${connections} connections, ${playerCount} players, ${seconds} s per run):`,
  );
  const roundsOk = await scoringCost(url, connections, seconds, playerCount);
  console.log(`leaderboard (${PARTICIPANTS} participants, ${readerCount} concurrent readers, ${seconds} s):`);
  const boardOk = await leaderboardUnderLoad(url, seconds, readerCount);
  if (!roundsOk || !boardOk) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

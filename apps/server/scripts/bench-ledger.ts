// `npm run bench:ledger [-- --workers N --seconds S]`: transfers per second through the
// WalletService on a real PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
// in a schema of its own, then pgbench's simple-update run (-N) with as many clients on a scratch
// database of the same server, and the ratio of the two.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { walletOf, type TransferInput } from '../src/modules/wallet/wallet.service.js';
import { systemClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function findPgbench(): string {
  for (const candidate of ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench'])
    if (fs.existsSync(candidate)) return candidate;
  return 'pgbench';
}

async function benchWallet(url: string, workers: number, seconds: number) {
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  try {
    await migrate(db);
    const wallet = walletOf({ db, clock: systemClock });
    // One player per worker, so workers never wait on each other's rows (nor on one house row:
    // each player's house shard is their own).
    const players: number[] = [];
    for (let w = 0; w < workers; w++) {
      const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `bench-${w}@example.com`,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('no user');
      players.push(id);
      await wallet.transfer({
        idempotencyKey: `bench:${id}:seed`,
        kind: 'deposit',
        from: { owner: 'house', name: 'gateway_clearing' },
        to: { owner: 'player', userId: id, kind: 'cash' },
        amountCents: 1_000_000_00,
      });
    }
    const latencies: number[] = [];
    const move = (userId: number, n: number): TransferInput =>
      n % 2 === 0
        ? {
            idempotencyKey: `bench:${userId}:${n}`,
            kind: 'bet',
            from: { owner: 'player', userId, kind: 'cash' },
            to: { owner: 'house', name: 'game_bets' },
            amountCents: 100,
          }
        : {
            idempotencyKey: `bench:${userId}:${n}`,
            kind: 'win',
            from: { owner: 'house', name: 'game_bets' },
            to: { owner: 'player', userId, kind: 'cash' },
            amountCents: 100,
          };
    // A short warm-up so connections and plans exist before the clock starts.
    await Promise.all(
      players.map(async (userId) => {
        for (let n = 0; n < 20; n++)
          await wallet.transfer({ ...move(userId, n), idempotencyKey: `bench:${userId}:warm-${n}` });
      }),
    );
    const started = process.hrtime.bigint();
    const deadline = started + BigInt(seconds) * 1_000_000_000n;
    await Promise.all(
      players.map(async (userId) => {
        for (let n = 0; process.hrtime.bigint() < deadline; n++) {
          const t0 = process.hrtime.bigint();
          await wallet.transfer(move(userId, n));
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const check = await wallet.checkLedger();
    latencies.sort((a, b) => a - b);
    return {
      transfers: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      ledgerOk: check.ok,
    };
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

function benchPgbench(url: string, clients: number, seconds: number): number {
  const scratch = `bench_pgbench_${crypto.randomBytes(4).toString('hex')}`;
  const target = new URL(url);
  const admin = maintenanceUrl(target);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratch}`;
  const pgbench = findPgbench();
  const psql = (sql: string) =>
    execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', admin, '-c', sql], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  psql(`CREATE DATABASE ${scratch}`);
  try {
    execFileSync(pgbench, ['-i', '-q', '-s', '1', scratchUrl.toString()], {
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    const out = execFileSync(
      pgbench,
      [
        '-N',
        '-n',
        '-c',
        String(clients),
        '-j',
        String(clients),
        '-T',
        String(seconds),
        scratchUrl.toString(),
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const match =
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
    if (!match?.[1]) throw new Error(`could not read pgbench's tps from:\n${out}`);
    return Number(match[1]);
  } finally {
    psql(`DROP DATABASE IF EXISTS ${scratch}`);
  }
}

/** The same server's maintenance database, to create and drop the scratch one from. */
function maintenanceUrl(target: URL): string {
  const admin = new URL(target.toString());
  admin.pathname = '/postgres';
  return admin.toString();
}

async function main(): Promise<void> {
  const workers = option('workers', 4);
  const seconds = option('seconds', 10);
  const url = loadConfig().databaseUrl ?? DEFAULT_URL;
  const shown = new URL(url);
  shown.password = shown.password ? '***' : '';
  console.log(`ledger bench on ${shown.toString()} with ${workers} workers for ${seconds} s`);
  const wallet = await benchWallet(url, workers, seconds);
  console.log(
    `wallet transfers: ${wallet.transfers} in ${seconds} s = ${wallet.perSecond.toFixed(0)} transfers/s; ` +
      `latency p50 ${wallet.p50.toFixed(2)} ms, p95 ${wallet.p95.toFixed(2)} ms, p99 ${wallet.p99.toFixed(2)} ms; ledger check ${wallet.ledgerOk ? 'OK' : 'VIOLATED'}`,
  );
  const tps = benchPgbench(url, workers, seconds);
  console.log(`pgbench -N -c ${workers} -j ${workers} -T ${seconds}: ${tps.toFixed(0)} tps`);
  const ratio = wallet.perSecond / tps;
  console.log(
    `ratio wallet / pgbench: ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
  );
  if (!wallet.ledgerOk) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

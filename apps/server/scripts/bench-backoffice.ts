// `npm run bench:backoffice [-- --players 1000000 --rounds 10000000 --days 60]`, on a real
// PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), in a schema of its own
// that is dropped at the end (--keep keeps it; --schema <name> measures a kept one again):
// 1. Generates players (e-mails, phones, names, nicknames, countries, sign-in sessions with IPs,
//    devices, deposit addresses), deposits, withdrawals, bonus transfers and rounds, in SQL
//    (generate_series), with the big tables' secondary indexes dropped during the load and built
//    again after it, as a restore would.
// 2. Runs the reports:fold job's work twice: the first run folds every day, the second is a
//    normal run (today, yesterday, the sweep's day).
// 3. Measures the player search over varied queries (target p95 < 50 ms) and the dashboard and
//    a 30-day GGR report (target < 500 ms each).
import crypto from 'node:crypto';
import { seedCountries } from '../src/modules/accounts/countries.repository.js';
import { searchPlayers } from '../src/modules/backoffice-reports/player-search.service.js';
import { foldReports } from '../src/modules/backoffice-reports/reports-fold.service.js';
import { reportsOf } from '../src/modules/backoffice-reports/reports.service.js';
import { systemClock } from '../src/platform/clock.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';
import type { Db, Queryable } from '../src/platform/db/types.js';
import { DEFAULT_URL, option, percentile } from './bench-games.js';

const TARGET_SEARCH_P95_MS = 50;
const TARGET_REPORT_MS = 500;
const PLAYERS = option('players', 1_000_000);
const ROUNDS = option('rounds', 10_000_000);
const DAYS = option('days', 60);
const GAMES = 200;
const CHUNK = 1_000_000;

const FIRST_NAMES = [
  'anna',
  'bruno',
  'carla',
  'david',
  'elena',
  'felix',
  'greta',
  'hugo',
  'irene',
  'jonas',
  'karin',
  'lucas',
  'maria',
  'nina',
  'oscar',
  'paula',
  'quinn',
  'rosa',
  'sven',
  'tina',
  'ugo',
  'vera',
  'walter',
  'xenia',
  'yusuf',
  'zoe',
  'adam',
  'bella',
  'carlos',
  'diana',
  'emil',
  'fiona',
  'george',
  'hanna',
  'ivan',
  'julia',
  'kevin',
  'laura',
  'marco',
  'nora',
];
const LAST_NAMES = [
  'schmidt',
  'garcia',
  'rossi',
  'dubois',
  'smith',
  'silva',
  'ivanov',
  'novak',
  'kowalski',
  'jensen',
  'muller',
  'lopez',
  'bianchi',
  'martin',
  'jones',
  'santos',
  'petrov',
  'horvat',
  'nowak',
  'hansen',
  'weber',
  'perez',
  'romano',
  'bernard',
  'brown',
  'costa',
  'smirnov',
  'kovac',
  'wisniewski',
  'larsen',
];

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** One statement without the sessions' usual 30 s statement timeout. */
async function run(db: Db, sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL statement_timeout = 0; SET LOCAL session_replication_role = replica`);
    await tx.query(sql, params);
  });
}

/**
 * Loads a table with its secondary indexes and unique constraints dropped, then builds them again
 * (the primary key stays: rows arrive in its order). Foreign keys are not checked during the load
 * (session_replication_role), as in a restore; the generator only writes ids that exist.
 */
async function loadWithoutIndexes(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const { rows: constraints } = await db.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype = 'u'`,
    [table],
  );
  const { rows: indexes } = await db.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT x.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [table],
  );
  for (const c of constraints) await run(db, `ALTER TABLE ${table} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await run(db, `DROP INDEX ${i.name}`);
  await load();
  log(`${table}: building ${constraints.length + indexes.length} index(es)`);
  for (const c of constraints) await run(db, `ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.def}`);
  for (const i of indexes) await run(db, i.def);
}

async function generate(db: Db, now: Date): Promise<void> {
  await seedCountries(db);
  await db.query(
    `INSERT INTO game_integrations (code, api_url, secret_ref) VALUES ('studio', 'http://studio', 'STUDIO_SECRET')`,
  );
  await run(
    db,
    `INSERT INTO providers (code, name) SELECT 'provider-' || i, 'Provider ' || i FROM generate_series(1::bigint, 8) i`,
  );
  await run(
    db,
    `INSERT INTO games (provider_id, code, name, search_name, mode, type, rtp)
     SELECT 1 + i % 8, 'game-' || i, 'Game ' || i, 'game ' || i, 'casino', 'slots', 0.96 FROM generate_series(1::bigint, $1) i`,
    [GAMES],
  );

  const signUpSpan = `interval '365 days'`;
  await loadWithoutIndexes(db, 'users', async () => {
    for (let from = 1; from <= PLAYERS; from += CHUNK) {
      const to = Math.min(PLAYERS, from + CHUNK - 1);
      await run(
        db,
        `INSERT INTO users (id, email, nickname, phone, first_name, last_name, country_id, created_at, updated_at)
         SELECT i, f || '.' || l || '.' || i || '@' || (ARRAY['mail.example', 'post.example', 'inbox.example'])[1 + i % 3],
                CASE WHEN i % 3 = 0 THEN 'player' || i ELSE '' END,
                '+' || (30 + i % 60) || ' ' || lpad((i * 7919 % 1000000000)::text, 9, '0'),
                initcap(f), initcap(l), (SELECT array_agg(id ORDER BY id) FROM countries)[1 + i % 60],
                $3::timestamptz - ${signUpSpan} + (i::float / $4) * ${signUpSpan},
                $3::timestamptz
         FROM generate_series($1::bigint, $2::bigint) i,
              LATERAL (SELECT ($5::text[])[1 + i % ${FIRST_NAMES.length}] AS f,
                              ($6::text[])[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS l) n`,
        [from, to, now, PLAYERS, FIRST_NAMES, LAST_NAMES],
      );
      log(`users: ${to.toLocaleString('en')} of ${PLAYERS.toLocaleString('en')}`);
    }
  });
  await db.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), $1)`, [PLAYERS]);

  await loadWithoutIndexes(db, 'user_sessions', () =>
    run(
      db,
      `INSERT INTO user_sessions (user_id, source, ip, user_agent, device, created_at)
       SELECT 1 + (i % $1), 'signin',
              (10 + i % 200) || '.' || (i / 7 % 256) || '.' || (i / 1792 % 256) || '.' || (i / 458752 % 256),
              'Mozilla/5.0', 'Chrome on Windows', $2::timestamptz - (i % 300) * interval '1 day'
       FROM generate_series(1::bigint, $1 * 3 / 2) i`,
      [PLAYERS, now],
    ),
  );
  log('user_sessions: done');
  await loadWithoutIndexes(db, 'player_devices', () =>
    run(
      db,
      `INSERT INTO player_devices (user_id, device_hash, first_seen_at, last_seen_at)
       SELECT i, encode(sha256(convert_to('device-' || lpad(i::text, 12, '0'), 'UTF8')), 'hex'), $2, $2
       FROM generate_series(1::bigint, $1) i`,
      [PLAYERS, now],
    ),
  );
  log('player_devices: done');
  await loadWithoutIndexes(db, 'deposit_addresses', () =>
    run(
      db,
      `INSERT INTO deposit_addresses (chain, address, user_id, derivation_path, created_at)
       SELECT 'tron', 'T' || translate(md5('tron' || i), '0l', 'zk') || 'a', i, 'm/' || i, $2
       FROM generate_series(1::bigint, $1, 2) i`,
      [PLAYERS, now],
    ),
  );
  log('deposit_addresses: done');

  // Deposits and withdrawals over the days of play (one deposit per 15 rounds, one withdrawal per 100).
  await loadWithoutIndexes(db, 'deposit_credits', () =>
    run(
      db,
      `INSERT INTO deposit_credits (chain, tx_id, user_id, provider, token_type, network, address, received_token_amount,
         rate, credited_cents, basis, credited_at)
       SELECT 'tron', md5('tx' || i), 1 + (i * 104729) % $1, 'TRX', (ARRAY['USDT', 'USDC'])[1 + i % 2], 'TRC-20',
              'T' || translate(md5('tron' || i), '0l', 'zk') || 'a', 10, 1, 1000 + (i * 31) % 50000, 'current_rate',
              $3::timestamptz - ($4 * interval '1 day') + (i::float / $2) * ($4 * interval '1 day')
       FROM generate_series(1::bigint, $2) i`,
      [PLAYERS, Math.floor(ROUNDS / 15), now, DAYS],
    ),
  );
  log('deposit_credits: done');
  await loadWithoutIndexes(db, 'withdrawals', () =>
    run(
      db,
      `INSERT INTO withdrawals (user_id, amount_cents, provider, token_type, address, status, tx_id, created_at, processed_at)
       SELECT 1 + (i * 7727) % $1, 2000 + (i * 17) % 90000, 'ETH', 'USDT',
              '0x' || md5('eth' || (i % 50000)) || substr(md5('x' || i), 1, 8),
              CASE WHEN i % 200 = 0 THEN 'pending' ELSE 'paid' END,
              CASE WHEN i % 200 = 0 THEN NULL ELSE md5('wtx' || i) END, t, CASE WHEN i % 200 = 0 THEN NULL ELSE t END
       FROM generate_series(1::bigint, $2) i,
            LATERAL (SELECT $3::timestamptz - ($4 * interval '1 day') + (i::float / $2) * ($4 * interval '1 day') AS t) x`,
      [PLAYERS, Math.floor(ROUNDS / 100), now, DAYS],
    ),
  );
  log('withdrawals: done');

  // Bonus money: grants from the house, conversions and write-offs, for one player in 50.
  await run(db, `INSERT INTO accounts (owner_type, kind, shard) VALUES ('house', 'bonus_grants', 0)`);
  await run(
    db,
    `INSERT INTO accounts (owner_type, user_id, kind) SELECT 'player', i, k
     FROM generate_series(1::bigint, $1, 50) i, (VALUES ('cash'), ('bonus')) v(k)`,
    [PLAYERS],
  );
  await run(
    db,
    `INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, created_at)
     SELECT 'bench:' || a.user_id || ':' || k.kind, k.kind,
            CASE k.kind WHEN 'bonus_grant' THEN h.id ELSE a.id END,
            CASE k.kind WHEN 'bonus_grant' THEN a.id WHEN 'bonus_convert' THEN c.id ELSE h.id END,
            CASE k.kind WHEN 'bonus_grant' THEN 5000 WHEN 'bonus_convert' THEN 1500 ELSE 2000 END,
            $1::timestamptz - ($2 * interval '1 day') * (1 - (a.user_id::float / $3)) + k.lag * interval '1 hour'
     FROM accounts a
     JOIN accounts c ON c.user_id = a.user_id AND c.kind = 'cash' AND c.owner_type = 'player'
     CROSS JOIN (SELECT id FROM accounts WHERE owner_type = 'house') h
     CROSS JOIN (VALUES ('bonus_grant', 0), ('bonus_convert', 30), ('bonus_cancel', 31)) k(kind, lag)
     WHERE a.kind = 'bonus' AND a.owner_type = 'player'`,
    [now, DAYS, PLAYERS],
  );
  log('bonus transfers: done');

  // The queues the dashboard counts.
  await run(
    db,
    `INSERT INTO identity_documents (user_id, document_type, format, size_bytes, sha256, storage_key, created_at)
     SELECT i, 'passport', 'jpeg', 1000, md5(i::text), 'bench/' || i, $1 FROM generate_series(1::bigint, 300) i`,
    [now],
  );
  await run(
    db,
    `INSERT INTO support_conversations (user_id, state, handed_off_at, created_at, updated_at)
     SELECT i, 'waiting', $1, $1, $1 FROM generate_series(1::bigint, 25) i`,
    [now],
  );

  // Rounds: spread evenly over the last DAYS days, each player playing about ten on average,
  // most of them from a third of the players.
  await loadWithoutIndexes(db, 'game_rounds', async () => {
    for (let from = 1; from <= ROUNDS; from += CHUNK) {
      const to = Math.min(ROUNDS, from + CHUNK - 1);
      await run(
        db,
        `INSERT INTO game_rounds (id, provider, provider_round_id, user_id, game_id, game_code, currency, bet_cents,
           win_cents, bonus_bet_cents, status, created_at, closed_at)
         SELECT i, 'studio', i::text, u, 1 + (i * 13) % $5, 'game', 'USD', b,
                CASE WHEN i % 3 = 0 THEN b * (i % 7) / 2 ELSE 0 END, CASE WHEN u % 50 = 1 THEN b / 2 ELSE 0 END,
                'closed', t, t
         FROM generate_series($1::bigint, $2::bigint) i,
              LATERAL (SELECT CASE WHEN i % 4 = 0 THEN 1 + (i * 48271) % $6 ELSE 1 + (i * 48271) % ($6 / 3) END AS u,
                              10 + (i * 37) % 990 AS b,
                              $3::timestamptz - ($7 * interval '1 day') + (i::float / $4) * ($7 * interval '1 day') AS t) x`,
        [from, to, now, ROUNDS, GAMES, PLAYERS, DAYS],
      );
      log(`game_rounds: ${to.toLocaleString('en')} of ${ROUNDS.toLocaleString('en')}`);
    }
  });
  await db.query(`SELECT setval(pg_get_serial_sequence('game_rounds', 'id'), $1)`, [ROUNDS]);
  await run(db, 'ANALYZE');
  log('analyzed');
}

/** Each query a member of staff might type, drawn from the generated players. */
async function searchQueries(db: Queryable): Promise<Array<{ kind: string; query: string }>> {
  const pick = (n: number) =>
    Array.from({ length: n }, (_, k) => 1 + Math.floor(((k + 0.5) / n) * (PLAYERS - 1)));
  const ids = pick(30);
  const { rows } = await db.query<{
    id: number;
    email: string;
    phone: string;
    first_name: string;
    last_name: string;
    nickname: string;
  }>(
    'SELECT id, email, phone, first_name, last_name, nickname FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  const { rows: sessions } = await db.query<{ ip: string }>(
    'SELECT ip FROM user_sessions WHERE user_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  const { rows: addresses } = await db.query<{ address: string }>(
    'SELECT address FROM deposit_addresses WHERE user_id = ANY($1::bigint[])',
    [ids.map((i) => i - (1 - (i % 2)))],
  );
  const { rows: payouts } = await db.query<{ address: string }>(
    'SELECT address FROM withdrawals WHERE id = ANY($1::bigint[])',
    [ids.map((i) => 1 + (i % 1000))],
  );
  const queries: Array<{ kind: string; query: string }> = [];
  for (const [k, u] of rows.entries()) {
    queries.push({ kind: 'id', query: String(u.id) });
    queries.push({ kind: 'e-mail', query: u.email.toUpperCase() });
    queries.push({
      kind: 'e-mail part',
      query: u.email.split('@')[0]?.split('.').slice(1).join('.') ?? u.email,
    });
    queries.push({ kind: 'phone part', query: u.phone.slice(-7) });
    queries.push({ kind: 'full name', query: `${u.first_name} ${u.last_name}` });
    queries.push({ kind: 'last name', query: u.last_name });
    if (u.nickname) queries.push({ kind: 'nickname', query: u.nickname });
    queries.push({ kind: 'device', query: `device-${String(u.id).padStart(12, '0')}` });
    const ip = sessions[k]?.ip;
    if (ip) queries.push({ kind: 'ip', query: ip });
    if (ip) queries.push({ kind: 'ip prefix', query: `${ip.split('.').slice(0, 3).join('.')}.` });
  }
  for (const a of addresses) queries.push({ kind: 'deposit address', query: a.address });
  for (const a of payouts)
    queries.push({ kind: 'withdrawal address', query: a.address.toUpperCase().replace('0X', '0x') });
  return queries;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const result = await fn();
  return [performance.now() - t0, result];
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_URL;
  const kept = process.argv[process.argv.indexOf('--schema') + 1];
  const reuse =
    process.argv.includes('--schema') && kept !== undefined && /^bench_bo_[0-9a-f]{8}$/.test(kept);
  const schema = reuse ? kept : `bench_bo_${crypto.randomBytes(4).toString('hex')}`;
  const keep = reuse || process.argv.includes('--keep');
  const db = await createPostgresDb(url, schema);
  let failed = false;
  try {
    log(
      `schema ${schema}: ${PLAYERS.toLocaleString('en')} players, ${ROUNDS.toLocaleString('en')} rounds over ${DAYS} days`,
    );
    await migrate(db);
    const now = new Date();
    if (!reuse) await generate(db, now);

    const clock = systemClock;
    const [firstMs, first] = await timed(() => foldReports({ db, clock }));
    log(
      `fold, first run: ${first.days.length} days, ${first.months.length} months in ${(firstMs / 1000).toFixed(1)} s`,
    );
    const [againMs, again] = await timed(() => foldReports({ db, clock }));
    log(`fold, next run: ${again.days.join(', ')} in ${(againMs / 1000).toFixed(1)} s`);
    await run(db, 'ANALYZE');

    const queries = await searchQueries(db);
    for (const q of queries.slice(0, 20)) await searchPlayers({ db }, q.query, { limit: 50, offset: 0 });
    const samples: number[] = [];
    const byKind = new Map<string, number[]>();
    let found = 0;
    for (const q of queries) {
      const [ms, result] = await timed(() => searchPlayers({ db }, q.query, { limit: 50, offset: 0 }));
      samples.push(ms);
      byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
      if (result.total > 0) found++;
    }
    samples.sort((a, b) => a - b);
    const searchP95 = percentile(samples, 95);
    console.log('');
    console.log(
      `player search: ${queries.length} queries (${found} found players), p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${searchP95.toFixed(1)} ms, max ${(samples.at(-1) ?? 0).toFixed(1)} ms`,
    );
    for (const [kind, ms] of byKind) {
      ms.sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(20)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  max ${(ms.at(-1) ?? 0).toFixed(1).padStart(6)} ms  (${ms.length})`,
      );
    }

    const reports = reportsOf({ db, clock });
    const today = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 29 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const measure = async (label: string, fn: () => Promise<unknown>) => {
      await fn();
      const ms: number[] = [];
      for (let i = 0; i < 10; i++) ms.push((await timed(fn))[0]);
      ms.sort((a, b) => a - b);
      const worst = ms.at(-1) ?? 0;
      console.log(
        `${label.padEnd(34)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  max ${worst.toFixed(1).padStart(6)} ms  ${worst < TARGET_REPORT_MS ? 'PASS' : 'FAIL'} (< ${TARGET_REPORT_MS} ms)`,
      );
      return worst < TARGET_REPORT_MS;
    };
    const span = { from, to: today, sort: 'ggr' as const, desc: true, limit: 50, offset: 0 };
    const dashboard = await reportsOf({ db, clock }).dashboard();
    console.log('');
    console.log(
      `dashboard, last 30 days: GGR ${(dashboard.last_30_days.ggr_cents / 100).toFixed(2)} USD, NGR ${(dashboard.last_30_days.ngr_cents / 100).toFixed(2)} USD, ` +
        `${dashboard.last_30_days.rounds.toLocaleString('en')} rounds, ${dashboard.last_30_days.active_players.toLocaleString('en')} active players`,
    );
    const results = [
      await measure('dashboard', () => reports.dashboard()),
      await measure('GGR by day, 30 days', () => reports.ggr({ ...span, dimension: 'day' })),
      await measure('GGR by game, 30 days', () => reports.ggr({ ...span, dimension: 'game' })),
      await measure('GGR by country, 30 days', () => reports.ggr({ ...span, dimension: 'country' })),
      await measure('cohorts, 12 months', () =>
        reports.cohorts(`${String(now.getUTCFullYear() - 1)}-01-01`, today),
      ),
    ];
    const searchOk = searchP95 < TARGET_SEARCH_P95_MS;
    console.log('');
    console.log(
      `player search p95 ${searchP95.toFixed(1)} ms: ${searchOk ? 'PASS' : 'FAIL'} (< ${TARGET_SEARCH_P95_MS} ms)`,
    );
    failed = !searchOk || results.some((ok) => !ok);
    console.log(failed ? 'FAIL' : 'PASS');
  } finally {
    if (!keep) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    else log(`kept schema ${schema}`);
    await db.close();
  }
  if (failed) process.exitCode = 1;
}

await main();

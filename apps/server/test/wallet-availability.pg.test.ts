import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { STUDIO_PROVIDER_CODE } from '../src/modules/games/integrations.js';
import { providerCallHeaders } from '../src/modules/games/provider-signature.js';
import { SESSION_SETTINGS } from '../src/platform/db/postgres.js';
import { holdAccounts, holdWhile, timed } from './availability-helpers.js';
import { buildGamesApp, roundFields, STUDIO_SECRET, uid } from './games-helpers.js';
import { testConfig, testEnv } from './helper.js';

// No player's locked rows hold up another player (docs/decisions/023). Only a real server has
// more than one connection, so this file runs on PostgreSQL only (vitest.config.ts includes
// *.pg.test.ts when DATABASE_URL is set).
const kit = await buildGamesApp();
// A second casino process on the same database: its own wallet lane on its own connection.
const second = await buildApp({
  config: testConfig({ STUDIO_SECRET, STUDIO_URL: kit.provider.url }),
  db: kit.db,
  clock: kit.clock,
  logger: false,
  seedDemo: false,
});
await second.ready();
afterAll(() => second.close());

const LOCK_TIMEOUT_MS = parseInt(SESSION_SETTINGS.lock_timeout, 10) * 1000;

type Session = Awaited<ReturnType<typeof kit.openSession>>;

/** A funded player with an open session whose first round made the house's rows. */
async function newGambler(name: string): Promise<{ id: number; session: Session }> {
  const player = await kit.newPlayer(name);
  await kit.fund(player.id, 1_000_000);
  const session = await kit.openSession(player);
  await kit.playRound(session, 100, 50);
  return { id: player.id, session };
}

/** A paid round (bet, then a closing win) of the session, each call timed. */
async function timedRound(session: Session, via?: typeof second) {
  const base = roundFields(session);
  const bet = await timed(
    kit.call('bet', { ...base, transaction_id: uid('bet'), amount: 100 }, { app: via }),
  );
  const win = await timed(
    kit.call('win', { ...base, transaction_id: uid('win'), amount: 30, round_closed: true }, { app: via }),
  );
  expect([bet.value.status, win.value.status]).toEqual([200, 200]);
  return [bet.ms, win.ms];
}

/** The slowest of a few quiet rounds: what "normal" is on this machine right now. */
async function normalWorst(session: Session): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) times.push(...(await timedRound(session)));
  return Math.max(...times);
}

// Well under the 2 s lock timeout, so a call that waited on the held rows cannot pass.
const allowance = (normal: number) => Math.min(normal + 250, 1_000);

describe('seamless wallet: one player never holds up another', () => {
  it("answers other players at once while one player's rows are held, and the held player 'retry later'", async () => {
    const held = await newGambler('Held');
    const other = await newGambler('Other');
    const normal = await normalWorst(other.session);
    const lock = await holdAccounts(kit.db, held.id);
    const heldBase = roundFields(held.session);
    const heldBet = { ...heldBase, transaction_id: uid('bet'), amount: 700 };
    const heldCall = timed(kit.call('bet', heldBet));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const times: number[] = [];
    let answered;
    try {
      for (let i = 0; i < 5; i++) times.push(...(await timedRound(other.session)));
      // A win that ends as a refusal (a round the casino never saw) is answered as fast.
      const refused = await timed(
        kit.call('win', {
          ...roundFields(other.session),
          transaction_id: uid('win'),
          amount: 5,
          round_closed: true,
        }),
      );
      expect(refused.value.status).toBe(409);
      times.push(refused.ms);
      answered = await heldCall;
    } finally {
      await lock.release();
    }
    expect(Math.max(...times), `normal worst ${normal.toFixed(1)} ms`).toBeLessThan(allowance(normal));
    // The held player's own call waited no longer than the lock timeout, moved nothing, and said so.
    expect(answered.value.status).toBe(503);
    expect(answered.value.json()).toMatchObject({ error: 'retry_later' });
    expect(answered.ms).toBeLessThan(LOCK_TIMEOUT_MS + 1_500);
    expect(await kit.balances(held.id)).toMatchObject({ cashCents: 1_000_000 - 50 });
    // The provider's retry of the same call, once the rows are free, is settled once.
    const retried = await kit.call('bet', heldBet);
    expect(retried.status, retried.text).toBe(200);
    expect(await kit.balances(held.id)).toMatchObject({ cashCents: 1_000_000 - 50 - 700 });
    await kit.expectLedgerOk();
  });

  it('does not let one process wait on a player another process is blocked on', async () => {
    const held = await newGambler('Held Across');
    const here = await newGambler('Here');
    const there = await newGambler('There');
    const normal = Math.max(await normalWorst(here.session), await normalWorst(there.session));
    const lock = await holdAccounts(kit.db, held.id);
    // The held player's calls arrive at both processes.
    const heldCalls = [kit, second].map((_, i) =>
      kit.call(
        'bet',
        { ...roundFields(held.session), transaction_id: uid('bet'), amount: 100 },
        i === 0 ? {} : { app: second },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const times: number[] = [];
    let answers;
    try {
      for (let i = 0; i < 5; i++) {
        const [a, b] = await Promise.all([timedRound(here.session), timedRound(there.session, second)]);
        times.push(...a, ...b);
      }
      answers = await Promise.all(heldCalls);
    } finally {
      await lock.release();
    }
    expect(Math.max(...times), `normal worst ${normal.toFixed(1)} ms`).toBeLessThan(allowance(normal));
    expect(answers.map((a) => a.status)).toEqual([503, 503]);
    await kit.expectLedgerOk();
  });

  it('takes a player before the round on both paths, so a rollback and a batched win never deadlock', async () => {
    const player = await newGambler('Racer');
    const base = roundFields(player.session);
    const betId = uid('bet');
    const bet = await kit.call('bet', { ...base, transaction_id: betId, amount: 400 });
    expect(bet.status).toBe(200);
    const lock = await holdAccounts(kit.db, player.id);
    // The win would go to a batch, the rollback to the full path; both queue on the player's rows.
    const win = timed(
      kit.call('win', { ...base, transaction_id: uid('win'), amount: 900, round_closed: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rollback = timed(
      kit.call('rollback', {
        session_token: base.session_token,
        player_id: base.player_id,
        round_id: base.round_id,
        transaction_id: uid('rb'),
        rolled_back_transaction_id: betId,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const released = performance.now();
    await lock.release();
    const [w, r] = await Promise.all([win, rollback]);
    const sinceRelease = performance.now() - released;
    // A deadlock costs PostgreSQL's deadlock_timeout (1 s) before one side is aborted and retried.
    expect(sinceRelease).toBeLessThan(700);
    // One of them won the round: a win then a refused rollback, or a rollback then a refused win.
    const statuses = [w.value.status, r.value.status].sort();
    expect(statuses, `${w.value.text} ${r.value.text}`).toEqual([200, 409]);
    await kit.expectLedgerOk();
  });
});

describe('seamless wallet: stopping a process', () => {
  it('stops on SIGTERM within the deadline while a call waits on a held player, answering it', async () => {
    const held = await newGambler('Held At Stop');
    const { rows } = await kit.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const port = 4300 + Math.floor(Math.random() * 500);
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const env = {
      ...process.env,
      ...testEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_SCHEMA: rows[0]?.schema ?? '',
        STUDIO_SECRET,
        STUDIO_URL: kit.provider.url,
        LOG_LEVEL: 'error',
      }),
    };
    const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const up = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 300) throw new Error(`the server did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The holder's session, to find what waits on it (other files' tests run on the same server).
      let holder = 0;
      const lock = await holdWhile(kit.db, async (tx) => {
        await tx.query('SELECT id FROM accounts WHERE user_id = $1 ORDER BY id FOR UPDATE', [held.id]);
        holder = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0;
      });
      const raw = JSON.stringify({ ...roundFields(held.session), transaction_id: uid('bet'), amount: 100 });
      const answer = fetch(`${url}/api/games/wallet/bet`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...providerCallHeaders(STUDIO_PROVIDER_CODE, STUDIO_SECRET, raw, new Date()),
        },
        body: raw,
      }).then(async (r) => ({ status: r.status, body: await r.text() }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopping = performance.now();
      server.kill('SIGTERM');
      const code = await exited;
      const stoppedIn = performance.now() - stopping;
      const reply = await answer;
      // Nothing of the stopped process is left waiting on the server: no session waits on the
      // holder's locks (counting every 'casino' session counted other files' tests as well).
      const { rows: left } = await kit.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
        [holder],
      );
      await lock.release();
      expect(holder).toBeGreaterThan(0);
      expect(code, output).toBe(0);
      expect(stoppedIn).toBeLessThan(LOCK_TIMEOUT_MS + 2_000);
      expect(reply.status).toBe(503);
      expect(left[0]?.n).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  }, 60_000);
});

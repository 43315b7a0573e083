import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { purgeAccountDataJob, runJob, type JobDeps } from '../src/platform/jobs/index.js';
import { runJobsCommand } from '../src/platform/jobs/jobs.ops.js';
import { registerPlayer, type RegisteredPlayer } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const t0 = new Date('2026-10-01T00:00:00Z');
/** The purge runs just after the first refresh tokens (30-day lifetime) expired. */
const purgeAt = new Date(t0.getTime() + 30 * DAY + 30 * 60_000);
const at = (offsetMs: number) => new Date(purgeAt.getTime() + offsetMs);

const clock = new ManualClock(t0);
const { app, db } = await buildTestApp({ clock });
const deps: JobDeps = app.deps;

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/frontend/token/refresh/', payload: { refresh: token } });

async function rotate(token: string): Promise<string> {
  const res = await refresh(token);
  expect(res.statusCode).toBe(200);
  return res.json<{ refresh: string }>().refresh;
}

async function familyOf(userId: number) {
  const { rows } = await db.query<{ used: boolean; revoked: boolean }>(
    `SELECT used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked
     FROM refresh_tokens WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows;
}

async function insertReturningId(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('nothing inserted');
  return id;
}

async function remainingIds(table: 'verification_codes' | 'password_reset_tokens', ids: number[]) {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  return rows.map((r) => r.id);
}

async function columnValues(sql: string): Promise<string[]> {
  const { rows } = await db.query<{ v: string }>(sql);
  return rows.map((r) => r.v);
}

describe('accounts:purge-expired', () => {
  let active: RegisteredPlayer;
  let activeUsed = '';
  let activeNewest = '';

  it('deletes what nothing can use any more and keeps the rest', async () => {
    // t0: four sign-ups, each a refresh family whose first token expires at t0 + 30 days (idle
    // and owner never come back, so theirs simply expire).
    active = await registerPlayer(app);
    const idle = await registerPlayer(app);
    const replayed = await registerPlayer(app);
    const owner = await registerPlayer(app);

    // An hour later: the active family rotates (its first token is now used, its newest expires
    // 30 days from here); the replayed family is revoked by presenting a used token twice.
    clock.set(new Date(t0.getTime() + HOUR));
    activeUsed = active.refresh;
    activeNewest = await rotate(active.refresh);
    await rotate(replayed.refresh);
    expect((await refresh(replayed.refresh)).statusCode).toBe(401);

    // Two hours before the purge a family is revoked: kept a day for support.
    clock.set(at(-2 * HOUR));
    const recent = await registerPlayer(app);
    const fresh = await registerPlayer(app);
    await rotate(recent.refresh);
    expect((await refresh(recent.refresh)).statusCode).toBe(401);

    // Codes and reset links: gone a week after they expired, not before.
    const cutoff = at(-7 * DAY).getTime();
    const code = (userId: number, createdAt: number, expiresAt: number, consumed: boolean) =>
      insertReturningId(
        `INSERT INTO verification_codes (user_id, channel, code_hash, expires_at, consumed_at, created_at)
         VALUES ($1, 'email', 'hash', $2, $3, $4)`,
        [userId, new Date(expiresAt), consumed ? new Date(createdAt) : null, new Date(createdAt)],
      );
    const oldConsumed = await code(owner.id, cutoff - 11 * 60_000, cutoff - 60_000, true);
    const oldUnused = await code(owner.id, cutoff - 10 * 60_000 - 1, cutoff - 1, false);
    const dayInside = await code(owner.id, cutoff - 9 * 60_000, cutoff + DAY, false);
    // A newer code past the cutoff behind an older one that is kept (a shorter lifetime than the
    // older one's) stays too: deleting it would make the older code the newest again.
    const shadowing = await code(idle.id, cutoff - 2 * HOUR, cutoff + DAY, false);
    const shadowed = await code(idle.id, cutoff - HOUR, cutoff - 30 * 60_000, true);

    const reset = (userId: number, expiresAt: number, used: boolean, hash: string) =>
      insertReturningId(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          userId,
          hash,
          new Date(expiresAt),
          used ? new Date(expiresAt - HOUR) : null,
          new Date(expiresAt - HOUR),
        ],
      );
    const oldUsedReset = await reset(owner.id, cutoff - 1000, true, 'reset-a');
    const oldUnusedReset = await reset(owner.id, cutoff, false, 'reset-b');
    const keptReset = await reset(owner.id, cutoff + DAY, true, 'reset-c');
    const liveReset = await reset(owner.id, purgeAt.getTime() + HOUR, false, 'reset-d');

    // OpenID sign-ins in flight live ten minutes.
    for (const [state, createdAt] of [
      ['abandoned', at(-11 * 60_000)],
      ['at-ttl', at(-10 * 60_000)],
      ['in-flight', at(-9 * 60_000)],
    ] as const) {
      await db.query(
        `INSERT INTO oidc_requests (state, code_verifier, nonce, created_at) VALUES ($1, 'v', 'n', $2)`,
        [state, createdAt],
      );
    }

    // Rate-limit windows: the sign-ups' ones ended long ago; two more end around the purge.
    await db.query(`DELETE FROM rate_limits`);
    clock.set(at(-60_000));
    await app.deps.rateLimiter.hit('purge-test:ended', 5, 60);
    await app.deps.rateLimiter.hit('purge-test:open', 5, 61);

    clock.set(purgeAt);
    const run = await runJob(deps, purgeAccountDataJob);
    expect(run).toEqual({
      outcome: 'succeeded',
      period: '2026-10-31T00:00',
      attempt: 1,
      summary:
        'refresh_tokens 4, verification_codes 2, password_reset_tokens 2, oidc_requests 2, rate_limits 1',
    });

    expect(await familyOf(active.id)).toEqual([
      { used: true, revoked: false },
      { used: false, revoked: false },
    ]);
    expect(await familyOf(idle.id)).toEqual([]);
    expect(await familyOf(replayed.id)).toEqual([]);
    expect(await familyOf(owner.id)).toEqual([]);
    expect(await familyOf(fresh.id)).toEqual([{ used: false, revoked: false }]);
    expect(await familyOf(recent.id)).toEqual([
      { used: true, revoked: true },
      { used: false, revoked: true },
    ]);
    expect(
      await remainingIds('verification_codes', [oldConsumed, oldUnused, dayInside, shadowing, shadowed]),
    ).toEqual([dayInside, shadowing, shadowed]);
    expect(
      await remainingIds('password_reset_tokens', [oldUsedReset, oldUnusedReset, keptReset, liveReset]),
    ).toEqual([keptReset, liveReset]);
    expect(await columnValues('SELECT state AS v FROM oidc_requests')).toEqual(['in-flight']);
    expect(await columnValues('SELECT key AS v FROM rate_limits')).toEqual(['purge-test:open']);
  });

  it('keeps reuse detection working for a live family whose used token expired', async () => {
    // The used token is past its own expiry but its family is not: presenting it still ends the family.
    expect((await refresh(activeUsed)).statusCode).toBe(401);
    expect(await familyOf(active.id)).toEqual([
      { used: true, revoked: true },
      { used: false, revoked: true },
    ]);
    expect((await refresh(activeNewest)).statusCode).toBe(401);
  });

  it('does nothing more in the same hour, and drops a family once its newest token expired', async () => {
    clock.set(at(20 * 60_000));
    const again = await runJob(deps, purgeAccountDataJob);
    expect(again).toMatchObject({ outcome: 'skipped', period: '2026-10-31T00:00' });
    expect(again.outcome === 'skipped' && again.holder?.summary).toMatch(/^refresh_tokens 4,/);
    expect(await columnValues('SELECT key AS v FROM rate_limits')).toEqual(['purge-test:open']);

    clock.set(at(HOUR));
    expect(await runJob(deps, purgeAccountDataJob)).toMatchObject({
      outcome: 'succeeded',
      period: '2026-10-31T01:00',
      // The active family's newest token expired at 00:30: nothing can present it any more.
      summary:
        'refresh_tokens 2, verification_codes 0, password_reset_tokens 0, oidc_requests 1, rate_limits 1',
    });
  });

  it('runs from the operators command line', async () => {
    clock.set(at(2 * HOUR + 5000));
    const opsDeps = { db, clock, config: app.deps.config };
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await runJobsCommand(['jobs:run', 'accounts:purge-expired'], opsDeps, print)).toBe(true);
    expect(await runJobsCommand(['jobs:run', 'accounts:purge-expired'], opsDeps, print)).toBe(true);
    expect(lines).toEqual([
      'accounts:purge-expired 2026-10-31T02:00: succeeded: refresh_tokens 0, verification_codes 0, password_reset_tokens 0, oidc_requests 0, rate_limits 0',
      expect.stringMatching(
        /^accounts:purge-expired 2026-10-31T02:00: skipped, this period is already claimed/,
      ),
    ]);
    lines.length = 0;
    await runJobsCommand(['jobs:list', 'accounts:purge-expired'], opsDeps, print);
    expect(lines).toContain('accounts:purge-expired  every 3600 s');
    expect(lines.filter((l) => l.includes('accounts:purge-expired  2026-10-31T'))).toHaveLength(3);
  });
});

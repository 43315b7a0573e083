import { describe, expect, it } from 'vitest';
import { REGISTER_KEY as KEY, startFakeRegister } from './fake-register.js';
import { ManualClock } from '../src/platform/clock.js';
import { registrationBody, STRONG_PASSWORD, uniqueEmail } from './accounts-helpers.js';
import { buildGamesApp, roundFields, uid } from './games-helpers.js';

// The national self-exclusion register (docs/decisions/041), played by a fake register server:
// sign-up refused when it lists the person or does not answer (fail closed); sign-in goes on
// when it does not answer (the last answer stands) and a listed player is treated as
// self-excluded until the register clears them.

const register = await startFakeRegister();
const clock = new ManualClock(new Date('2026-05-04T10:20:00Z'));
const kit = await buildGamesApp({
  clock,
  env: {
    SELF_EXCLUSION_REGISTER_URL: register.url,
    SELF_EXCLUSION_REGISTER_KEY: KEY,
    SELF_EXCLUSION_REGISTER_TIMEOUT_MS: '1000',
  },
});
const { app, db, call, fund } = kit;

let address = 0;
function signUp(body: Record<string, unknown>, lang = 'en') {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/frontend/user/register/',
    payload: registrationBody(body),
    headers: { 'accept-language': lang },
    remoteAddress: `10.8.0.${address}`,
  });
}

function signIn(email: string) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/frontend/token/',
    payload: { email, password: STRONG_PASSWORD },
    remoteAddress: `10.8.1.${address}`,
  });
}

async function accountState(id: number): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/limits/',
    headers: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` },
  });
  return res.json<{ account_state: string }>().account_state;
}

async function signedUp(): Promise<{ id: number; email: string }> {
  register.state.mode = 'answer';
  const email = uniqueEmail('reg');
  const res = await signUp({ email });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, email };
}

describe('sign-up and the national register', () => {
  it('asks by name, date of birth, e-mail and postcode, with the key, and refuses a listed person', async () => {
    register.state.mode = 'answer';
    const email = uniqueEmail('listed');
    register.listed.add(email);
    const before = register.state.asked.length;
    const res = await signUp(
      { email, first_name: 'Ann', last_name: 'Lee', date_of_birth: '1990-05-17' },
      'ru',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Мы не можем открыть вам счёт: вы внесены в национальный реестр самоисключения.',
    });
    expect(register.state.asked.slice(before)).toEqual([
      { first_name: 'Ann', last_name: 'Lee', date_of_birth: '1990-05-17', email, postcode: null },
    ]);
    const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    expect(rows).toEqual([]);
  });

  it('fails closed: a register that errs, answers nonsense or times out refuses the sign-up', async () => {
    for (const mode of ['error', 'garbage', 'slow'] as const) {
      register.state.mode = mode;
      const email = uniqueEmail(mode);
      const started = Date.now();
      const res = await signUp({ email });
      expect(res.statusCode, mode).toBe(503);
      expect(res.json<{ detail: string }>().detail).toMatch(
        /could not check the national self-exclusion register/,
      );
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(2400);
      const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      expect(rows).toEqual([]);
    }
  });

  it('lets an unlisted person sign up', async () => {
    const p = await signedUp();
    expect(await accountState(p.id)).toBe('open');
  });
});

describe('sign-in and the national register', () => {
  it('treats a newly listed player as self-excluded until the register clears them', async () => {
    const p = await signedUp();
    await fund(p.id, 50_00);
    await kit.wallet.warmAccounts(p.id);
    const other = await signIn(p.email);
    expect(other.statusCode).toBe(200);
    const otherRefresh = other.json<{ refresh: string }>().refresh;
    const session = await kit.openSession({
      id: p.id,
      auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}` },
    });
    const bet = async () => {
      await db.query('UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1', [
        p.id,
        new Date(clock.now().getTime() + 3_600_000),
      ]);
      return call('bet', { ...roundFields(session), transaction_id: uid('bet'), amount: 100 });
    };
    expect((await bet()).status).toBe(200);

    register.listed.add(p.email);
    // The sign-in itself goes on (the player may withdraw), every other device is signed out.
    const listed = await signIn(p.email);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(await accountState(p.id)).toBe('register');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: otherRefresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await bet()).json()).toMatchObject({ error: 'play_paused' });
    const reopened = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/reopen/',
      headers: { authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}` },
    });
    expect(reopened.statusCode).toBe(409);

    // Signing in again while still listed changes nothing more.
    expect((await signIn(p.email)).statusCode).toBe(200);
    const events = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_events WHERE user_id = $1 AND type = 'gambling_exclusion_changed'`,
      [p.id],
    );
    expect(events.rows[0]?.n).toBe(1);

    // The register no longer lists them: the next sign-in opens play again.
    register.listed.delete(p.email);
    expect((await signIn(p.email)).statusCode).toBe(200);
    expect(await accountState(p.id)).toBe('open');
    expect((await bet()).status).toBe(200);
    await kit.expectLedgerOk();
  });

  it('fails open at sign-in: an unreachable register lets the player in and its last answer stands', async () => {
    const p = await signedUp();
    register.listed.add(p.email);
    expect((await signIn(p.email)).statusCode).toBe(200);
    expect(await accountState(p.id)).toBe('register');

    register.listed.delete(p.email);
    register.state.mode = 'error';
    const res = await signIn(p.email);
    expect(res.statusCode, res.body).toBe(200);
    // Not cleared by a failed check: only the register's own answer clears a listing.
    expect(await accountState(p.id)).toBe('register');

    const clear = await signedUp();
    register.state.mode = 'slow';
    const started = Date.now();
    expect((await signIn(clear.email)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2400);
    expect(await accountState(clear.id)).toBe('open');
    register.state.mode = 'answer';
  });
});

describe('the daily re-check of active players', () => {
  it('applies the register to players seen in the last 30 days, as a sign-in does, and keeps the last answer when it does not answer', async () => {
    const { registerRecheckJob } = await import('../src/platform/jobs/catalogue.js');
    const run = async () =>
      registerRecheckJob.run(app.deps, { key: 'test', start: clock.now(), end: clock.now() });
    const liveTokens = async (id: number) =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
          [id],
        )
      ).rows[0]?.n;

    // Not seen for 39 days by the run: not asked about, even if listed.
    clock.set(new Date('2026-06-01T09:00:00Z'));
    const idle = await signedUp();
    clock.set(new Date('2026-07-10T09:00:00Z'));
    const active = await signedUp();
    const unlisted = await signedUp();
    register.listed.add(unlisted.email);
    expect((await signIn(unlisted.email)).statusCode).toBe(200);
    expect(await accountState(unlisted.id)).toBe('register');
    expect(await liveTokens(active.id)).toBeGreaterThan(0);

    // The register now lists `active` (and `idle`) and no longer lists `unlisted`.
    register.listed.add(active.email);
    register.listed.add(idle.email);
    register.listed.delete(unlisted.email);
    clock.set(new Date('2026-07-11T03:00:00Z'));
    const asked = register.state.asked.length;
    expect(await run()).toBe(
      '2 player(s) checked: 1 newly listed, 1 cleared, 0 not answered for (last answer kept)',
    );
    expect(register.state.asked.length - asked).toBe(2);
    expect(await accountState(active.id)).toBe('register');
    expect(await liveTokens(active.id)).toBe(0);
    expect(await accountState(unlisted.id)).toBe('open');
    expect(await accountState(idle.id)).toBe('open');
    const events = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_events WHERE user_id = $1 AND type = 'gambling_exclusion_changed'`,
      [active.id],
    );
    expect(events.rows[0]?.n).toBe(1);

    // Run again: nothing changes. A register that does not answer changes nothing either.
    expect(await run()).toMatch(/^2 player\(s\) checked: 0 newly listed, 0 cleared, 0 not answered/);
    register.state.mode = 'error';
    register.listed.delete(active.email);
    expect(await run()).toMatch(/^2 player\(s\) checked: 0 newly listed, 0 cleared, 2 not answered/);
    expect(await accountState(active.id)).toBe('register');
    register.state.mode = 'answer';
  });
});

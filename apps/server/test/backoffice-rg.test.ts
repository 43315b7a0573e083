import { describe, expect, it } from 'vitest';
import { refreshHarmFlags } from '../src/modules/harm-markers/harm-markers.service.js';
import { limitsOf } from '../src/modules/limits/limits.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { registerPlayer } from './accounts-helpers.js';
import { reportFixtures } from './backoffice-fixtures.js';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const NOW = new Date('2026-11-28T10:00:00Z');
const clock = new ManualClock(NOW);
const ctx = await buildTestApp({ clock });
const { app, db } = ctx;
const fx = reportFixtures(db);
const { game1 } = await fx.games();
const compliance = await staffSession(ctx, ['compliance']);

const DAY = 86_400_000;
/** A time relative to the test's start. */
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const rg = (id: number) => `/api/backoffice/players/${id}/responsible-gambling/`;

function get(staff: StaffSession, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: staff.headers.cookie ?? '' } });
}
function send(staff: StaffSession, method: 'POST' | 'PUT', url: string, payload: unknown = {}) {
  return app.inject({ method, url, headers: staff.headers, payload: payload as object });
}

let players = 0;
const newPlayer = () =>
  fx.player({
    email: `rg${++players}@casino.test`,
    country: null,
    createdAt: ago(200 * DAY),
    nickname: `rg-player-${players}`,
  });

async function refresh() {
  const res = await send(compliance, 'POST', '/api/backoffice/responsible-gambling/refresh/');
  expect(res.statusCode, res.body).toBe(200);
}

async function flagsOf(id: number) {
  const res = await get(compliance, rg(id));
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ flags: Array<{ rule: string; figures: Record<string, unknown>; cleared_at: string | null }> }>()
    .flags.filter((f) => f.cleared_at === null);
}

async function rejectedWithdrawal(user: number, at: string, cents: number) {
  await db.query(
    `INSERT INTO withdrawals (user_id, amount_cents, provider, token_type, address, status, reason, created_at, processed_at)
     VALUES ($1, $2, 'TRX', 'USDT', 'TAddr', 'rejected', 'returned to the balance', $3, $3)`,
    [user, cents, at],
  );
}

describe('markers of harm', () => {
  it('fires each rule with the figures it saw, and not just below its threshold', async () => {
    // Deposits up sharply: $90 over the 90 days before the last 7 (a weekly $7), then $100.
    const spike = await newPlayer();
    for (let d = 10; d < 100; d += 10)
      await fx.deposit({ user: spike, at: ago(d * DAY), cents: 10_00, token: 'USDT' });
    await fx.deposit({ user: spike, at: ago(DAY), cents: 100_00, token: 'USDT' });
    // A steady depositor: the same weekly amount every week is no spike.
    const steady = await newPlayer();
    for (let d = 1; d < 97; d += 7)
      await fx.deposit({ user: steady, at: ago(d * DAY), cents: 100_00, token: 'USDT' });

    // Three deposits within an hour after losing $50; two are not "several".
    const chaser = await newPlayer();
    await fx.round({ user: chaser, game: game1, at: ago(2 * DAY + 30 * 60_000), bet: 50_00, win: 0 });
    for (const m of [0, 10, 20])
      await fx.deposit({ user: chaser, at: ago(2 * DAY - m * 60_000), cents: 20_00, token: 'USDT' });
    const twice = await newPlayer();
    await fx.round({ user: twice, game: game1, at: ago(2 * DAY + 30 * 60_000), bet: 50_00, win: 0 });
    for (const m of [0, 10])
      await fx.deposit({ user: twice, at: ago(2 * DAY - m * 60_000), cents: 20_00, token: 'USDT' });

    // Play at 02:00 UTC on three nights; a fourth round at noon does not count.
    const owl = await newPlayer();
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27'])
      await fx.round({ user: owl, game: game1, at: `${day}T02:15:00Z`, bet: 5_00, win: 1_00 });
    await fx.round({ user: owl, game: game1, at: '2026-11-27T12:00:00Z', bet: 5_00, win: 0 });
    const twoNights = await newPlayer();
    for (const day of ['2026-11-26', '2026-11-27'])
      await fx.round({ user: twoNights, game: game1, at: `${day}T03:00:00Z`, bet: 5_00, win: 0 });

    // Two withdrawals back in the balance in 30 days.
    const reverser = await newPlayer();
    await rejectedWithdrawal(reverser, ago(3 * DAY), 40_00);
    await rejectedWithdrawal(reverser, ago(20 * DAY), 60_00);
    await rejectedWithdrawal(twice, ago(40 * DAY), 60_00); // too long ago

    // Three deposit applications refused by a deposit limit (the cash box's own check records them).
    const refused = await newPlayer();
    const limits = limitsOf({ db, clock });
    await limits.setLimit(refused, 'deposit', 'day', 10_00);
    for (let i = 0; i < 3; i++)
      await expect(limits.assertDepositFits(refused, 25_00, 'usd_amount')).rejects.toMatchObject({
        status: 400,
      });

    // A raise asked while the day's deposits stood at $48 of a $50 limit.
    const raiser = await newPlayer();
    await limits.setLimit(raiser, 'deposit', 'day', 50_00);
    await fx.deposit({ user: raiser, at: ago(3_600_000), cents: 48_00, token: 'USDT' });
    await limits.setLimit(raiser, 'deposit', 'day', 200_00);
    // A raise asked with the window almost empty is not one.
    const calm = await newPlayer();
    await limits.setLimit(calm, 'deposit', 'day', 50_00);
    await limits.setLimit(calm, 'deposit', 'day', 200_00);

    // $2,500 in, $200 out in 30 days: above the $2,000 affordability threshold (the default setting).
    const spender = await newPlayer();
    await fx.deposit({ user: spender, at: ago(5 * DAY), cents: 1_500_00, token: 'USDT' });
    await fx.deposit({ user: spender, at: ago(6 * DAY), cents: 1_000_00, token: 'USDT' });
    await fx.withdrawal({ user: spender, at: ago(4 * DAY), cents: 200_00, paid: true });

    await refresh();

    expect(await flagsOf(spike)).toEqual([
      expect.objectContaining({
        rule: 'deposit_spike',
        figures: { last_7_days: 100, weekly_average: 7, times: 14.3 },
      }),
    ]);
    expect(await flagsOf(steady)).toEqual([]);
    expect(await flagsOf(chaser)).toEqual([
      expect.objectContaining({
        rule: 'deposits_after_losses',
        figures: { deposits: 3, total: 60, lost_before: 50, first_at: '2026-11-26T10:00:00.000Z' },
      }),
    ]);
    expect(await flagsOf(twice)).toEqual([]);
    expect(await flagsOf(owl)).toEqual([
      expect.objectContaining({
        rule: 'night_play',
        figures: { nights: 3, rounds: 3, staked: 15, last_at: '2026-11-27T02:15:00.000Z' },
      }),
    ]);
    expect(await flagsOf(twoNights)).toEqual([]);
    expect(await flagsOf(reverser)).toEqual([
      expect.objectContaining({
        rule: 'reversed_withdrawals',
        figures: { withdrawals: 2, amount: 100, last_at: ago(3 * DAY) },
      }),
    ]);
    expect(await flagsOf(refused)).toEqual([
      expect.objectContaining({
        rule: 'declined_deposits',
        figures: { declined: 3, amount: 75, last_at: NOW.toISOString() },
      }),
    ]);
    expect(await flagsOf(raiser)).toEqual([
      expect.objectContaining({
        rule: 'limit_increase_after_reaching',
        figures: {
          kind: 'deposit',
          period: 'day',
          limit: 50,
          used: 48,
          asked: 'increase',
          asked_at: NOW.toISOString(),
        },
      }),
    ]);
    expect(await flagsOf(calm)).toEqual([]);
    expect(await flagsOf(spender)).toEqual([
      expect.objectContaining({
        rule: 'affordability',
        figures: { deposits: 2500, withdrawals: 200, net: 2300, threshold: 2000 },
      }),
    ]);

    // The list: one row per flagged player, filtered by rule, paged.
    const night = await get(compliance, '/api/backoffice/responsible-gambling/?rule=night_play');
    expect(night.json()).toMatchObject({
      total: 1,
      items: [{ player_id: owl, rules: ['night_play'], flags: 1, last_interaction: null }],
    });
    const paged = await get(
      compliance,
      '/api/backoffice/responsible-gambling/?page_size=2&sort=player_id&order=asc',
    );
    expect(paged.json()).toMatchObject({ total: 7, page_size: 2 });
    expect(paged.json<{ items: Array<{ player_id: number }> }>().items.map((i) => i.player_id)).toEqual([
      spike,
      chaser,
    ]);
    const byName = await get(compliance, `/api/backoffice/responsible-gambling/?q=rg-player-${players}`);
    expect(byName.json()).toMatchObject({ total: 1, items: [{ player_id: spender }] });
    expect((await get(compliance, '/api/backoffice/responsible-gambling/?rule=nope')).statusCode).toBe(400);

    // Weeks later nothing fires any more: the flags are cleared, and kept on the player's page.
    // (Run by the service: a staff session would expire across the months.)
    clock.set(new Date(NOW.getTime() + 120 * DAY));
    expect(await refreshHarmFlags(app.deps)).toEqual({ fired: 0, cleared: 7 });
    clock.set(NOW);
    expect((await get(compliance, '/api/backoffice/responsible-gambling/')).json()).toMatchObject({
      total: 0,
    });
    const kept = (await get(compliance, rg(owl))).json<{ flags: Array<{ cleared_at: string | null }> }>();
    expect(kept.flags).toEqual([
      expect.objectContaining({ rule: 'night_play', cleared_at: expect.any(String) }),
    ]);
  });

  it('runs every rule for every player from the job', async () => {
    const owl = await newPlayer();
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26'])
      await fx.round({ user: owl, game: game1, at: `${day}T01:00:00Z`, bet: 1_00, win: 0 });
    const { harmMarkersJob } = await import('../src/platform/jobs/catalogue.js');
    expect(await harmMarkersJob.run(app.deps, { start: NOW, end: NOW } as never)).toMatch(/flag\(s\) firing/);
    expect((await flagsOf(owl)).map((f) => f.rule)).toEqual(['night_play']);
  });
});

describe("the player's responsible gambling in the console", () => {
  it('shows limits, breaks and history to compliance and the auditor; support sees only a break', async () => {
    const player = await registerPlayer(app);
    const support = await staffSession(ctx, ['support']);
    const auditor = await staffSession(ctx, ['auditor']);
    await limitsOf({ db, clock }).setLimit(player.id, 'loss', 'week', 300_00);

    expect((await get(support, rg(player.id))).statusCode).toBe(403);
    const byAuditor = await get(auditor, rg(player.id));
    expect(byAuditor.statusCode).toBe(200);
    expect(byAuditor.json()).toMatchObject({
      limits: [{ kind: 'loss', period: 'week', amount: 300, pending_amount: null }],
      break: null,
      history: [
        { action: 'limit.set', kind: 'loss', period: 'week', by: 'player', before: null, after: 300 },
      ],
      flags: [],
      interactions: [],
    });
    const payload = { kind: 'time_out', period: '24h', reason: 'asked on the phone' };
    expect((await send(auditor, 'POST', `${rg(player.id)}break/`, payload)).statusCode).toBe(403);
    expect((await send(support, 'POST', `${rg(player.id)}break/`, payload)).statusCode).toBe(403);
    expect((await get(support, `/api/backoffice/players/${player.id}/`)).json()).toMatchObject({
      gambling_break: null,
    });

    await limitsOf({ db, clock }).takeBreak(player.id, 'self_exclusion', '6m');
    expect((await get(support, `/api/backoffice/players/${player.id}/`)).json()).toMatchObject({
      gambling_break: { kind: 'self_exclusion', ends_at: '2027-05-28T10:00:00.000Z' },
    });
    expect((await get(compliance, rg(999_999_999))).statusCode).toBe(404);
  });

  it('lets compliance set or lower a limit and start a break on the request of the player, never raise', async () => {
    // Not the details of the player self-excluded above: sign-up refuses those.
    const player = await registerPlayer(app, {
      phone: '+35699765432',
      first_name: 'Bo',
      last_name: 'Reyes',
      date_of_birth: '1984-02-03',
    });
    const url = `${rg(player.id)}limits/`;
    const set = await send(compliance, 'PUT', url, {
      kind: 'deposit',
      period: 'week',
      amount: 500,
      reason: 'player asked by e-mail',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ limits: [{ kind: 'deposit', period: 'week', amount: 500 }] });
    const lowered = await send(compliance, 'PUT', url, {
      kind: 'deposit',
      period: 'week',
      amount: 200,
      reason: 'player asked for less',
    });
    expect(lowered.json()).toMatchObject({ limits: [{ amount: 200 }] });

    // Raising and removing are the player's alone: refused, nothing changes.
    const raised = await send(compliance, 'PUT', url, {
      kind: 'deposit',
      period: 'week',
      amount: 300,
      reason: 'player wants more',
    });
    expect(raised.statusCode).toBe(409);
    expect(raised.json<{ detail: string }>().detail).toMatch(/never raise or remove/);
    const removed = await send(compliance, 'PUT', url, {
      kind: 'deposit',
      period: 'week',
      amount: null,
      reason: 'player wants none',
    });
    expect(removed.statusCode).toBe(400);
    const noReason = await send(compliance, 'PUT', url, { kind: 'deposit', period: 'week', amount: 100 });
    expect(noReason.statusCode).toBe(400);
    const view = (await get(compliance, rg(player.id))).json<{
      limits: Array<{ amount: number; pending_amount: number | null }>;
      history: Array<Record<string, unknown>>;
    }>();
    expect(view.limits).toEqual([expect.objectContaining({ amount: 200, pending_amount: null })]);
    expect(view.history.map((h) => [h.action, h.by, h.staff, h.reason, h.before, h.after])).toEqual([
      ['limit.lowered', 'staff', compliance.email, 'player asked for less', 500, 200],
      ['limit.set', 'staff', compliance.email, 'player asked by e-mail', null, 500],
    ]);

    const wrongPeriod = await send(compliance, 'POST', `${rg(player.id)}break/`, {
      kind: 'time_out',
      period: '1y',
      reason: 'player asked',
    });
    expect(wrongPeriod.statusCode).toBe(400);
    const pause = await send(compliance, 'POST', `${rg(player.id)}break/`, {
      kind: 'time_out',
      period: '7d',
      reason: 'player called support',
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json()).toMatchObject({
      break: { kind: 'time_out', period: '7d', ends_at: '2026-12-05T10:00:00.000Z' },
    });
    // A shorter break than the one running would end it early: refused.
    const shorter = await send(compliance, 'POST', `${rg(player.id)}break/`, {
      kind: 'time_out',
      period: '24h',
      reason: 'player called again',
    });
    expect(shorter.statusCode).toBe(409);

    const { rows } = await db.query<{ action: string; staff_id: number | null; reason: string | null }>(
      `SELECT action, staff_id::int AS staff_id, reason FROM audit_log
       WHERE subject_type = 'player' AND subject_id = $1 AND action LIKE 'responsible_gambling.%' ORDER BY id`,
      [String(player.id)],
    );
    expect(rows).toEqual([
      { action: 'responsible_gambling.limit.set', staff_id: compliance.id, reason: 'player asked by e-mail' },
      {
        action: 'responsible_gambling.limit.lowered',
        staff_id: compliance.id,
        reason: 'player asked for less',
      },
      {
        action: 'responsible_gambling.break.time_out',
        staff_id: compliance.id,
        reason: 'player called support',
      },
    ]);
    const events = await db.query<{ payload: { by: string; staff: string } }>(
      `SELECT payload FROM player_events WHERE user_id = $1 AND type = 'gambling_break_started'`,
      [player.id],
    );
    expect(must(events.rows[0]).payload).toMatchObject({ by: 'staff', staff: compliance.email });
    expect(
      (
        await send(compliance, 'POST', `${rg(999_999_999)}break/`, {
          kind: 'time_out',
          period: '7d',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps an interaction log with reasons, audited, shown on the page and in the list', async () => {
    const player = await newPlayer();
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24'])
      await fx.round({ user: player, game: game1, at: `${day}T04:00:00Z`, bet: 2_00, win: 0 });
    await send(compliance, 'POST', `${rg(player)}refresh/`);
    const url = `${rg(player)}interactions/`;
    const created = await send(compliance, 'POST', url, {
      kind: 'contacted',
      reason: 'called about night play',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await send(compliance, 'POST', url, { kind: 'shouted', reason: 'x' })).statusCode).toBe(400);
    expect((await send(compliance, 'POST', url, { kind: 'no_action' })).statusCode).toBe(400);
    expect((await get(compliance, rg(player))).json()).toMatchObject({
      flags: [{ rule: 'night_play', cleared_at: null }],
      interactions: [{ kind: 'contacted', reason: 'called about night play', staff: compliance.email }],
    });
    const list = await get(compliance, `/api/backoffice/responsible-gambling/?q=${player}`);
    expect(list.json()).toMatchObject({
      items: [{ player_id: player, last_interaction: { kind: 'contacted' } }],
    });
    const { rows } = await db.query(
      `SELECT reason FROM audit_log WHERE action = 'responsible_gambling.interaction' AND subject_id = $1`,
      [String(player)],
    );
    expect(rows).toEqual([{ reason: 'called about night play' }]);
  });
});

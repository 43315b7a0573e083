import { describe, expect, it } from 'vitest';
import { foldReports } from '../src/modules/backoffice-reports/reports-fold.service.js';
import { reportsOf } from '../src/modules/backoffice-reports/reports.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { findJob, runJob } from '../src/platform/jobs/index.js';
import { reportFixtures } from './backoffice-fixtures.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
const { app, db } = await buildTestApp({ clock });
const fx = reportFixtures(db);
const reports = reportsOf({ db, clock });

// Three players: A (DE, signed up in February), B (FR) and C (no country) in March.
const A = await fx.player({ email: 'anna@example.com', country: 'DE', createdAt: '2026-02-15T10:00:00Z' });
const B = await fx.player({ email: 'bruno@example.com', country: 'FR', createdAt: '2026-03-09T08:00:00Z' });
const C = await fx.player({ email: 'carla@example.com', country: null, createdAt: '2026-03-10T09:00:00Z' });
const { game1, game2 } = await fx.games();

await fx.round({ user: A, game: game1, at: '2026-03-09T10:00:00Z', bet: 1000, win: 500 });
await fx.round({ user: A, game: game1, at: '2026-03-09T11:00:00Z', bet: 200, win: 0 });
await fx.round({ user: B, game: game2, at: '2026-03-09T23:59:59Z', bet: 300, win: 900, bonusBet: 100 });
await fx.round({ user: B, game: game1, at: '2026-03-09T12:00:00Z', bet: 400, win: 0, refunded: 400 });
await fx.round({ user: C, game: game1, at: '2026-03-10T10:00:00Z', bet: 1000, win: 0 });

await fx.deposit({ user: A, at: '2026-02-20T10:00:00Z', cents: 5000, token: 'USDT' });
await fx.deposit({ user: A, at: '2026-03-09T10:00:00Z', cents: 2000, token: 'USDT' });
await fx.deposit({ user: B, at: '2026-03-09T09:00:00Z', cents: 3000, token: 'USDC' });
await fx.deposit({ user: B, at: '2026-03-10T09:30:00Z', cents: 1000, token: 'USDT' });
await fx.withdrawal({ user: A, at: '2026-03-10T11:00:00Z', cents: 1500, paid: true });
await fx.withdrawal({ user: B, at: '2026-03-10T11:30:00Z', cents: 700, paid: false });

await fx.transfer({ user: A, kind: 'bonus_grant', at: '2026-03-09T10:05:00Z', cents: 1000 });
await fx.transfer({ user: A, kind: 'bonus_convert', at: '2026-03-10T08:00:00Z', cents: 300 });
await fx.transfer({ user: A, kind: 'bonus_cancel', at: '2026-03-10T08:00:01Z', cents: 200 });

const snapshot = async () => ({
  games: (await db.query('SELECT * FROM report_game_days ORDER BY day, game_id, provider, country')).rows,
  dimensions: (await db.query('SELECT * FROM report_dimension_days ORDER BY dimension, day, key')).rows,
  payments: (
    await db.query('SELECT * FROM report_payment_days ORDER BY day, direction, provider, token_type')
  ).rows,
  days: (await db.query('SELECT * FROM report_days ORDER BY day')).rows.map(
    ({ folded_at: _f, ...row }: Record<string, unknown>) => row,
  ),
  players: (await db.query('SELECT * FROM report_players ORDER BY user_id')).rows,
  months: (await db.query('SELECT * FROM report_player_months ORDER BY month, user_id')).rows,
  cohorts: (await db.query('SELECT * FROM report_cohorts ORDER BY cohort_month, month')).rows,
});

describe('the reports:fold job', () => {
  it('folds every day with rows on its first run, through the job runner', async () => {
    const job = findJob('reports:fold');
    expect(job).toBeDefined();
    if (!job) return;
    const result = await runJob(app.deps, job);
    expect(result).toMatchObject({ outcome: 'succeeded', summary: '4 day(s) and 2 cohort month(s) folded' });
  });

  it('counts each day exactly', async () => {
    const [feb20] = await reports.bonusCost('2026-02-20', '2026-02-20');
    expect(feb20).toMatchObject({ granted_cents: 0, cost_cents: 0 });
    const dash = await reports.dashboard();
    const mar9 = dash.series.find((d) => d.day === '2026-03-09');
    expect(mar9).toEqual({
      day: '2026-03-09',
      rounds: 3,
      stake_cents: 1500,
      win_cents: 1400,
      ggr_cents: 100,
      bonus_cost_cents: 1000,
      ngr_cents: -900,
      deposit_count: 2,
      deposit_cents: 5000,
      withdrawal_count: 0,
      withdrawal_cents: 0,
      new_players: 1,
      first_deposits: 1,
      active_players: 2,
    });
    expect(dash.today).toEqual({
      rounds: 1,
      stake_cents: 1000,
      win_cents: 0,
      ggr_cents: 1000,
      bonus_cost_cents: -200,
      ngr_cents: 1200,
      deposit_count: 1,
      deposit_cents: 1000,
      withdrawal_count: 1,
      withdrawal_cents: 1500,
      new_players: 1,
      first_deposits: 0,
      active_players: 1,
    });
    expect(dash.last_30_days).toEqual({
      rounds: 4,
      stake_cents: 2500,
      win_cents: 1400,
      ggr_cents: 1100,
      bonus_cost_cents: 800,
      ngr_cents: 300,
      deposit_count: 4,
      deposit_cents: 11000,
      withdrawal_count: 1,
      withdrawal_cents: 1500,
      new_players: 3,
      first_deposits: 2,
      active_players: 3,
    });
    expect(dash.series).toHaveLength(30);
    expect(dash.series[0]?.day).toBe('2026-02-09');
    expect(dash.queues).toMatchObject({ withdrawals: 1, withdrawal_cents: 700, kyc_documents: 0 });
  });

  it('breaks GGR down by game, provider and country, and bonus money by day', async () => {
    const span = {
      from: '2026-03-09',
      to: '2026-03-10',
      sort: 'key' as const,
      desc: false,
      limit: null,
      offset: 0,
    };
    const byCountry = await reports.ggr({ ...span, dimension: 'country' });
    expect(
      byCountry.rows.map((r) => [r.key, r.label, r.rounds, r.stake_cents, r.win_cents, r.ggr_cents]),
    ).toEqual([
      ['', 'none', 1, 1000, 0, 1000],
      ['DE', 'Germany', 2, 1200, 500, 700],
      ['FR', 'France', 1, 300, 900, -600],
    ]);
    const byGame = await reports.ggr({ ...span, dimension: 'game', sort: 'ggr', desc: true });
    expect(byGame.rows.map((r) => [r.key, r.stake_cents, r.win_cents, r.bonus_stake_cents])).toEqual([
      [String(game1), 2200, 500, 0],
      [String(game2), 300, 900, 100],
    ]);
    const byDay = await reports.ggr({ ...span, dimension: 'day' });
    expect(byDay.rows.map((r) => [r.key, r.ggr_cents, r.bonus_cost_cents, r.ngr_cents, r.players])).toEqual([
      ['2026-03-09', 100, 1000, -900, 2],
      ['2026-03-10', 1000, -200, 1200, 1],
    ]);
    const page = await reports.ggr({ ...span, dimension: 'provider', limit: 1 });
    expect(page.total).toBe(1);
    expect(await reports.bonusCost('2026-03-10', '2026-03-10')).toEqual([
      {
        day: '2026-03-10',
        granted_cents: 0,
        converted_cents: 300,
        written_off_cents: 200,
        cost_cents: -200,
        bonus_stake_cents: 0,
        free_round_win_cents: 0,
      },
    ]);
  });

  it('sums deposits and withdrawals by method', async () => {
    expect(await reports.paymentsByMethod('2026-02-01', '2026-03-10')).toEqual([
      {
        provider: 'TRX',
        token_type: 'USDT',
        deposit_count: 3,
        deposit_cents: 8000,
        withdrawal_count: 1,
        withdrawal_cents: 1500,
      },
      {
        provider: 'TRX',
        token_type: 'USDC',
        deposit_count: 1,
        deposit_cents: 3000,
        withdrawal_count: 0,
        withdrawal_cents: 0,
      },
    ]);
  });

  it('follows cohorts by sign-up month', async () => {
    expect(await reports.cohorts('2026-02-01', '2026-03-01')).toEqual([
      {
        cohort_month: '2026-02-01',
        players: 1,
        months: [
          {
            month: '2026-02-01',
            offset: 0,
            active_players: 0,
            retention: 0,
            depositors: 1,
            deposit_count: 1,
            deposit_cents: 5000,
          },
          {
            month: '2026-03-01',
            offset: 1,
            active_players: 1,
            retention: 1,
            depositors: 1,
            deposit_count: 1,
            deposit_cents: 2000,
          },
        ],
      },
      {
        cohort_month: '2026-03-01',
        players: 2,
        months: [
          {
            month: '2026-03-01',
            offset: 0,
            active_players: 2,
            retention: 1,
            depositors: 1,
            deposit_count: 2,
            deposit_cents: 4000,
          },
        ],
      },
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    clock.advance(300_000);
    await foldReports({ db, clock });
    expect(await snapshot()).toEqual(before);
  });

  it('folds late rows into their own days, and a late win into its round day', async () => {
    clock.set(new Date('2026-03-12T12:00:00Z'));
    await fx.round({ user: C, game: game2, at: '2026-03-01T10:00:00Z', bet: 700, win: 100 });
    await fx.deposit({ user: C, at: '2026-03-02T10:00:00Z', cents: 4500, token: 'USDT' });
    await db.query(
      `UPDATE game_rounds SET win_cents = 2000, status = 'closed', closed_at = $2
       WHERE id = (SELECT id FROM game_rounds WHERE user_id = $1 AND bet_cents = 200)`,
      [A, clock.now()],
    );
    const { days } = await foldReports({ db, clock });
    // 02-20: the sweep's day (02-15 was swept by the run before).
    expect(days).toEqual([
      '2026-02-20',
      '2026-03-01',
      '2026-03-02',
      '2026-03-09',
      '2026-03-11',
      '2026-03-12',
    ]);
    const series = (await reports.dashboard()).series;
    expect(series.find((d) => d.day === '2026-03-01')).toMatchObject({
      stake_cents: 700,
      win_cents: 100,
      rounds: 1,
    });
    expect(series.find((d) => d.day === '2026-03-02')).toMatchObject({
      deposit_cents: 4500,
      first_deposits: 1,
    });
    expect(series.find((d) => d.day === '2026-03-09')).toMatchObject({ win_cents: 3400, ggr_cents: -1900 });
    const [march] = await reports.cohorts('2026-03-01', '2026-03-01');
    expect(march?.months[0]).toMatchObject({ active_players: 2, depositors: 2, deposit_cents: 8500 });
  });
});

import { describe, expect, it } from 'vitest';
import { foldReports } from '../src/modules/backoffice-reports/reports-fold.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { reportFixtures } from './backoffice-fixtures.js';
import { staffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
const ctx = await buildTestApp({ clock });
const { app, db } = ctx;
const fx = reportFixtures(db);

const anna = await fx.player({
  email: 'anna@example.com',
  country: 'DE',
  createdAt: '2026-02-15T10:00:00Z',
  phone: '+49 151 234',
  firstName: 'Anna',
  lastName: 'Weber',
});
const { game1 } = await fx.games();
await fx.round({ user: anna, game: game1, at: '2026-03-10T10:00:00Z', bet: 1250, win: 250 });
await fx.deposit({ user: anna, at: '2026-03-10T09:00:00Z', cents: 5000, token: 'USDT' });
await fx.withdrawal({ user: anna, at: '2026-03-10T11:00:00Z', cents: 700, paid: false });
await db.query(
  `INSERT INTO job_runs (job, period, outcome, attempts, started_at, finished_at, error)
   VALUES ('reports:fold', '2026-03-10T11:00', 'failed', 1, $1, $1, 'statement timeout')`,
  [clock.now()],
);
await foldReports({ db, clock });

const auditor = await staffSession(ctx, ['auditor']);
const support = await staffSession(ctx, ['support']);
const marketing = await staffSession(ctx, ['marketing']);
const get = (url: string, session = auditor) => app.inject({ method: 'GET', url, headers: session.headers });

describe('the dashboard and reports over HTTP', () => {
  it('answers the dashboard in USD with its queues', async () => {
    const res = await get('/api/backoffice/dashboard/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toEqual({
      deposits: 1,
      deposits_usd: 50,
      withdrawals: 0,
      withdrawals_usd: 0,
      stakes_usd: 12.5,
      wins_usd: 2.5,
      ggr_usd: 10,
      bonus_cost_usd: 0,
      ngr_usd: 10,
      rounds: 1,
      new_players: 0,
      first_deposits: 1,
      active_players: 1,
    });
    expect(body.series).toHaveLength(30);
    expect(body.queues).toEqual({
      kyc_documents: 0,
      withdrawals: 1,
      withdrawals_usd: 7,
      approvals: 0,
      support_chats: 0,
      unmatched_payments: 0,
    });
    expect((await get('/api/backoffice/dashboard/', support)).statusCode).toBe(403);
  });

  it('lists GGR by country as a page or as CSV', async () => {
    const res = await get('/api/backoffice/reports/ggr/?by=country&from=2026-03-01&to=2026-03-10');
    expect(res.json()).toEqual({
      items: [
        {
          key: 'DE',
          label: 'Germany',
          rounds: 1,
          stakes_usd: 12.5,
          wins_usd: 2.5,
          ggr_usd: 10,
          bonus_stakes_usd: 0,
          free_round_wins_usd: 0,
          bonus_cost_usd: null,
          ngr_usd: null,
          players: 1,
        },
      ],
      total: 1,
      page: 1,
      page_size: 50,
    });
    const csv = await get('/api/backoffice/reports/ggr/?by=day&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'key,label,rounds,stakes_usd,wins_usd,ggr_usd,bonus_stakes_usd,free_round_wins_usd,bonus_cost_usd,ngr_usd,players',
    );
    expect(csv.body).toContain('2026-03-10,2026-03-10,1,12.5,2.5,10,0,0,0,10,1');
  });

  it('refuses bad spans with field errors', async () => {
    const bad = await get('/api/backoffice/reports/ggr/?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['from']);
    const reversed = await get('/api/backoffice/reports/payments/?from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json())).toEqual(['from']);
    expect((await get('/api/backoffice/reports/ggr/?by=planet')).statusCode).toBe(400);
    expect((await get('/api/backoffice/reports/cohorts/?from=2026-13')).statusCode).toBe(400);
  });

  it('answers payments by method, bonus cost, cohorts and the failed jobs', async () => {
    expect((await get('/api/backoffice/reports/payments/')).json().items).toEqual([
      {
        provider: 'TRX',
        token_type: 'USDT',
        deposits: 1,
        deposits_usd: 50,
        withdrawals: 0,
        withdrawals_usd: 0,
      },
    ]);
    const bonus = (await get('/api/backoffice/reports/bonus-cost/?from=2026-03-09&to=2026-03-10')).json();
    expect(bonus.items.map((d: { day: string }) => d.day)).toEqual(['2026-03-10', '2026-03-09']);
    const cohorts = (await get('/api/backoffice/reports/cohorts/?from=2026-02&to=2026-03')).json();
    expect(cohorts.items[0]).toMatchObject({ cohort: '2026-03', players: 0 });
    expect(cohorts.items[1]).toMatchObject({
      cohort: '2026-02',
      players: 1,
      months: [
        { month: '2026-03', offset: 1, active_players: 1, retention: 1, depositors: 1, deposits_usd: 50 },
      ],
    });
    const failed = (await get('/api/backoffice/reports/jobs/?failed=true')).json();
    expect(failed).toMatchObject({ total: 1, items: [{ job: 'reports:fold', error: 'statement timeout' }] });
  });
});

describe('the player search over HTTP', () => {
  it('shows personal data to those allowed it, and records that they saw it', async () => {
    const res = await get('/api/backoffice/players/search/?q=weber', support);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      capped: false,
      items: [{ id: anna, email: 'anna@example.com', first_name: 'Anna', matched: ['name'] }],
    });
    const { rows } = await db.query<{ action: string; subject_id: string }>(
      `SELECT action, subject_id FROM audit_log WHERE action = 'player.search'`,
    );
    expect(rows).toEqual([{ action: 'player.search', subject_id: 'weber' }]);
  });

  it('masks personal data for a role without it', async () => {
    const res = await get('/api/backoffice/players/search/?q=anna%40example.com', marketing);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: anna,
        email: 'a***@example.com',
        phone: '***',
        first_name: '',
        last_name: '',
      }),
    ]);
  });

  it('needs a query', async () => {
    const res = await get('/api/backoffice/players/search/?q=%20', support);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['q']);
  });
});

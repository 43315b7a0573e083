import type { BonusItem, CashbackClaim, CashbackClaimResult, RanksAnswer } from '@casino/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loyaltyCashbackJob, loyaltyMonthlyResetJob, loyaltyVipJob } from '../src/platform/jobs/catalogue.js';
import { runJob, type JobDeps } from '../src/platform/jobs/jobs.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, roundFields, uid } from './games-helpers.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';

// The status programme end to end (docs/decisions/015): points from real-money rounds played
// through the signed seamless wallet, stations and their spins, the ranks call, weekly cashback
// settled by its job and claimed once, expiry, the monthly reset and VIP. The ledger holds after
// every test. LOYALTY_USD_PER_POINT is the default: 10 USD of slot bets per point.

// Monday 4 May 2026: the first cashback week of May (days 1-7).
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
const kit = await buildGamesApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const { app, db, call, playRound, newPlayer, openSession, fund, balances, expectLedgerOk, gameId } = kit;
const pay = paymentsKit(app, db, clock);
const jobDeps: JobDeps = app.deps;

afterEach(async () => {
  await expectLedgerOk();
});
afterAll(async () => {
  await expectLedgerOk();
});

type Player = Awaited<ReturnType<typeof newPlayer>>;

async function api<T>(player: Player | null, method: 'GET' | 'POST', url: string, lang = 'en') {
  const res = await app.inject({
    method,
    url,
    headers: { ...(player ? await pay.freshAuth(player) : {}), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json<T>() };
}

async function ranks(player: Player | null): Promise<RanksAnswer> {
  const res = await api<RanksAnswer>(player, 'GET', '/api/frontend/ranks/');
  expect(res.status).toBe(200);
  return res.body;
}

async function me(player: Player): Promise<NonNullable<RanksAnswer['player']>> {
  const answer = await ranks(player);
  if (!answer.player) throw new Error('no standing for a signed-in player');
  return answer.player;
}

async function claims(player: Player): Promise<CashbackClaim[]> {
  const res = await api<CashbackClaim[]>(player, 'GET', '/api/frontend/cashback/');
  expect(res.status).toBe(200);
  return res.body;
}

async function loyaltyOffers(player: Player): Promise<Array<{ id: number; code: string; state: string }>> {
  const { rows } = await db.query<{ id: number; code: string; state: string }>(
    `SELECT p.id, t.code, p.state FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id
     WHERE p.user_id = $1 AND p.source = 'loyalty' ORDER BY p.id`,
    [player.id],
  );
  return rows;
}

async function profileRank(player: Player) {
  const { rows } = await db.query<{ current_rank: number; current_rank_progress: number }>(
    'SELECT current_rank, current_rank_progress FROM users WHERE id = $1',
    [player.id],
  );
  return rows[0];
}

/** A player with cash who has opened a real-money session of the test slot. */
async function playerWithCash(usd: number, code: string = GAME_CODES.slot) {
  const player = await newPlayer('Loyal');
  await fund(player.id, usd * 100);
  return { player, session: await openSession(player, code) };
}

describe('points', () => {
  it('count the cash part of real-money bets only, weighted by the game category', async () => {
    const player = await newPlayer('Points');
    await fund(player.id, 100_00, 50_00);
    const slot = await openSession(player, GAME_CODES.slot);
    // 120 USD staked: 100 from cash, 20 from the bonus account; only the cash counts.
    await playRound(slot, 120_00);
    expect((await me(player)).points).toBe(10);

    // The bonus account still holds 30 USD; cash is staked first.
    await fund(player.id, 101_00);
    const table = await openSession(player, GAME_CODES.table);
    // Tables contribute 10%: 100 USD is 1 point.
    await playRound(table, 100_00);
    // 5 cents at 10% is half a cent, kept: twenty such bets make 10 cents (0.01 points).
    for (let i = 0; i < 20; i += 1) await playRound(table, 5);
    const standing = await me(player);
    expect(standing.points).toBe(11.01);
    expect(standing.station).toBe(0);
    expect(standing.next_station).toBe(1);
    expect(standing.points_to_next).toBe(113.99);
    expect(standing.month).toBe('2026-05');
    expect(standing.resets_at).toBe('2026-06-01T00:00:00.000Z');
    expect(await profileRank(player)).toEqual({ current_rank: 0, current_rank_progress: 11 });
  });

  it('count nothing for bonus money or free rounds', async () => {
    const player = await newPlayer('Bonus only');
    await fund(player.id, 0, 30_00);
    const slot = await openSession(player, GAME_CODES.slot);
    await playRound(slot, 20_00);
    expect((await me(player)).points).toBe(0);
    const { rows } = await db.query('SELECT 1 FROM loyalty_months WHERE user_id = $1', [player.id]);
    expect(rows).toHaveLength(0);
  });
  it('are taken back with a stake the game rolls back, and a repeated rollback takes nothing more', async () => {
    const { player, session } = await playerWithCash(300);
    await playRound(session, 100_00);
    const base = roundFields(session);
    const betId = uid('bet');
    expect((await call('bet', { ...base, transaction_id: betId, amount: 50_00 })).status).toBe(200);
    expect((await me(player)).points).toBe(15);
    const { game: _game, currency: _currency, ...roundOf } = base;
    const rollback = { ...roundOf, transaction_id: uid('rb'), rolled_back_transaction_id: betId };
    expect((await call('rollback', rollback)).status).toBe(200);
    expect((await call('rollback', { ...rollback, transaction_id: uid('rb') })).status).toBe(200);
    expect((await me(player)).points).toBe(10);
    expect(await profileRank(player)).toEqual({ current_rank: 0, current_rank_progress: 10 });
    expect((await balances(player.id)).cashCents).toBe(200_00);
  });
});

describe('development rounds', () => {
  it('are real rounds through the signed wallet: recorded, counted for points, refused past the funds', async () => {
    const player = await newPlayer('Dev rounds');
    await fund(player.id, 35_00);
    const play = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/dev/games/rounds', headers: player.auth, payload });
    const res = await play({ game_id: gameId(GAME_CODES.slot), amount: 10, count: 5 });
    expect(res.statusCode, res.body).toBe(200);
    // 35 USD pays three 10 USD rounds; the fourth bet is refused and ends the series.
    expect(res.json()).toEqual({ played: 3 });
    expect((await balances(player.id)).cashCents).toBe(5_00);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND status = 'closed' AND win_cents = 0`,
      [player.id],
    );
    expect(rows[0]?.n).toBe(3);
    expect((await me(player)).points).toBe(3);
    expect((await play({ game_id: gameId(GAME_CODES.slot), amount: 10 })).statusCode).toBe(400);
    expect((await play({ game_id: 987_654, amount: 1 })).statusCode).toBe(404);
  });
});

describe('stations', () => {
  it('station 2 is reached by bets and each station offers its spins once a month', async () => {
    const { player, session } = await playerWithCash(9_000);
    await playRound(session, 1_000_00);
    expect((await me(player)).station).toBe(0);
    await playRound(session, 250_00); // 125 points
    expect((await me(player)).station).toBe(1);
    expect((await loyaltyOffers(player)).map((o) => o.code)).toEqual(['station-1']);
    for (let i = 0; i < 6; i += 1) await playRound(session, 1_000_00); // 725 points
    await playRound(session, 250_00, 100_00); // 750 points
    const standing = await me(player);
    expect(standing).toMatchObject({ station: 2, points: 750, next_station: 3, points_to_next: 1250 });
    expect(await profileRank(player)).toEqual({ current_rank: 2, current_rank_progress: 750 });
    // More bets within the station offer nothing more.
    await playRound(session, 100_00);
    const offers = await loyaltyOffers(player);
    expect(offers.map((o) => [o.code, o.state])).toEqual([
      ['station-1', 'offered'],
      ['station-2', 'offered'],
    ]);
    // The player activates it from the Available bonuses list: 50 spins at 0.20 on three slots.
    const available = await api<BonusItem[]>(player, 'GET', '/api/frontend/bonus/available/');
    const spins = available.body.find((b) => b.id === offers[1]?.id);
    expect(spins).toMatchObject({ number_of_spins: 50, bet_per_spin: 0.2, type: 'fs', max_winning: 1000 });
    expect(spins?.spin_games).toEqual(['neon-fruits', 'cosmic-drift', 'crystal-cascade']);
  });
});

describe('ranks call', () => {
  it('answers a guest the seven stations and no standing', async () => {
    const answer = await ranks(null);
    expect(answer.player).toBeNull();
    expect(answer.usd_per_point).toBe(10);
    expect(answer.vip_monthly_deposit).toBe(25_000);
    expect(answer.contributions).toMatchObject({
      slots: 100,
      live: 10,
      tables: 10,
      video_poker: 5,
      lobby: 0,
    });
    expect(answer.stations.map((s) => s.threshold)).toEqual([125, 750, 2000, 5000, 7500, 10000, 13000]);
    expect(answer.stations.map((s) => s.spins)).toEqual([10, 50, 50, 50, 65, 80, 100]);
    expect(answer.stations.map((s) => s.wagering)).toEqual([15, 15, 10, 10, 5, 5, 5]);
    expect(answer.stations.map((s) => s.cashback_rate)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(answer.stations.map((s) => s.cashback_cap)).toEqual([null, 1000, 1000, 1000, 2000, 2000, 2500]);
    expect(answer.stations.map((s) => s.cashback_wagering)).toEqual([null, 15, 10, 10, 5, 5, 5]);
  });

  it('answers a new player station 0 at 0 of 125', async () => {
    const player = await newPlayer('New');
    expect(await me(player)).toMatchObject({
      station: 0,
      points: 0,
      next_threshold: 125,
      points_to_next: 125,
      current_rank: 0,
      is_vip: false,
      vip_since: null,
    });
  });

  it('refuses a bad token and answers a player who no longer exists as a guest', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/frontend/ranks/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    const ghost = await app.inject({
      method: 'GET',
      url: '/api/frontend/ranks/',
      headers: { authorization: `Bearer ${await app.deps.accessTokens.sign(999_999_999)}` },
    });
    expect(ghost.statusCode).toBe(200);
    expect(ghost.json<RanksAnswer>().player).toBeNull();
  });
});

describe('weekly cashback', () => {
  // Players reach station 2 in the first week of May and lose; the week is settled on the 8th.
  let loser: Player;
  let busy: Player;
  let winner: Player;

  it('is calculated once for a losing week, by level, from cash stakes only', async () => {
    clock.set(new Date('2026-05-05T12:00:00Z'));
    const a = await playerWithCash(8_000);
    loser = a.player;
    // 7,500 USD staked, 1,500 USD won back: a net loss of 6,000 USD at station 2 (2%) is 120 USD.
    for (let i = 0; i < 6; i += 1) await playRound(a.session, 1_000_00, 250_00);
    await playRound(a.session, 1_500_00);
    const b = await playerWithCash(8_000);
    busy = b.player;
    for (let i = 0; i < 7; i += 1) await playRound(b.session, 1_000_00);
    await playRound(b.session, 500_00); // 7,500: station 2, net loss 7,500 -> 150 USD
    const c = await playerWithCash(8_000);
    winner = c.player;
    for (let i = 0; i < 7; i += 1) await playRound(c.session, 1_000_00, 1_200_00);
    await playRound(c.session, 500_00, 600_00); // a winning week: no cashback
    expect((await me(winner)).station).toBe(2);

    // Before the week ends the job settles the week before (April: nobody played).
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({
      outcome: 'succeeded',
      period: '2026-05-01',
      summary: 'week of 2026-04-22: 0 cashback claim(s)',
    });

    clock.set(new Date('2026-05-08T00:00:30Z'));
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({
      outcome: 'succeeded',
      period: '2026-05-08',
      summary: 'week of 2026-05-01: 3 cashback claim(s)',
    });
    // Run twice: the period is taken; even forced through again, nothing is added.
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({ outcome: 'skipped' });
    await db.query(`DELETE FROM job_runs WHERE job = 'loyalty:cashback'`);
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({
      summary: 'week of 2026-05-01: 0 cashback claim(s)',
    });

    const [claim] = await claims(loser);
    expect(claim).toMatchObject({
      period_start: '2026-05-01T00:00:00.000Z',
      period_end: '2026-05-08T00:00:00.000Z',
      station: 2,
      rate: 2,
      net_loss: 6000,
      amount: 120,
      wager: 15,
      status: 'ready',
      expires_at: '2026-05-15T00:00:00.000Z',
      claimed_at: null,
    });
    expect((await claims(busy))[0]?.amount).toBe(150);
    expect(await claims(winner)).toEqual([]);
  });

  it('is paid once as a bonus with its wagering, even when claimed twice at once', async () => {
    const [claim] = await claims(loser);
    if (!claim) throw new Error('no claim');
    const before = await balances(loser.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api<CashbackClaimResult | Record<string, string[]>>(
          loser,
          'POST',
          `/api/frontend/cashback/${claim.id}/claim/`,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const ok = answers.find((a) => a.status === 200)?.body as CashbackClaimResult;
    expect(ok.claim.status).toBe('claimed');
    expect(ok.detail).toMatch(/credited as a bonus/);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body).toEqual({ non_field_errors: ['You have already claimed this cashback.'] });
    const after = await balances(loser.id);
    expect(after.bonusCents - before.bonusCents).toBe(120_00);
    expect(after.cashCents).toBe(before.cashCents);
    const { rows } = await db.query<{ code: string; state: string; wager_required_cents: string }>(
      `SELECT t.code, p.state, p.wager_required_cents FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id
       WHERE p.user_id = $1 AND p.state = 'active'`,
      [loser.id],
    );
    expect(rows).toEqual([{ code: 'cashback-level-2', state: 'active', wager_required_cents: 15 * 120_00 }]);
    const [listed] = await claims(loser);
    expect(listed?.status).toBe('claimed');
    expect(listed?.claimed_at).toBe('2026-05-08T00:00:30.000Z');
  });

  it('waits while another bonus is active, with a translated message, and is nobody else’s', async () => {
    const [claim] = await claims(busy);
    if (!claim) throw new Error('no claim');
    // The station's spins, activated: one bonus at a time.
    const [spins] = (await loyaltyOffers(busy)).filter((o) => o.code === 'station-2');
    const activated = await app.inject({
      method: 'POST',
      url: '/api/frontend/bonus/activate/',
      headers: await pay.freshAuth(busy),
      payload: { bonus_id: spins?.id },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const refused = await api<Record<string, string[]>>(
      busy,
      'POST',
      `/api/frontend/cashback/${claim.id}/claim/`,
      'es',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors?.[0]).toMatch(/bono activo/);
    // Another player's claim is unknown to this one; so is an id nobody has.
    for (const url of [
      `/api/frontend/cashback/${claim.id}/claim/`,
      '/api/frontend/cashback/2147483647/claim/',
    ]) {
      const other = await api<{ detail: string }>(winner, 'POST', url);
      expect(other.status).toBe(404);
      expect(other.body.detail).toBe('Cashback not found.');
    }
    expect((await claims(busy))[0]?.status).toBe('ready');
  });

  it('expires after the following week', async () => {
    clock.set(new Date('2026-05-15T00:00:00Z'));
    const [claim] = await claims(busy);
    expect(claim?.status).toBe('expired');
    // With the spins deactivated, only the expiry stands in the way.
    const [spins] = (await loyaltyOffers(busy)).filter((o) => o.state === 'active');
    const deactivated = await app.inject({
      method: 'DELETE',
      url: `/api/frontend/bonus_deactivate/${spins?.id}/`,
      headers: await pay.freshAuth(busy),
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const before = await balances(busy.id);
    const refused = await api<Record<string, string[]>>(
      busy,
      'POST',
      `/api/frontend/cashback/${claim?.id}/claim/`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors?.[0]).toMatch(/expired/);
    expect(await balances(busy.id)).toEqual(before);
  });
});

describe('monthly reset', () => {
  it('restarts stations and points at 00:00 UTC on the 1st, keeps May, and is safe twice', async () => {
    clock.set(new Date('2026-05-31T23:59:00Z'));
    const { player, session } = await playerWithCash(3_000);
    await playRound(session, 1_500_00);
    expect(await profileRank(player)).toEqual({ current_rank: 1, current_rank_progress: 150 });

    clock.set(new Date('2026-06-01T00:00:10Z'));
    expect(await me(player)).toMatchObject({ station: 0, points: 0, month: '2026-06' });
    const first = await runJob(jobDeps, loyaltyMonthlyResetJob);
    expect(first).toMatchObject({ outcome: 'succeeded', period: '2026-06' });
    expect(await profileRank(player)).toEqual({ current_rank: 0, current_rank_progress: 0 });
    expect(await runJob(jobDeps, loyaltyMonthlyResetJob)).toMatchObject({ outcome: 'skipped' });
    await db.query(`DELETE FROM job_runs WHERE job = 'loyalty:monthly-reset'`);
    expect(await runJob(jobDeps, loyaltyMonthlyResetJob)).toMatchObject({
      outcome: 'succeeded',
      summary: '2026-06: 0 player(s) back to station 0',
    });

    // June's first bet counts for June; May's points stay as history.
    const june = await openSession(player, GAME_CODES.slot);
    await playRound(june, 100_00);
    expect(await me(player)).toMatchObject({ station: 0, points: 10, month: '2026-06' });
    const { rows } = await db.query<{ month: string; station: number }>(
      `SELECT to_char(month, 'YYYY-MM') AS month, station FROM loyalty_months WHERE user_id = $1 ORDER BY month`,
      [player.id],
    );
    expect(rows).toEqual([
      { month: '2026-05', station: 1 },
      { month: '2026-06', station: 0 },
    ]);
    // A station reached again in a new month offers its spins again.
    await playRound(june, 1_250_00);
    expect((await loyaltyOffers(player)).map((o) => o.code)).toEqual(['station-1', 'station-1']);
  });
});

describe('VIP', () => {
  it('qualifies at 25,000 USD deposited within a calendar month, and stays', async () => {
    clock.set(new Date('2026-06-10T09:00:00Z'));
    const player = await newPlayer('Whale');
    for (const usd of [15_000, 9_990]) {
      const application = await pay.openApplication(player, { usd_amount: usd });
      expect((await pay.webhook(pay.payment(application))).statusCode).toBe(200);
    }
    expect(await me(player)).toMatchObject({ is_vip: false, month_deposits: 24_990 });
    const application = await pay.openApplication(player, { usd_amount: 10 });
    expect((await pay.webhook(pay.payment(application))).statusCode).toBe(200);
    expect(await me(player)).toMatchObject({ is_vip: true, month_deposits: 25_000 });
    expect(await runJob(jobDeps, loyaltyVipJob)).toMatchObject({ summary: '1 player(s) became VIP' });

    clock.set(new Date('2026-07-02T09:00:00Z'));
    expect(await me(player)).toMatchObject({
      is_vip: true,
      vip_since: '2026-06-10T09:00:00.000Z',
      month_deposits: 0,
    });
  });
});

import type { TradingEventDetail, TradingMarket } from '@casino/contract/backoffice-sports';
import { describe, expect, it } from 'vitest';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { KICK_OFF, sportsBetsKit } from './sportsbook-bets-helpers.js';

const kit = await sportsBetsKit({ SPORTS_MAX_PAYOUT_USD: '100000' });
const { app, db, clock } = kit;
const trader = await staffSession(kit, ['trader']);
const secondTrader = await staffSession(kit, ['trader']);
const support = await staffSession(kit, ['support']);
const auditor = await staffSession(kit, ['auditor']);

async function call(who: StaffSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `/api/backoffice/sports/${url}`,
    headers: who.headers,
    payload: method === 'GET' ? undefined : (payload ?? {}),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function eventIdOf(feedId: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM sport_events WHERE feed_id = $1`,
    [feedId],
  );
  return must(rows[0]).id;
}

async function detail(id: number): Promise<TradingEventDetail> {
  const res = await call(trader, 'GET', `events/${id}/`);
  expect(res.status).toBe(200);
  return res.body as unknown as TradingEventDetail;
}

const market = (event: TradingEventDetail, type: string): TradingMarket =>
  must(event.markets.find((m) => m.type === type));

async function auditRows(action: string, subjectId: number) {
  const { rows } = await db.query<{ staff_id: number; reason: string; before: unknown; after: unknown }>(
    `SELECT staff_id::int AS staff_id, reason, before, after FROM audit_log
      WHERE action = $1 AND subject_id = $2 ORDER BY id`,
    [action, String(subjectId)],
  );
  return rows;
}

async function approve(who: StaffSession, approvalId: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/backoffice/approvals/${approvalId}/approve/`,
    headers: who.headers,
    payload: {},
  });
  return res.statusCode;
}

describe('sportsbook trading: reading', () => {
  it('lists events with filters and shows each market with its open stake and liability', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const id = await eventIdOf(feedId);
    const p = await kit.newPlayer();
    await kit.placed(p, kit.single(outcome('match_result:home'), '2.00', 10));
    await kit.placed(p, kit.single(outcome('match_result:away'), '4.00', 5));

    const event = await detail(id);
    const result = market(event, 'match_result');
    expect(result.open_bets).toBe(2);
    expect(result.open_stake).toBe(15);
    const byKey = Object.fromEntries(result.outcomes.map((o) => [o.key, o]));
    expect(byKey.home).toMatchObject({ odds: '2.00', payout: 20, liability: 5 });
    expect(byKey.away).toMatchObject({ payout: 20, liability: 5 });
    expect(byKey.draw).toMatchObject({ payout: 0, liability: -15 });
    expect(result.liability).toBe(5);
    expect(market(event, 'total').liability).toBe(0);
    expect(event).toMatchObject({ open_stake: 15, liability: 5, manual: false, max_payout: 100000 });

    const list = await call(auditor, 'GET', 'events/?sport=football&status=not_started&live=false&order=asc');
    expect(list.status).toBe(200);
    const items = list.body.items as Array<{ id: number; liability: number }>;
    expect(items.find((e) => e.id === id)).toMatchObject({ liability: 5 });
    const live = await call(trader, 'GET', 'events/?live=true');
    expect((live.body.items as unknown[]).length).toBe(0);
    const bad = await call(trader, 'GET', 'events/?status=finished');
    expect(bad.status).toBe(400);
  });

  it('refuses the routes to roles without the permission', async () => {
    expect((await call(support, 'GET', 'events/')).status).toBe(403);
    expect((await call(auditor, 'POST', 'markets/1/suspend/', { reason: 'x' })).status).toBe(403);
    expect((await call(support, 'PUT', 'players/1/stake-factor/', { factor: 0.5, reason: 'x' })).status).toBe(
      403,
    );
  });
});

describe('sportsbook trading: prices and suspension', () => {
  it('suspends and reopens a market, each audited, and a suspended market takes no bets', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const event = await detail(await eventIdOf(feedId));
    const result = market(event, 'match_result');
    const p = await kit.newPlayer();

    const noReason = await call(trader, 'POST', `markets/${result.id}/suspend/`, {});
    expect(noReason.status).toBe(400);
    expect(market(await detail(event.id), 'match_result').status).toBe('active');

    const suspended = await call(trader, 'POST', `markets/${result.id}/suspend/`, { reason: 'Team news' });
    expect(suspended.status).toBe(200);
    expect(market(suspended.body as unknown as TradingEventDetail, 'match_result').status).toBe('suspended');
    expect(market(suspended.body as unknown as TradingEventDetail, 'total').status).toBe('active');
    expect((await kit.place(p, kit.single(outcome('match_result:home'), '2.00', 5))).status).toBe(409);
    expect((await call(trader, 'POST', `markets/${result.id}/suspend/`, { reason: 'again' })).status).toBe(
      409,
    );
    expect(await auditRows('sports.market.suspend', result.id)).toEqual([
      {
        staff_id: trader.id,
        reason: 'Team news',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
    ]);

    const reopened = await call(trader, 'POST', `markets/${result.id}/reopen/`, { reason: 'News known' });
    expect(reopened.status).toBe(200);
    const after = market(reopened.body as unknown as TradingEventDetail, 'match_result');
    expect(after.status).toBe('active');
    // The market keeps its place and its prices.
    expect((reopened.body as unknown as TradingEventDetail).markets.map((m) => m.type)).toEqual(
      event.markets.map((m) => m.type),
    );
    expect(after.outcomes.map((o) => o.odds)).toEqual(result.outcomes.map((o) => o.odds));
    expect((await kit.place(p, kit.single(outcome('match_result:home'), '2.00', 5))).status).toBe(201);
    expect(await auditRows('sports.market.reopen', result.id)).toHaveLength(1);
    expect((await call(trader, 'POST', 'markets/999999/suspend/', { reason: 'x' })).status).toBe(404);
  });

  it('changes an outcome odds through the feed path, audited; bad odds change nothing', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const id = await eventIdOf(feedId);
    const home = outcome('match_result:home');
    for (const odds of ['1.00', '2.5', 'abc']) {
      const res = await call(trader, 'PUT', `outcomes/${home}/odds/`, { odds, reason: 'Price' });
      expect(res.status, odds).toBe(400);
    }
    expect((await call(trader, 'PUT', `outcomes/${home}/odds/`, { odds: '2.10' })).status).toBe(400);
    expect(market(await detail(id), 'match_result').outcomes[0]?.odds).toBe('2.00');

    const res = await call(trader, 'PUT', `outcomes/${home}/odds/`, {
      odds: '2.25',
      reason: 'Money on away',
    });
    expect(res.status).toBe(200);
    const changed = market(res.body as unknown as TradingEventDetail, 'match_result');
    expect(changed.outcomes.map((o) => [o.key, o.odds])).toEqual([
      ['home', '2.25'],
      ['draw', '3.40'],
      ['away', '4.00'],
    ]);
    expect(await auditRows('sports.odds.change', home)).toEqual([
      { staff_id: trader.id, reason: 'Money on away', before: { odds: '2.00' }, after: { odds: '2.25' } },
    ]);
    // The player sees and gets the new price.
    const p = await kit.newPlayer();
    expect((await kit.place(p, kit.single(home, '2.25', 5))).status).toBe(201);
  });

  it('creates an event by hand that the casino offers', async () => {
    const body = {
      sport: 'football',
      competition: 'Friendlies',
      home: 'Northside',
      away: 'Southside',
      starts_at: new Date(KICK_OFF + 86_400_000).toISOString(),
      markets: [
        {
          type: 'match_result',
          outcomes: [
            { key: 'home', odds: '1.90' },
            { key: 'draw', odds: '3.30' },
            { key: 'away', odds: '4.20' },
          ],
        },
      ],
      reason: 'Local derby',
    };
    const before = (await db.query(`SELECT 1 FROM sport_events`)).rows.length;
    for (const wrong of [
      { ...body, sport: 'curling' },
      { ...body, starts_at: new Date(KICK_OFF - 7_200_000).toISOString() },
      {
        ...body,
        markets: [
          {
            type: 'match_result',
            outcomes: [
              { key: 'home', odds: '1.90' },
              { key: 'home', odds: '2.00' },
            ],
          },
        ],
      },
      { ...body, reason: '' },
    ]) {
      const res = await call(trader, 'POST', 'events/', wrong);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    expect((await db.query(`SELECT 1 FROM sport_events`)).rows.length).toBe(before);

    const res = await call(trader, 'POST', 'events/', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body as unknown as TradingEventDetail;
    expect(created).toMatchObject({
      home: 'Northside',
      away: 'Southside',
      competition: 'Friendlies',
      manual: true,
    });
    expect(market(created, 'match_result').status).toBe('active');
    expect(await auditRows('sports.event.create', created.id)).toHaveLength(1);
    const offered = await app.inject({ method: 'GET', url: `/api/frontend/sports/events/${created.id}/` });
    expect(offered.statusCode).toBe(200);
    const p = await kit.newPlayer();
    const home = must(market(created, 'match_result').outcomes[0]).id;
    expect((await kit.place(p, kit.single(home, '1.90', 5))).status).toBe(201);
  });
});

describe('sportsbook trading: settlement with four eyes', () => {
  it('waits for a second trader, pays once, and a resettlement moves only the difference', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const id = await eventIdOf(feedId);
    const result = market(await detail(id), 'match_result');
    const p = await kit.newPlayer();
    await kit.placed(p, kit.single(outcome('match_result:home'), '2.00', 10));
    const afterStake = await kit.cash(p);

    const mismatch = await call(trader, 'POST', `markets/${result.id}/settle/`, {
      outcomes: [{ key: 'home', result: 1 }],
      reason: 'Home won 2-0',
    });
    expect(mismatch.status).toBe(400);
    const homeWon = [
      { key: 'home', result: 1 },
      { key: 'draw', result: 0 },
      { key: 'away', result: 0 },
    ];
    const filed = await call(trader, 'POST', `markets/${result.id}/settle/`, {
      outcomes: homeWon,
      reason: 'Home won 2-0',
    });
    expect(filed.status).toBe(202);
    const approvalId = filed.body.id as number;
    expect(await kit.cash(p)).toBe(afterStake);
    expect(market(await detail(id), 'match_result').status).toBe('active');
    const duplicate = await call(secondTrader, 'POST', `markets/${result.id}/settle/`, {
      outcomes: homeWon,
      reason: 'again',
    });
    expect(duplicate.status).toBe(409);

    expect(await approve(trader, approvalId)).toBe(403); // nobody approves their own request
    expect(await approve(support, approvalId)).toBe(403);
    expect(await approve(secondTrader, approvalId)).toBe(200);
    expect(await approve(secondTrader, approvalId)).toBe(409);
    expect(await kit.cash(p)).toBe(afterStake + 20_00);
    const settled = market(await detail(id), 'match_result');
    expect(settled.status).toBe('settled');
    expect(settled.open_stake).toBe(0);
    expect(await auditRows('sports.market.settle', result.id)).toMatchObject([{ staff_id: secondTrader.id }]);

    // The same result again pays nothing more; then the draw: the return is taken back.
    const again = await call(secondTrader, 'POST', `markets/${result.id}/settle/`, {
      outcomes: homeWon,
      reason: 'Confirmed',
    });
    expect(await approve(trader, again.body.id as number)).toBe(200);
    expect(await kit.cash(p)).toBe(afterStake + 20_00);
    const draw = homeWon.map((o) => ({ ...o, result: o.key === 'draw' ? 1 : 0 }));
    const resettle = await call(trader, 'POST', `markets/${result.id}/settle/`, {
      outcomes: draw,
      reason: 'Goal ruled out',
    });
    expect(resettle.status).toBe(202);
    expect(await approve(secondTrader, resettle.body.id as number)).toBe(200);
    expect(await kit.cash(p)).toBe(afterStake);
    expect(await auditRows('sports.market.resettle', result.id)).toHaveLength(2);
  });

  it('settles a quarter line half won through the void factor', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const handicap = market(await detail(await eventIdOf(feedId)), 'handicap');
    const p = await kit.newPlayer();
    await kit.placed(p, kit.single(outcome('handicap:home'), '1.90', 10));
    const afterStake = await kit.cash(p);
    const filed = await call(trader, 'POST', `markets/${handicap.id}/settle/`, {
      outcomes: [
        { key: 'home', result: 1, void_factor: 0.5 },
        { key: 'away', result: 0, void_factor: 0.5 },
      ],
      reason: 'Draw on -0.25',
    });
    expect(filed.status).toBe(202);
    expect(await approve(secondTrader, filed.body.id as number)).toBe(200);
    // Half the stake back (5.00), half won at 1.90 (9.50).
    expect(await kit.cash(p)).toBe(afterStake + 14_50);
  });
});

describe('sportsbook trading: void', () => {
  it('voids a market and an event: stakes come back once', async () => {
    const { feedId, outcome } = await kit.newEvent();
    const id = await eventIdOf(feedId);
    const p = await kit.newPlayer();
    const start = await kit.cash(p);
    await kit.placed(p, kit.single(outcome('total:over'), '1.80', 10));
    await kit.placed(p, kit.single(outcome('match_result:home'), '2.00', 7));
    const total = market(await detail(id), 'total');

    expect((await call(trader, 'POST', `markets/${total.id}/void/`, {})).status).toBe(400);
    const voided = await call(trader, 'POST', `markets/${total.id}/void/`, { reason: 'Wrong line' });
    expect(voided.status).toBe(200);
    expect(market(voided.body as unknown as TradingEventDetail, 'total').status).toBe('cancelled');
    expect(await kit.cash(p)).toBe(start - 7_00);
    expect((await call(trader, 'POST', `markets/${total.id}/void/`, { reason: 'again' })).status).toBe(409);

    const cancelled = await call(trader, 'POST', `events/${id}/void/`, { reason: 'Match abandoned' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await kit.cash(p)).toBe(start);
    expect((await call(trader, 'POST', `events/${id}/void/`, { reason: 'again' })).status).toBe(409);
    expect(await auditRows('sports.event.void', id)).toHaveLength(1);
    expect(await auditRows('sports.market.void', total.id)).toHaveLength(1);
  });
});

describe('sportsbook trading: stake factor', () => {
  it("limits a player's stake per line to a share of the book's maximum", async () => {
    const { outcome } = await kit.newEvent();
    const p = await kit.newPlayer(20_000_00);
    const unknown = await call(trader, 'GET', 'players/999999/stake-factor/');
    expect(unknown.status).toBe(404);
    expect((await call(auditor, 'GET', `players/${p.id}/stake-factor/`)).body).toMatchObject({
      factor: 1,
      max_line_stake: 10000,
      max_payout: 100000,
    });
    for (const factor of [0, 1.5, 'half'])
      expect(
        (await call(trader, 'PUT', `players/${p.id}/stake-factor/`, { factor, reason: 'x' })).status,
      ).toBe(400);
    const set = await call(trader, 'PUT', `players/${p.id}/stake-factor/`, {
      factor: 0.5,
      reason: 'Sharp bettor',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ factor: 0.5, max_line_stake: 5000 });
    expect(await auditRows('sports.stake_factor.set', p.id)).toEqual([
      { staff_id: trader.id, reason: 'Sharp bettor', before: { factor: 1 }, after: { factor: 0.5 } },
    ]);

    const cashBefore = await kit.cash(p);
    const refused = await kit.place(p, kit.single(outcome('match_result:home'), '2.00', 5000.01));
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as Record<string, string[]>).unit_stake?.[0]).toContain('5000.00');
    expect(await kit.cash(p)).toBe(cashBefore);
    expect((await kit.place(p, kit.single(outcome('match_result:home'), '2.00', 5000))).status).toBe(201);
    // Another player keeps the book's limit.
    const other = await kit.newPlayer(20_000_00);
    expect((await kit.place(other, kit.single(outcome('match_result:home'), '2.00', 8000))).status).toBe(201);
  });
});

void clock;

import type { ActiveBonus, BonusActionResult, BonusItem } from '@casino/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bonusesOf } from '../src/modules/bonuses/bonuses.service.js';
import { sportsBetsOf } from '../src/modules/sportsbook/bets/bets.service.js';
import {
  eventExposures,
  marketStakes,
  outcomesOf,
} from '../src/modules/sportsbook/trading/trading.repository.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';
import { sportsBetsKit, type Player } from './sportsbook-bets-helpers.js';

// The sports welcome free bet end to end through the API (docs/decisions/048): chosen as the super
// bonus, opened by a 20 USD deposit, earned by a first bet of 20 USD at 1.50 settled through the
// feed, played as a free bet that pays (odds − 1) × stake to the bonus balance, wagered 3x on
// sports (system bets not counting), refused on events after the bonus ends, forfeited on expiry.

const kit = await sportsBetsKit({ PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET });
const { app, db, clock, place, placed, newEvent, newPlayer, cash, betCount, single, settle, authOf } = kit;
const pay = paymentsKit(app, db, clock);
const DAY = 86_400_000;

afterEach(async () => {
  const report = await checkMoneyPath({ db, clock });
  expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);
});

async function api<T>(p: Player, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await app.inject({ method, url, headers: await authOf(p.id), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<T>() };
}

async function deposit(p: Player, usd: number) {
  const application = await pay.openApplication(p, { usd_amount: usd });
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

async function active(p: Player): Promise<ActiveBonus> {
  const res = await api<ActiveBonus | null>(p, 'GET', '/api/frontend/bonus/active/');
  expect(res.status).toBe(200);
  if (!res.body) throw new Error('no active bonus');
  return res.body;
}

const bonusBalance = async (p: Player) => (await kit.wallet.getBalances(p.id)).bonusCents;
const events = async (p: Player, type: string) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM player_events WHERE user_id = $1 AND type = $2',
      [p.id, type],
    )
  ).rows[0]?.n;

const HOME_WINS: Array<[string, 0 | 1]> = [
  ['home', 1],
  ['draw', 0],
  ['away', 0],
];
const HOME_LOSES: Array<[string, 0 | 1]> = [
  ['home', 0],
  ['draw', 0],
  ['away', 1],
];

/** A new player who chose the sports welcome and made the 20 USD first deposit. */
async function welcomed(): Promise<Player> {
  const p = await newPlayer(0);
  const options = await api<BonusItem[]>(p, 'GET', '/api/frontend/bonus/super/');
  const sports = options.body.find((o) => o.type === 'freebet');
  if (!sports) throw new Error('the sports welcome is not offered');
  const chosen = await api<BonusActionResult>(p, 'POST', '/api/frontend/bonus/super/', { id: sports.id });
  expect(chosen.status).toBe(200);
  expect((await active(p)).state).toBe('pending');
  await deposit(p, 20);
  expect((await active(p)).free_bet).toMatchObject({ phase: 'qualifying', amount: 0 });
  return p;
}

/** A welcomed player whose 20 USD bet at 2.00 won: the free bet of 20 USD is credited. */
async function withFreeBet(): Promise<Player> {
  const p = await welcomed();
  const e = await newEvent();
  await placed(p, single(e.outcome('match_result:home'), '2.00', 20));
  await settle(e.feedId, 'match_result', '', HOME_WINS);
  expect((await active(p)).free_bet).toMatchObject({ phase: 'token', amount: 20 });
  return p;
}

describe('the sports welcome free bet', () => {
  it('is earned by the first qualifying bet once settled, played, and its winnings wagered 3x before they turn to cash', async () => {
    const p = await welcomed();
    // Below the minimum odds: does not qualify, and its settlement credits nothing.
    const low = await newEvent();
    await placed(p, single(low.outcome('handicap:away'), '1.95', 0.5));
    await placed(p, single(low.outcome('total:over'), '1.80', 1));
    const e = await newEvent();
    const first = await placed(p, single(e.outcome('match_result:home'), '2.00', 18.5));
    await settle(low.feedId, 'total', 'total=2.5', [
      ['over', 0],
      ['under', 1],
    ]);
    expect((await active(p)).free_bet).toMatchObject({ phase: 'qualifying', amount: 0 });
    expect(first.total_stake).toBe(18.5); // below 20 USD: not the qualifying bet either

    const q = await newEvent();
    await deposit(p, 20);
    await placed(p, single(q.outcome('match_result:home'), '2.00', 20));
    await settle(q.feedId, 'match_result', '', HOME_LOSES, 'qualifying-settled');
    // A lost qualifying bet earns it too (the rule asks for the bet, not its win); credited once.
    await settle(q.feedId, 'match_result', '', HOME_LOSES, 'qualifying-settled');
    await settle(q.feedId, 'match_result', '', HOME_LOSES);
    const token = (await active(p)).free_bet;
    expect(token).toMatchObject({ phase: 'token', amount: 20, id: expect.any(Number) });
    expect(await events(p, 'sports_free_bet')).toBe(1);

    // The free bet on an accumulator of two legs at 2.00 and 1.50: stake 20, pays (3.00 − 1) × 20.
    const cashBefore = await cash(p);
    const a = await newEvent();
    const b = await newEvent();
    const fb = await placed(p, {
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: a.outcome('match_result:home'), odds: '2.00' },
        { outcome_id: b.outcome('handicap:home'), odds: '1.90' },
      ],
      unit_stake: 20,
      free_bet_id: token?.id,
    });
    expect(fb.free_bet).toBe(true);
    // What it can pay, as the slip said: the winnings, (2.00 × 1.90 − 1) × 20, not the stake back.
    expect(fb.potential_return).toBe(56);
    // The trader's view: the free bet staked nothing into the book, so all it can pay is liability.
    const { rows: legs } = await db.query<{ event_id: number; market_id: number }>(
      'SELECT event_id::int AS event_id, market_id::int AS market_id FROM sports_bet_legs WHERE bet_id = $1 ORDER BY position',
      [fb.id],
    );
    const [leg] = legs;
    if (!leg) throw new Error('the free bet has no legs');
    expect(await marketStakes(db, [leg.market_id])).toEqual([
      { market_id: leg.market_id, bets: 1, stake_cents: 0 },
    ]);
    const backed = (await outcomesOf(db, [leg.market_id])).find((o) => o.payout_cents > 0);
    expect(backed?.payout_cents).toBe(56_00);
    expect(await eventExposures(db, [leg.event_id])).toEqual([
      { event_id: leg.event_id, stake_cents: 0, liability_cents: 56_00 },
    ]);
    expect(await cash(p)).toBe(cashBefore);
    expect((await active(p)).free_bet?.phase).toBe('placed');
    // Used twice: refused, nothing changed.
    const count = await betCount(p);
    const again = await place(p, {
      ...single(a.outcome('match_result:draw'), '3.40', 20),
      free_bet_id: token?.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.free_bet_id).toEqual([
      'This free bet is not available: it is used, expired or not yours.',
    ]);
    expect(await betCount(p)).toBe(count);

    await settle(a.feedId, 'match_result', '', HOME_WINS);
    await settle(b.feedId, 'handicap', 'hcp=-0.25', [
      ['home', 1],
      ['away', 0],
    ]);
    expect(await cash(p)).toBe(cashBefore);
    expect(await bonusBalance(p)).toBe(56_00); // (2.00 × 1.90 − 1) × 20
    let bonus = await active(p);
    expect(bonus.free_bet?.phase).toBe('wagering');
    expect(bonus).toMatchObject({ bonus_balance: 56, wager_required: 168, wagered: 0 });

    // A Trixie (a system bet) does not count; singles do, once each, when settled.
    await deposit(p, 200);
    const [x, y, z] = [await newEvent(), await newEvent(), await newEvent()];
    await placed(p, {
      type: { kind: 'system', name: 'trixie' },
      legs: [x, y, z].map((ev) => ({ outcome_id: ev.outcome('match_result:home'), odds: '2.00' })),
      unit_stake: 5,
    });
    for (const ev of [x, y, z]) await settle(ev.feedId, 'match_result', '', HOME_LOSES);
    expect((await active(p)).wagered).toBe(0);

    const s1 = await newEvent();
    await placed(p, single(s1.outcome('match_result:home'), '2.00', 100));
    await settle(s1.feedId, 'match_result', '', HOME_LOSES, 's1');
    await settle(s1.feedId, 'match_result', '', HOME_LOSES); // a resettlement counts nothing more
    bonus = await active(p);
    expect(bonus).toMatchObject({ wagered: 100, wager_progress: 59.5 });

    const s2 = await newEvent();
    const cashBeforeLast = await cash(p);
    await placed(p, single(s2.outcome('match_result:home'), '2.00', 68));
    await settle(s2.feedId, 'match_result', '', HOME_LOSES);
    // 168 wagered: the 56 USD bonus balance converts to cash.
    const res = await api<ActiveBonus | null>(p, 'GET', '/api/frontend/bonus/active/');
    expect(res.body).toBeNull();
    expect(await bonusBalance(p)).toBe(0);
    expect(await cash(p)).toBe(cashBeforeLast - 68_00 + 56_00);
  });

  it('refuses a bet that would settle after the bonus ends, with an inbox notification, and nothing changes', async () => {
    const p = await withFreeBet();
    const id = (await active(p)).free_bet?.id;
    const late = await newEvent(clock.now().getTime() + 31 * DAY);
    const before = { bets: await betCount(p), cash: await cash(p) };
    const res = await place(p, { ...single(late.outcome('match_result:home'), '2.00', 20), free_bet_id: id });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/would settle after your sports bonus ends/);
    expect(await events(p, 'sports_bet_after_bonus')).toBe(1);
    expect({ bets: await betCount(p), cash: await cash(p) }).toEqual(before);
    expect((await active(p)).free_bet?.phase).toBe('token');
    const inbox = await api<Array<{ type: string; title: string }>>(p, 'GET', '/api/frontend/notification/');
    expect(inbox.status).toBe(200);
    expect(inbox.body.map((n) => n.type)).toEqual(expect.arrayContaining(['sports_bet_after_bonus']));
  });

  it('gives the free bet back when its in-play bet is refused after the delay, and no cash moves', async () => {
    const p = await withFreeBet();
    const id = (await active(p)).free_bet?.id;
    const live = await newEvent(clock.now().getTime() - 60_000);
    await kit.feed({
      type: 'odds_change',
      event_id: live.feedId,
      sport_event_status: { status: 'live', home_score: 0, away_score: 0, periods: [], clock: '1' },
      markets: kit.priced(),
    });
    const cashBefore = await cash(p);
    clock.advance(1);
    const bet = await placed(p, {
      ...single(live.outcome('match_result:home'), '2.00', 20),
      free_bet_id: id,
    });
    expect(bet).toMatchObject({ status: 'pending', free_bet: true });
    expect((await active(p)).free_bet?.phase).toBe('placed');
    await kit.feed({ type: 'bet_stop', event_id: live.feedId });
    clock.advance(2_000);
    expect(await sportsBetsOf(app.deps).acceptDue()).toEqual({ accepted: 0, refused: 1 });
    expect((await active(p)).free_bet).toMatchObject({ phase: 'token', amount: 20 });
    expect(await cash(p)).toBe(cashBefore);
    expect(await bonusBalance(p)).toBe(0);
  });

  it('answers bad free bets 400 with nothing changed: another player’s, the wrong stake, a system bet, an expired one', async () => {
    const p = await withFreeBet();
    const other = await withFreeBet();
    const otherId = (await active(other)).free_bet?.id;
    const id = (await active(p)).free_bet?.id;
    const e = await newEvent();
    const before = { bets: await betCount(p), cash: await cash(p) };
    const home = e.outcome('match_result:home');

    const foreign = await place(p, { ...single(home, '2.00', 20), free_bet_id: otherId });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toHaveProperty('free_bet_id');
    const wrongStake = await place(p, { ...single(home, '2.00', 15), free_bet_id: id });
    expect(wrongStake.status).toBe(400);
    expect(wrongStake.body.unit_stake).toEqual(['A free bet is placed whole: the stake must be 20.00 USD.']);
    const [f, g, h] = [await newEvent(), await newEvent(), await newEvent()];
    const system = await place(p, {
      type: { kind: 'system', name: 'trixie' },
      legs: [f, g, h].map((ev) => ({ outcome_id: ev.outcome('match_result:home'), odds: '2.00' })),
      unit_stake: 5,
      free_bet_id: id,
    });
    expect(system.status).toBe(400);
    expect(system.body).toHaveProperty('free_bet_id');
    const malformed = await place(p, { ...single(home, '2.00', 20), free_bet_id: 'one' });
    expect(malformed.status).toBe(400);
    expect({ bets: await betCount(p), cash: await cash(p) }).toEqual(before);

    // Thirty days later the unused free bet is forfeited by the expiry job.
    clock.advance(30 * DAY + 1000);
    await bonusesOf({ db, clock }).expireDue(clock.now());
    const { rows } = await db.query<{ state: string }>('SELECT state FROM player_bonuses WHERE id = $1', [
      id,
    ]);
    expect(rows[0]?.state).toBe('expired');
    const later = await newEvent(clock.now().getTime() + 3_600_000);
    const expired = await place(p, {
      ...single(later.outcome('match_result:home'), '2.00', 20),
      free_bet_id: id,
    });
    expect(expired.status).toBe(400);
    expect(await betCount(p)).toBe(before.bets);
    expect(await bonusBalance(p)).toBe(0);
  });
});

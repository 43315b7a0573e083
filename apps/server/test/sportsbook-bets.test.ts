import { placeBetBody, type Bet } from '@casino/contract/sportsbook-bets';
import { describe, expect, it } from 'vitest';
import { SportsBetsService, sportsBetsOf } from '../src/modules/sportsbook/bets/bets.service.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { sportsBetsKit, type Player } from './sportsbook-bets-helpers.js';

const kit = await sportsBetsKit();
const { app, db, clock, place, placed, newEvent, newPlayer, cash, betCount, getBet, single, feed } = kit;
const bets = sportsBetsOf(app.deps);

const e1 = await newEvent();
const e2 = await newEvent();
const e3 = await newEvent();
const e4 = await newEvent();

describe('placing a bet', () => {
  it('takes a single: the stake leaves the cash in the same transaction, the bet is open', async () => {
    const p = await newPlayer();
    const bet = await placed(p, single(e1.outcome('match_result:home'), '2.00', 10));
    expect(bet).toMatchObject({
      status: 'open',
      line_count: 1,
      unit_stake: 10,
      total_stake: 10,
      potential_return: 20,
      return_usd: null,
      explanation: [],
      explanation_text: '',
    });
    expect(bet.legs).toEqual([
      expect.objectContaining({ market: 'Match result', outcome: 'Home 1', odds: '2.00', state: 'open' }),
    ]);
    expect(await cash(p)).toBe(990_00);
    const { rows } = await db.query<{ kind: string; amount: number }>(
      `SELECT t.kind, t.amount FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
        WHERE a.owner_type = 'house' AND a.kind = 'sports_stakes' AND t.reference ->> 'sports_bet_id' = $1`,
      [String(bet.id)],
    );
    expect(rows).toEqual([{ kind: 'bet', amount: 10_00 }]);
  });

  it('takes an accumulator and a Yankee, with their lines and potential returns', async () => {
    const p = await newPlayer();
    const acca = await placed(p, {
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: e1.outcome('match_result:home'), odds: '2.00' },
        { outcome_id: e2.outcome('total:over'), odds: '1.80' },
        { outcome_id: e3.outcome('handicap:away'), odds: '1.95' },
      ],
      unit_stake: 5,
    });
    expect(acca).toMatchObject({ line_count: 1, total_stake: 5, potential_return: 35.1 });
    const yankee = await placed(p, {
      type: { kind: 'system', name: 'yankee' },
      legs: [e1, e2, e3, e4].map((e) => ({ outcome_id: e.outcome('match_result:home'), odds: '2.00' })),
      unit_stake: 1,
    });
    // 6 doubles at 4, 4 trebles at 8 and the four-fold at 16: 24 + 32 + 16.
    expect(yankee).toMatchObject({ line_count: 11, total_stake: 11, potential_return: 72 });
    // The placement answers from what it wrote and read: the same bet My bets then shows.
    for (const bet of [acca, yankee]) expect(await getBet(p, bet.id)).toEqual({ status: 200, body: bet });
    expect(await cash(p)).toBe(1_000_00 - 5_00 - 11_00);
    expect(await betCount(p)).toBe(2);
  });

  it('answers a repeat of a key with the first bet, once; the same key with another bet is refused', async () => {
    const p = await newPlayer();
    const body = { key: 'double-click-1', ...single(e2.outcome('match_result:draw'), '3.40', 4) };
    const first = await place(p, body);
    const again = await place(p, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await place(p, { ...body, unit_stake: 5 });
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe('This bet key was already used for a different bet.');
    // Concurrent first placements of one key: one bet.
    const twin = { key: 'double-click-2', ...single(e2.outcome('match_result:away'), '4.00', 1) };
    const [a, b] = await Promise.all([place(p, twin), place(p, twin)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await betCount(p)).toBe(2);
    expect(await cash(p)).toBe(1_000_00 - 4_00 - 1_00);
  });

  it('accepts a moved price only as the player allows, and takes the price now', async () => {
    const p = await newPlayer();
    const home = e3.outcome('match_result:home');
    const stale = await place(p, single(home, '2.10', 1), 'es');
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('Las cuotas cambiaron (ahora 2.00). Revisa tu boleto y vuelve a apostar.');
    expect((await place(p, { ...single(home, '2.10', 1), odds_change: 'higher' })).status).toBe(409);
    const higher = await placed(p, { ...single(home, '1.90', 1), odds_change: 'higher' });
    expect(higher.legs[0]?.odds).toBe('2.00');
    const any = await placed(p, { ...single(home, '2.50', 1), odds_change: 'any' });
    expect(any.legs[0]?.odds).toBe('2.00');
    expect(await betCount(p)).toBe(2);
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  /** A refused slip: its name, the body, the status and the field whose first message is checked ('' = any). */
  type RefusalCase = [string, Record<string, unknown>, number, string, string];
  const accumulator = (...legs: Array<[number, string]>) => ({
    type: { kind: 'accumulator' },
    legs: legs.map(([outcome_id, odds]) => ({ outcome_id, odds })),
    unit_stake: 1,
  });
  const sameEvent = 'A bet cannot hold two selections of the same event.';

  let p: Player;

  it('refuses each bad slip', async () => {
    p = await newPlayer(50_00);
    const home = e1.outcome('match_result:home');
    const draw = e1.outcome('match_result:draw');
    const other = e2.outcome('match_result:home');
    const cases: RefusalCase[] = [
      ['unknown outcome', single(99_999_999, '2.00', 1), 400, 'legs', 'This selection is not offered.'],
      [
        'type against legs',
        {
          ...single(home, '2.00', 1),
          legs: [
            { outcome_id: home, odds: '2.00' },
            { outcome_id: other, odds: '2.00' },
          ],
        },
        400,
        'type',
        'This bet type does not fit the number of selections.',
      ],
      [
        'a Yankee of three',
        {
          type: { kind: 'system', name: 'yankee' },
          legs: [home, other, e3.outcome('match_result:home')].map((id) => ({
            outcome_id: id,
            odds: '2.00',
          })),
          unit_stake: 1,
        },
        400,
        'type',
        'This bet type does not fit the number of selections.',
      ],
      ['two legs of one event', accumulator([home, '2.00'], [draw, '3.40']), 400, 'legs', sameEvent],
      ['a duplicate outcome', accumulator([home, '2.00'], [home, '2.00']), 400, 'legs', sameEvent],
      [
        'a stake below 0.10',
        single(home, '2.00', 0.05),
        400,
        'unit_stake',
        'The stake per line must be at least 0.10 USD.',
      ],
      ['a negative stake', single(home, '2.00', -1), 400, 'unit_stake', ''],
      ['an absurd stake', single(home, '2.00', 1e12), 400, 'unit_stake', ''],
      ['three decimals', single(home, '2.00', 1.005), 400, 'unit_stake', ''],
      [
        'beyond the maximum payout',
        single(e4.outcome('match_result:away'), '4.00', 1300),
        400,
        'unit_stake',
        'This bet could return more than the maximum payout of 5000.00 USD. Lower the stake.',
      ],
      [
        'more than the cash',
        single(home, '2.00', 60),
        409,
        'detail',
        'Your cash balance does not cover this stake.',
      ],
      ['a bad key', { ...single(home, '2.00', 1), key: 'no spaces allowed' }, 400, 'key', ''],
      [
        'too many legs',
        accumulator(...Array.from({ length: 21 }, (_, i): [number, string] => [i + 1, '2.00'])),
        400,
        'legs',
        '',
      ],
      ['a bad odds change', { ...single(home, '2.00', 1), odds_change: 'lower' }, 400, 'odds_change', ''],
    ];
    for (const [name, body, status, field, message] of cases) {
      const res = await place(p, body);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      const answer = res.body[field];
      const text = Array.isArray(answer) ? answer[0] : answer;
      expect(typeof text, name).toBe('string');
      if (message) expect(text, name).toBe(message);
    }
    expect(await cash(p)).toBe(50_00);
    expect(await betCount(p)).toBe(0);
  });

  it('refuses a suspended market, a started event and an unauthenticated or malformed request', async () => {
    const e = await newEvent();
    await feed({ type: 'bet_stop', event_id: e.feedId });
    const closed = await place(p, single(e.outcome('match_result:home'), '2.00', 1), 'ru');
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe('Этот рынок сейчас закрыт для ставок.');

    const early = await newEvent(clock.now().getTime() + 60_000);
    clock.advance(120_000);
    const started = await place(p, single(early.outcome('match_result:home'), '2.00', 1));
    expect(started.status).toBe(409);
    expect(started.body.detail).toBe('This event has started: bets on it are no longer taken.');

    const guest = await app.inject({ method: 'POST', url: '/api/frontend/sports/bets/', payload: {} });
    expect(guest.statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/sports/bets/',
      headers: { ...p.auth, 'content-type': 'application/json' },
      payload: '{"key":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await cash(p)).toBe(50_00);
    expect(await betCount(p)).toBe(0);
  });
});

describe('My bets', () => {
  it("lists the player's own bets by status and pages; another player's bet is not found", async () => {
    const p = await newPlayer();
    const q = await newPlayer();
    const ids: number[] = [];
    for (const e of [e1, e2, e3]) ids.push((await placed(p, single(e.outcome('total:under'), '2.05', 1))).id);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/frontend/sports/bets/?status=open&page_size=2',
      headers: await kit.authOf(p.id),
    });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<{ count: number; next: string | null; results: Bet[] }>();
    expect(page.count).toBe(3);
    expect(page.results.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page.next).toContain('page=2');
    const settled = await app.inject({
      method: 'GET',
      url: '/api/frontend/sports/bets/?status=settled',
      headers: await kit.authOf(p.id),
    });
    expect(settled.json<{ count: number }>().count).toBe(0);

    expect((await getBet(p, ids[0] ?? 0)).status).toBe(200);
    const theirs = await getBet(q, ids[0] ?? 0, 'pt');
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Esta aposta não foi encontrada.');
    for (const url of ['/api/frontend/sports/bets/abc/', '/api/frontend/sports/bets/?status=won']) {
      const res = await app.inject({ method: 'GET', url, headers: await kit.authOf(p.id) });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await app.inject({ method: 'GET', url: '/api/frontend/sports/bets/' })).statusCode).toBe(401);
  });
});

describe('in-play bets', () => {
  async function liveEvent() {
    const e = await newEvent(clock.now().getTime() - 60_000);
    await feed({
      type: 'odds_change',
      event_id: e.feedId,
      sport_event_status: { status: 'live', home_score: 0, away_score: 0, periods: [], clock: '1' },
      markets: kit.priced(),
    });
    return e;
  }

  it('holds an in-play bet for the delay, then accepts it when nothing moved', async () => {
    const e = await liveEvent();
    const p = await newPlayer();
    const bet = await placed(p, single(e.outcome('match_result:home'), '2.00', 10));
    expect(bet.status).toBe('pending');
    expect(await cash(p)).toBe(990_00);
    expect(await bets.acceptDue()).toEqual({ accepted: 0, refused: 0 });
    clock.advance(2_000);
    expect(await bets.acceptDue()).toEqual({ accepted: 1, refused: 0 });
    expect((await getBet(p, bet.id)).body.status).toBe('open');
  });

  it('refuses it after a bet stop or a worse price meanwhile, giving the stake back', async () => {
    const stopped = await liveEvent();
    const dropped = await liveEvent();
    const reopened = await liveEvent();
    const p = await newPlayer();
    clock.advance(1);
    const a = await placed(p, single(stopped.outcome('match_result:home'), '2.00', 10));
    const d = await placed(p, single(reopened.outcome('match_result:draw'), '3.40', 1));
    const b = await placed(p, single(dropped.outcome('match_result:home'), '2.00', 5));
    const c = await placed(p, single(dropped.outcome('match_result:away'), '4.00', 2));
    await feed({ type: 'bet_stop', event_id: stopped.feedId });
    // A stop lifted again within the delay still refuses the bet held over it.
    clock.advance(1);
    await feed({ type: 'bet_stop', event_id: reopened.feedId });
    await feed({ type: 'odds_change', event_id: reopened.feedId, markets: kit.priced() });
    await feed({
      type: 'odds_change',
      event_id: dropped.feedId,
      markets: kit.priced('active', { 'match_result:home': '1.70', 'match_result:away': '4.50' }),
    });
    expect(await cash(p)).toBe(1_000_00 - 18_00);
    clock.advance(2_000);
    expect(await bets.acceptDue()).toEqual({ accepted: 1, refused: 3 });
    expect((await getBet(p, d.id)).body.status).toBe('refused');
    const refused = await getBet(p, a.id, 'es');
    expect(refused.body.status).toBe('refused');
    expect(refused.body.settled_at).not.toBeNull();
    expect(refused.body.explanation_text).toContain('se devolvió la apuesta 10.00');
    expect((await getBet(p, b.id)).body.status).toBe('refused');
    // A better price meanwhile is no reason to refuse: the bet keeps the price it took.
    expect((await getBet(p, c.id)).body).toMatchObject({
      status: 'open',
      legs: [expect.objectContaining({ odds: '4.00' })],
    });
    expect(await cash(p)).toBe(1_000_00 - 2_00);
    expect(await bets.acceptDue()).toEqual({ accepted: 0, refused: 0 });
    expect(await cash(p)).toBe(1_000_00 - 2_00);
  });
});

describe('responsible gambling and status points', () => {
  it('refuses a sports stake beyond a wager limit, and during a time-out', async () => {
    const p = await newPlayer();
    const limit = await app.inject({
      method: 'PUT',
      url: '/api/frontend/limits/',
      headers: await kit.authOf(p.id),
      payload: { kind: 'wager', period: 'day', amount: 15 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    await placed(p, single(e1.outcome('match_result:away'), '4.00', 10));
    const beyond = await place(p, single(e2.outcome('match_result:away'), '4.00', 10));
    expect(beyond.status).toBe(409);
    expect(typeof beyond.body.detail).toBe('string');
    expect(await cash(p)).toBe(990_00);
    expect(await betCount(p)).toBe(1);

    const q = await newPlayer();
    const pause = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/break/',
      headers: await kit.authOf(q.id),
      payload: { kind: 'time_out', period: '24h' },
    });
    expect(pause.statusCode, pause.body).toBeLessThan(300);
    const paused = await place(q, single(e1.outcome('match_result:away'), '4.00', 1));
    expect(paused.status).toBe(409);
    expect(await cash(q)).toBe(1_000_00);
    expect(await betCount(q)).toBe(0);
  });

  it('counts a sports stake towards status points like a slot stake', async () => {
    const p = await newPlayer();
    await placed(p, single(e3.outcome('match_result:away'), '4.00', 25));
    const { rows } = await db.query<{ weighted_stake: number }>(
      'SELECT weighted_stake FROM loyalty_months WHERE user_id = $1',
      [p.id],
    );
    expect(rows).toEqual([{ weighted_stake: 25_00 * 100 }]);
  });

  it('runs none of its own rules that the declared list does not declare (modules/bet-and-win-rules.ts)', async () => {
    const p = await newPlayer();
    // The same database behind another object: a process whose list declares nothing.
    const undeclared = new SportsBetsService({ ...app.deps, db: Object.create(db) as typeof db });
    const input = placeBetBody.parse({
      key: 'undeclared',
      ...single(e4.outcome('match_result:home'), '2.00', 5),
    });
    await expect(undeclared.place(p.id, input, 'en')).rejects.toThrow(
      /runs on sports_bet calls, but the list does not declare it/,
    );
    expect(await cash(p)).toBe(1_000_00);
    expect(await betCount(p)).toBe(0);
  });

  it('keeps the ledger check OK with bets open, pending and refused', async () => {
    const report = await checkMoneyPath({ db, clock });
    expect(report.checks.find((c) => c.name === 'sports-bets')).toMatchObject({ total: 0 });
    expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);
  });
});

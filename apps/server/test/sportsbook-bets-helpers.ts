import crypto from 'node:crypto';
import type { Bet } from '@casino/contract/sportsbook-bets';
import { expect } from 'vitest';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

/** Kick-off of every test event: an hour after the test's start, so they take bets until then. */
export const T0 = Date.UTC(2026, 0, 10, 11, 0);
export const KICK_OFF = T0 + 3_600_000;

export type Player = { id: number; auth: { authorization: string } };

/**
 * A casino with the sportsbook's feed driven by hand: events made through the feed adapter with
 * hand-written messages (as the feed tests do), players funded through the ledger, and the bet
 * API called through app.inject.
 */
export async function sportsBetsKit(env: Record<string, string> = {}) {
  const clock = new ManualClock(new Date(T0));
  const ctx = await buildTestApp({
    clock,
    env: { SPORTS_INPLAY_DELAY_MS: '2000', SPORTS_MAX_PAYOUT_USD: '5000', ...env },
  });
  const { app, db } = ctx;
  const adapter = new FeedAdapter({ db, clock, log: app.log });
  const wallet = walletOf({ db, clock });
  let sequence = 0;
  let events = 0;

  /** Applies one feed message (an id and the clock's time added); expects it applied. */
  async function feed(fields: Record<string, unknown>, messageId = `test:${++sequence}`) {
    const outcome = await adapter.apply({
      message_id: messageId,
      producer: 'test',
      timestamp: clock.now().getTime(),
      ...fields,
    });
    return outcome;
  }

  const MARKETS = [
    {
      type: 'match_result',
      specifier: '',
      outcomes: { home: '2.00', draw: '3.40', away: '4.00' },
    },
    { type: 'handicap', specifier: 'hcp=-0.25', outcomes: { home: '1.90', away: '1.95' } },
    { type: 'total', specifier: 'total=2.5', outcomes: { over: '1.80', under: '2.05' } },
  ] as const;

  function priced(status = 'active', odds: Record<string, string> = {}) {
    return MARKETS.map((m) => ({
      type: m.type,
      specifier: m.specifier,
      status,
      outcomes: Object.entries(m.outcomes).map(([key, price]) => ({
        key,
        odds: odds[`${m.type}:${key}`] ?? price,
        active: true,
      })),
    }));
  }

  /** A new football event with its three markets priced; answers its feed id and outcome ids by "type:key". */
  async function newEvent(startsAt = KICK_OFF) {
    const feedId = `sr:match:${++events}`;
    await feed({
      type: 'fixture_change',
      event_id: feedId,
      status: 'not_started',
      fixture: {
        sport: { id: 'sr:sport:1', slug: 'football', name: 'Football' },
        competition: { id: 'sr:tournament:17', name: 'Premier League', country: 'GB' },
        home: `Home ${events}`,
        away: `Away ${events}`,
        start_time: startsAt,
      },
    });
    await feed({ type: 'odds_change', event_id: feedId, markets: priced() });
    const { rows } = await db.query<{ id: number; type: string; key: string }>(
      `SELECT o.id, m.type, o.key FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id
         JOIN sport_events e ON e.id = m.event_id WHERE e.feed_id = $1`,
      [feedId],
    );
    const outcome = (name: string) => {
      const [type, key] = name.split(':');
      const row = rows.find((r) => r.type === type && r.key === key);
      if (!row) throw new Error(`no outcome ${name}`);
      return row.id;
    };
    return { feedId, outcome };
  }

  /** Settles one market of an event: outcomes as [key, result, void_factor?, dead_heat_factor?]. */
  async function settle(
    feedId: string,
    type: string,
    specifier: string,
    outcomes: Array<[string, 0 | 1, number?, number?]>,
    messageId?: string,
  ) {
    return feed(
      {
        type: 'bet_settlement',
        event_id: feedId,
        markets: [
          {
            type,
            specifier,
            outcomes: outcomes.map(([key, result, voidFactor, deadHeat]) => ({
              key,
              result,
              ...(voidFactor === undefined ? {} : { void_factor: voidFactor }),
              ...(deadHeat === undefined ? {} : { dead_heat_factor: deadHeat }),
            })),
          },
        ],
      },
      messageId,
    );
  }

  async function newPlayer(cashCents = 1_000_00): Promise<Player> {
    const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `sports-${crypto.randomUUID()}@example.com`,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no user');
    if (cashCents > 0)
      await wallet.transfer({
        idempotencyKey: `deposit:test-${crypto.randomUUID()}`,
        kind: 'deposit',
        from: { owner: 'house', name: 'gateway_clearing' },
        to: { owner: 'player', userId: id, kind: 'cash' },
        amountCents: cashCents,
      });
    return { id, auth: await authOf(id) };
  }

  /** A token signed at the clock's time (a test moves the clock; a break revokes older sessions). */
  const authOf = async (id: number) => ({ authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` });

  const cash = async (p: Player) => (await wallet.getBalances(p.id)).cashCents;
  const betCount = async (p: Player) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sports_bets WHERE user_id = $1', [p.id]))
      .rows[0]?.n;

  async function place(p: Player, body: Record<string, unknown>, language = 'en') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/sports/bets/',
      headers: { ...(await authOf(p.id)), 'accept-language': language },
      payload: { key: `slip-${crypto.randomUUID()}`, odds_change: 'none', ...body },
    });
    return { status: res.statusCode, body: res.json<Bet & Record<string, string[] | string>>() };
  }

  /** A placement expected to be taken (201). */
  async function placed(p: Player, body: Record<string, unknown>): Promise<Bet> {
    const res = await place(p, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function getBet(p: Player, id: number, language = 'en') {
    const res = await app.inject({
      method: 'GET',
      url: `/api/frontend/sports/bets/${id}/`,
      headers: { ...(await authOf(p.id)), 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json<Bet & { detail?: string }>() };
  }

  const single = (outcome: number, odds: string, stake: number) => ({
    type: { kind: 'single' },
    legs: [{ outcome_id: outcome, odds }],
    unit_stake: stake,
  });

  return {
    ...ctx,
    clock,
    adapter,
    wallet,
    feed,
    priced,
    newEvent,
    settle,
    newPlayer,
    authOf,
    cash,
    betCount,
    place,
    placed,
    getBet,
    single,
  };
}

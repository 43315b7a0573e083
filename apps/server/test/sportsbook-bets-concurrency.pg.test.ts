import { describe, expect, it } from 'vitest';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { sportsBetsKit, type Player } from './sportsbook-bets-helpers.js';

// Settlement racing a resettlement or a rollback of the same market (issue 21): the feed's
// messages applied at the same moment on two connections of a real server. Whichever commits
// last decides the market's results, and every bet must end paid exactly what those results owe,
// once (docs/decisions/044, 047: the event and its markets are locked by each message, the bets
// and players' accounts in id order, and each bet moves only the difference from what it was paid).
// Only a real server has several connections, so this file runs on PostgreSQL only.
const kit = await sportsBetsKit();
const { db, clock, placed, newEvent, newPlayer, cash, single, settle, feed } = kit;

/**
 * A settlement from a second producer (a trader's settlement goes through the same adapter): the
 * feed's messages of one producer wait for each other on its counters, so racing messages come
 * from two, and meet only at the event, its markets, the bets and the players' accounts.
 */
function settleAs(producer: string, feedId: string, results: Results, messageId?: string) {
  return feed(
    {
      type: 'bet_settlement',
      producer,
      event_id: feedId,
      markets: [
        { type: 'match_result', specifier: '', outcomes: results.map(([key, result]) => ({ key, result })) },
      ],
    },
    messageId,
  );
}

type Results = Array<[string, 0 | 1]>;
const WON = (key: string): Results =>
  (['home', 'draw', 'away'] as const).map((k) => [k, k === key ? 1 : 0] as [string, 0 | 1]);
const MATCH_RESULT = [{ type: 'match_result', specifier: '' }];
const STAKE = 10;
const ODDS = { home: '2.00', draw: '3.40', away: '4.00' } as const;

/** The match result's results as stored, by outcome key (empty when not settled). */
async function storedResults(feedId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ key: string; result: number }>(
    `SELECT o.key, r.result FROM sport_outcome_results r JOIN sport_outcomes o ON o.id = r.outcome_id
       JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      WHERE e.feed_id = $1 AND m.type = 'match_result'`,
    [feedId],
  );
  return new Map(rows.map((r) => [r.key, r.result]));
}

/** Each of the bets' paid figure, and what the ledger moved for it (returns less take-backs). */
async function paid(betIds: readonly number[]): Promise<Array<{ id: number; paid: number; ledger: number }>> {
  const { rows } = await db.query<{ id: number; paid: number; ledger: number }>(
    `SELECT b.id::int AS id, b.paid_cents::int AS paid,
            COALESCE((SELECT sum(CASE t.kind WHEN 'win' THEN t.amount ELSE -t.amount END) FROM transfers t
                       WHERE t.reference ->> 'sports_bet_id' = b.id::text AND t.kind IN ('win', 'win_reversal')), 0)::int AS ledger
       FROM sports_bets b WHERE b.id = ANY($1::bigint[]) ORDER BY b.id`,
    [betIds],
  );
  return rows;
}

/**
 * Players each with a single on every outcome of a new event's match result; answers the event,
 * and per bet what it returns for each winning outcome.
 */
async function book(players: number) {
  const event = await newEvent();
  const bets: Array<{ id: number; player: Player; key: keyof typeof ODDS }> = [];
  const people: Player[] = [];
  for (let i = 0; i < players; i++) {
    const player = await newPlayer();
    people.push(player);
    for (const key of ['home', 'draw', 'away'] as const) {
      const bet = await placed(player, single(event.outcome(`match_result:${key}`), ODDS[key], STAKE));
      bets.push({ id: bet.id, player, key });
    }
  }
  return { event, bets, people };
}

/** What a single on `key` is owed under the stored results: stake × odds when won, else nothing. */
function owed(key: keyof typeof ODDS, results: Map<string, number>): number {
  return results.get(key) === 1 ? Math.round(STAKE * 100 * Number(ODDS[key])) : 0;
}

/** Every bet paid exactly what the stored results owe it, in its figure, the ledger and the balance. */
async function expectPaidAsStored(
  feedId: string,
  bets: Awaited<ReturnType<typeof book>>['bets'],
  people: readonly Player[],
) {
  const results = await storedResults(feedId);
  const figures = await paid(bets.map((b) => b.id));
  for (const bet of bets) {
    const figure = figures.find((f) => f.id === bet.id);
    expect(figure, `bet ${bet.id} on ${bet.key}`).toEqual({
      id: bet.id,
      paid: owed(bet.key, results),
      ledger: owed(bet.key, results),
    });
  }
  for (const player of people) {
    const own = bets.filter((b) => b.player === player);
    const returns = own.reduce((sum, b) => sum + owed(b.key, results), 0);
    expect(await cash(player)).toBe(1_000_00 - own.length * STAKE * 100 + returns);
  }
  return results;
}

describe('settlement racing a resettlement or a rollback of the same market (PostgreSQL)', () => {
  it('runs on a server with several connections', () => {
    expect(db.kind).toBe('postgres');
  });

  it('pays each bet its final amount once when a settlement and a resettlement arrive together', async () => {
    for (let round = 0; round < 6; round++) {
      const { event, bets, people } = await book(4);
      const first = round % 2 === 0 ? 'home' : 'away';
      const second = first === 'home' ? 'away' : 'home';
      const outcomes = await Promise.all([
        settle(event.feedId, 'match_result', '', WON(first), `race:${event.feedId}:a`),
        settleAs('trading', event.feedId, WON(second), `race:${event.feedId}:b`),
      ]);
      expect(outcomes).toEqual(['applied', 'applied']);
      const results = await expectPaidAsStored(event.feedId, bets, people);
      const winner = [...results].find(([, r]) => r === 1)?.[0];
      expect([first, second]).toContain(winner);
    }
    expect((await checkMoneyPath({ db, clock })).ok).toBe(true);
  }, 120_000);

  it('pays each bet its final amount once when a settlement and its rollback arrive together', async () => {
    for (let round = 0; round < 6; round++) {
      const { event, bets, people } = await book(4);
      // Settled once before, so the rollback has something to take back whichever comes first.
      expect(await settle(event.feedId, 'match_result', '', WON('draw'))).toBe('applied');
      const racing = [
        () => settleAs('trading', event.feedId, WON('home')),
        () => feed({ type: 'rollback_bet_settlement', event_id: event.feedId, markets: MATCH_RESULT }),
      ];
      if (round % 2 === 1) racing.reverse();
      expect(await Promise.all(racing.map((apply) => apply()))).toEqual(['applied', 'applied']);
      const results = await expectPaidAsStored(event.feedId, bets, people);
      // Rolled back last: nothing is owed; settled last: home won.
      expect([0, 3]).toContain(results.size);
      if (results.size === 3) expect(results.get('home')).toBe(1);
    }
    expect((await checkMoneyPath({ db, clock })).ok).toBe(true);
  }, 120_000);

  it('pays once when the same settlement is delivered twice at once, among a resettlement and a rollback', async () => {
    const { event, bets, people } = await book(6);
    const id = `twice:${event.feedId}`;
    const answers = await Promise.all([
      settle(event.feedId, 'match_result', '', WON('away'), id),
      settleAs('trading', event.feedId, WON('away'), id),
      feed({
        type: 'rollback_bet_settlement',
        producer: 'recovery',
        event_id: event.feedId,
        markets: MATCH_RESULT,
      }),
      settleAs('manual', event.feedId, WON('draw')),
    ]);
    // One delivery of the repeated id is applied, the other recognised, whichever came first.
    expect([...answers.slice(0, 2)].sort()).toEqual(['applied', 'duplicate']);
    expect(answers.slice(2)).toEqual(['applied', 'applied']);
    await expectPaidAsStored(event.feedId, bets, people);
    // Settled again by one message after the race: every bet moves to that, once.
    expect(await settle(event.feedId, 'match_result', '', WON('home'))).toBe('applied');
    const results = await expectPaidAsStored(event.feedId, bets, people);
    expect(results.get('home')).toBe(1);
    expect((await checkMoneyPath({ db, clock })).ok).toBe(true);
  }, 120_000);
});

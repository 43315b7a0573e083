import { describe, expect, it } from 'vitest';
import { openBetsInBulk, type BulkLeg } from '../scripts/sports-bets-bulk.js';
import { betSettlementOf } from '../src/modules/sportsbook/bets/bet-settlement.js';
import { betsAgainstTransfers } from '../src/modules/sportsbook/bets/bets-checks.repository.js';
import { sportsBetsKit, type Player } from './sportsbook-bets-helpers.js';

/**
 * A market's settlement at volume (docs/decisions/047, "Settling at volume"): a few thousand bets,
 * more than one chunk, singles and multiples among them, each paid exactly its return once; a
 * repeat moves nothing and a resettlement moves only the difference.
 */

const kit = await sportsBetsKit();
const { db, clock, wallet, newEvent, newPlayer, settle } = kit;
// Chunks of 1,000 here, so these few thousand bets cross chunks (a player's bets among them).
betSettlementOf({ db, clock }).chunkSize = 1_000;

const BETS = 4_500;
const MULTIPLES = 900;

/** The money the ledger moved for the bets (returns less take-backs), the transfers doing it, and the bets' own figures. */
async function figures() {
  const { rows } = await db.query<{
    ledger: number;
    transfers: number;
    paid: number;
    returns: number;
    open: number;
    unpaid: number;
  }>(
    `WITH moved AS (
       SELECT COALESCE(sum(CASE kind WHEN 'win' THEN amount ELSE -amount END), 0)::bigint AS ledger,
              count(*)::int AS transfers
         FROM transfers WHERE kind IN ('win', 'win_reversal'))
     SELECT m.ledger, m.transfers, sum(b.paid_cents)::bigint AS paid, sum(b.return_cents)::bigint AS returns,
            count(*) FILTER (WHERE b.status = 'open')::int AS open,
            count(*) FILTER (WHERE b.paid_cents <> COALESCE(b.return_cents, 0))::int AS unpaid
       FROM sports_bets b CROSS JOIN moved m GROUP BY m.ledger, m.transfers`,
  );
  const row = rows[0];
  if (!row) throw new Error('no figures');
  return { ...row, ledger: Number(row.ledger), paid: Number(row.paid), returns: Number(row.returns) };
}

async function totalCash(players: readonly Player[]): Promise<number> {
  let sum = 0;
  for (const p of players) sum += (await wallet.getBalances(p.id)).cashCents;
  return sum;
}

async function legOf(
  event: Awaited<ReturnType<typeof newEvent>>,
  key: string,
  odds: string,
): Promise<BulkLeg> {
  const outcomeId = event.outcome(`match_result:${key}`);
  const { rows } = await db.query<{ market_id: string; event_id: string }>(
    `SELECT m.id AS market_id, m.event_id FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id WHERE o.id = $1`,
    [outcomeId],
  );
  const row = rows[0];
  if (!row) throw new Error('no outcome');
  return { outcomeId, marketId: Number(row.market_id), eventId: Number(row.event_id), odds };
}

describe('settling a market at volume', () => {
  it('pays each of thousands of bets exactly once, chunk by chunk; a repeat pays nothing, a resettlement the difference', async () => {
    const target = await newEvent();
    const others = [await newEvent(), await newEvent(), await newEvent()];
    // The multiples' other legs are settled (home won) before the bets exist: the target's
    // settlement decides every bet.
    for (const other of others)
      await settle(other.feedId, 'match_result', '', [
        ['home', 1],
        ['draw', 0],
        ['away', 0],
      ]);
    const players: Player[] = [];
    for (let i = 0; i < 15; i += 1) players.push(await newPlayer(10_000_00));
    await openBetsInBulk(
      { db, clock },
      {
        players: players.map((p) => p.id),
        target: [
          await legOf(target, 'home', '2.00'),
          await legOf(target, 'draw', '3.40'),
          await legOf(target, 'away', '4.00'),
        ],
        others: await Promise.all(others.map((o) => legOf(o, 'home', '2.00'))),
        count: BETS,
        multiples: MULTIPLES,
        unitStakeCents: 100,
        placedAt: clock.now(),
      },
    );
    const before = await figures();
    expect(before).toMatchObject({ ledger: 0, transfers: 0, open: BETS });
    const cashBefore = await totalCash(players);

    const homeWon: Array<[string, 0 | 1]> = [
      ['home', 1],
      ['draw', 0],
      ['away', 0],
    ];
    expect(await settle(target.feedId, 'match_result', '', homeWon)).toBe('applied');
    const settled = await figures();
    expect(settled.open).toBe(0);
    expect(settled.unpaid).toBe(0);
    expect(settled.returns).toBeGreaterThan(0);
    expect(settled.ledger).toBe(settled.returns);
    expect(await totalCash(players)).toBe(cashBefore + settled.returns);
    // One payment per winning bet, none for a losing one.
    const { rows: payments } = await db.query<{ bets: number; most: number }>(
      `SELECT count(*)::int AS bets, max(n)::int AS most FROM (
         SELECT reference ->> 'sports_bet_id' AS bet, count(*) AS n FROM transfers WHERE kind = 'win' GROUP BY 1) x`,
    );
    const { rows: winners } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sports_bets WHERE return_cents > 0`,
    );
    expect(payments[0]).toEqual({ bets: winners[0]?.n, most: 1 });

    // The same result again, under a new message: nothing moves.
    expect(await settle(target.feedId, 'match_result', '', homeWon)).toBe('applied');
    expect(await figures()).toEqual(settled);

    // Resettled to a draw: each bet moves exactly from its old return to its new one.
    expect(
      await settle(target.feedId, 'match_result', '', [
        ['home', 0],
        ['draw', 1],
        ['away', 0],
      ]),
    ).toBe('applied');
    const resettled = await figures();
    expect(resettled.unpaid).toBe(0);
    expect(resettled.ledger).toBe(resettled.returns);
    expect(resettled.returns).not.toBe(settled.returns);
    expect(await totalCash(players)).toBe(cashBefore + resettled.returns);

    expect((await wallet.checkLedger()).ok).toBe(true);
    expect(await betsAgainstTransfers(db, 20)).toMatchObject({ total: 0 });
  }, 120_000);
});

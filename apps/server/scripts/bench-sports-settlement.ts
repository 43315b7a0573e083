// Settling one market with very many open bets: `bets` bets on an event's match result,
// `multiples` of them accumulators and system bets whose other legs are already settled, made in
// bulk (sports-bets-bulk.ts); then the feed's settlement message for that market, applied by the
// adapter as it arrives (one transaction: the market's results and every bet's payment), timed;
// then the proof that each bet was paid exactly once, and a repeat of the result that moves nothing.
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { betsAgainstTransfers } from '../src/modules/sportsbook/bets/bets-checks.repository.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import type { Clock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';
import { BenchFeed, consoleLog, fundedPlayers, legsOf } from './bench-sports-book.js';
import { openBetsInBulk, type BulkLeg } from './sports-bets-bulk.js';

export interface SettlementFigures {
  bets: number;
  multiples: number;
  seconds: number;
  repeatSeconds: number;
  /** Returns the bets say they are owed, and what the ledger moved for them. */
  returnsCents: number;
  ledgerCents: number;
  /** Bets whose paid figure is not their return, and the most payments any one bet got. */
  unpaid: number;
  mostPayments: number;
  /** What the repeat moved (must be nothing). */
  repeatMovedCents: number;
  ledgerOk: boolean;
  figureFailures: number;
}

export async function benchSettlement(
  deps: { db: Db; clock: Clock },
  options: { bets: number; multiples: number; players: number },
): Promise<SettlementFigures> {
  const { db } = deps;
  const adapter = new FeedAdapter({ ...deps, log: consoleLog() });
  const feed = new BenchFeed(adapter, deps.clock, 'settlement');
  const [target, ...others] = await feed.events(4);
  if (!target) throw new Error('no event');
  // The multiples' other legs are settled before the bets exist: the target's settlement decides every bet.
  await adapter.applyMessages(others.map((o) => feed.settlement(o, 'home')));
  const legs = await legsOf(db, [target, ...others]);
  const matchResult = (feedId: string) => (legs.get(feedId) ?? []).slice(0, 3);
  const players = await fundedPlayers(deps, options.players, 100_000_00);
  const made = performance.now();
  await openBetsInBulk(deps, {
    players,
    target: matchResult(target),
    others: others.map((o) => matchResult(o)[0] as BulkLeg),
    count: options.bets,
    multiples: options.multiples,
    unitStakeCents: 100,
    placedAt: deps.clock.now(),
  });
  console.log(`  ${options.bets} open bets made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  // The statistics a live database has (its autovacuum analyses tables this size within a minute).
  await db.exec('ANALYZE');

  const moved = async () => (await ledgerFigures(db)).ledgerCents;
  const started = performance.now();
  await adapter.applyMessages([feed.settlement(target, 'home')]);
  const seconds = (performance.now() - started) / 1000;
  const settled = await ledgerFigures(db);
  const repeatStarted = performance.now();
  await adapter.applyMessages([feed.settlement(target, 'home')]);
  const repeatSeconds = (performance.now() - repeatStarted) / 1000;
  const repeatMovedCents = (await moved()) - settled.ledgerCents;
  const figures = await betsAgainstTransfers(db, 20);
  return {
    bets: options.bets,
    multiples: options.multiples,
    seconds,
    repeatSeconds,
    ...settled,
    repeatMovedCents,
    ledgerOk: (await walletOf(deps).checkLedger()).ok,
    figureFailures: figures.total,
  };
}

/** The sports bets' returns against the ledger's payments and take-backs for them. */
async function ledgerFigures(db: Db) {
  const { rows } = await db.query<{
    returns: string;
    ledger: string;
    unpaid: number;
    most: number;
  }>(
    `WITH moved AS (
       SELECT (reference ->> 'sports_bet_id')::bigint AS bet_id,
              sum(CASE kind WHEN 'win' THEN amount ELSE -amount END) AS amount,
              count(*) FILTER (WHERE kind = 'win') AS payments
         FROM transfers WHERE kind IN ('win', 'win_reversal') GROUP BY 1)
     SELECT COALESCE(sum(b.return_cents), 0)::bigint AS returns, COALESCE(sum(m.amount), 0)::bigint AS ledger,
            count(*) FILTER (WHERE b.paid_cents <> COALESCE(b.return_cents, 0)
                                OR COALESCE(m.amount, 0) <> b.paid_cents)::int AS unpaid,
            COALESCE(max(m.payments), 0)::int AS most
       FROM sports_bets b LEFT JOIN moved m ON m.bet_id = b.id`,
  );
  const row = rows[0];
  return {
    returnsCents: Number(row?.returns ?? 0),
    ledgerCents: Number(row?.ledger ?? 0),
    unpaid: row?.unpaid ?? -1,
    mostPayments: row?.most ?? -1,
  };
}

export function reportSettlement(f: SettlementFigures, targetSeconds: number): boolean {
  const paidOnce =
    f.unpaid === 0 &&
    f.mostPayments === 1 &&
    f.ledgerCents === f.returnsCents &&
    f.repeatMovedCents === 0 &&
    f.ledgerOk &&
    f.figureFailures === 0;
  console.log(
    `settlement: ${f.bets} bets (${f.multiples} accumulators and system bets) settled in ${f.seconds.toFixed(2)} s = ` +
      `${Math.round(f.bets / f.seconds)} bets/s (target < ${targetSeconds} s: ${f.seconds < targetSeconds ? 'OK' : 'ABOVE TARGET'})`,
  );
  console.log(
    `  returns ${(f.returnsCents / 100).toFixed(2)} USD, ledger moved ${(f.ledgerCents / 100).toFixed(2)} USD; ` +
      `bets not paid exactly their return: ${f.unpaid}; most payments to one bet: ${f.mostPayments}; ` +
      `the same result again took ${f.repeatSeconds.toFixed(2)} s and moved ${(f.repeatMovedCents / 100).toFixed(2)} USD; ` +
      `ledger balances ${f.ledgerOk ? 'OK' : 'BROKEN'}; sports-bets figures: ${f.figureFailures} failures ` +
      `(each paid once: ${paidOnce ? 'OK' : 'FAILED'})`,
  );
  return paidOnce && f.seconds < targetSeconds;
}

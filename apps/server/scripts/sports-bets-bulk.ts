// Open sports bets made in bulk, for the settlement bench and the settlement-at-volume test: a
// market with tens of thousands of bets cannot be built through the bet API in a useful time.
// The bets and their legs are inserted a few thousand per statement, and each bet's stake leaves
// its player's cash through the ledger's bulk moves under the key placement uses
// (`sports-bet:<id>:cash`), so the ledger's balances and the sports bets' figures hold. This is
// not placement: no limits, odds, market or payout checks, no status points.
import type { BetType } from '@casino/contract/bet-types';
import { lineCount } from '@casino/contract/bet-types';
import { potentialReturnCents } from '../src/modules/sportsbook/settlement/settle.js';
import { SPORTS_GAME_TYPE, walletOf, type TransferInput } from '../src/modules/wallet/wallet.service.js';
import type { Clock } from '../src/platform/clock.js';
import type { Db, Queryable } from '../src/platform/db/types.js';

/** An outcome a leg can be on, with its market, event and the odds taken. */
export interface BulkLeg {
  outcomeId: number;
  marketId: number;
  eventId: number;
  odds: string;
}

export interface BulkBetsPlan {
  /** The players, in turn; each must have the cash for their share of the stakes. */
  players: readonly number[];
  /** Legs on the market to be settled: every bet has one of them, in turn. */
  target: readonly BulkLeg[];
  /** One leg on each of at least three other events: a multiple's other legs. */
  others: readonly BulkLeg[];
  count: number;
  /** How many of the bets are accumulators or system bets (the rest are singles). */
  multiples: number;
  unitStakeCents: number;
  placedAt: Date;
}

/** The multiples made, in turn: legs in all (the target's included) and the type. */
const MULTIPLES: ReadonlyArray<{ legs: number; type: BetType }> = [
  { legs: 3, type: { kind: 'accumulator' } },
  { legs: 3, type: { kind: 'system', name: 'trixie' } },
  { legs: 4, type: { kind: 'system', name: 'yankee' } },
  { legs: 4, type: { kind: 'k_from_n', size: 2 } },
];

const CHUNK = 5_000;

/** Makes the plan's open bets; answers their ids. */
export async function openBetsInBulk(deps: { db: Db; clock: Clock }, plan: BulkBetsPlan): Promise<number[]> {
  if (plan.others.length < 3) throw new Error('a multiple needs three other events');
  const ids: number[] = [];
  for (let start = 0; start < plan.count; start += CHUNK) {
    const size = Math.min(CHUNK, plan.count - start);
    ids.push(...(await deps.db.transaction((tx) => insertChunk(deps, tx, plan, start, size))));
  }
  return ids;
}

async function insertChunk(
  deps: { db: Db; clock: Clock },
  tx: Queryable,
  plan: BulkBetsPlan,
  start: number,
  size: number,
): Promise<number[]> {
  const bets = Array.from({ length: size }, (_, j) => betAt(plan, start + j));
  const wallet = walletOf(deps);
  await wallet.lockPlayersAccounts(
    bets.map((b) => b.userId),
    tx,
  );
  const { rows } = await tx.query<{ id: string; key: string }>(
    `INSERT INTO sports_bets (user_id, key, request_hash, type, line_count, unit_stake_cents, total_stake_cents,
       potential_return_cents, odds_change, status, placed_at)
     SELECT u, k, 'bulk', t::jsonb, l, $5, s, p, 'any', 'open', $8
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $6::bigint[], $7::bigint[]) AS x(u, k, t, l, s, p)
     RETURNING id, key`,
    [
      bets.map((b) => b.userId),
      bets.map((b) => b.key),
      bets.map((b) => JSON.stringify(b.type)),
      bets.map((b) => b.lines),
      plan.unitStakeCents,
      bets.map((b) => b.totalStakeCents),
      bets.map((b) => b.potentialCents),
      plan.placedAt,
    ],
  );
  const idOf = new Map(rows.map((r) => [r.key, Number(r.id)]));
  const legs = bets.flatMap((b) =>
    b.legs.map((leg, i) => ({ ...leg, betId: idOf.get(b.key) ?? 0, position: i + 1 })),
  );
  await tx.query(
    `INSERT INTO sports_bet_legs (bet_id, position, outcome_id, market_id, event_id, odds)
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::numeric[])`,
    [
      legs.map((l) => l.betId),
      legs.map((l) => l.position),
      legs.map((l) => l.outcomeId),
      legs.map((l) => l.marketId),
      legs.map((l) => l.eventId),
      legs.map((l) => l.odds),
    ],
  );
  const stakes: TransferInput[] = bets.map((b) => {
    const betId = idOf.get(b.key) ?? 0;
    return {
      idempotencyKey: `sports-bet:${betId}:cash`,
      kind: 'bet',
      from: { owner: 'player', userId: b.userId, kind: 'cash' },
      to: { owner: 'house', name: 'sports_stakes' },
      amountCents: b.totalStakeCents,
      reference: { sports_bet_id: betId, game_type: SPORTS_GAME_TYPE },
    };
  });
  await wallet.transferMany(stakes, tx);
  return bets.map((b) => idOf.get(b.key) ?? 0);
}

/** The plan's n-th bet: a multiple among the first `multiples`, else a single on the target. */
function betAt(plan: BulkBetsPlan, n: number) {
  const target = plan.target[n % plan.target.length] as BulkLeg;
  const multiple = n < plan.multiples ? MULTIPLES[n % MULTIPLES.length] : undefined;
  const legs = [target];
  if (multiple)
    for (let i = 1; i < multiple.legs; i += 1)
      legs.push(plan.others[(n + i) % plan.others.length] as BulkLeg);
  const type: BetType = multiple?.type ?? { kind: 'single' };
  const lines = lineCount(type, legs.length);
  return {
    userId: plan.players[n % plan.players.length] as number,
    key: `bulk-${plan.placedAt.getTime()}-${n}`,
    type,
    lines,
    legs,
    totalStakeCents: lines * plan.unitStakeCents,
    potentialCents: potentialReturnCents({
      type,
      unitStakeCents: plan.unitStakeCents,
      legOdds: legs.map((l) => l.odds),
      freeBet: false,
    }),
  };
}

import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InsufficientFundsError,
  walletOf,
  type AccountRef,
  type HouseAccount,
  type TransferKind,
} from '../src/modules/wallet/wallet.service.js';
import { openTestDb } from './helper.js';
import { systemClock } from '../src/platform/clock.js';
import { afterAll } from 'vitest';

/**
 * Random sequences of transfers and bets, with repeated causes (same idempotency key) and
 * concurrent batches, against the real database (PGlite by default, PostgreSQL with
 * DATABASE_URL, where the concurrency is real). After every step the outcome is checked against
 * a model; at the end the exact balances and the ledger invariants.
 */

const db = await openTestDb();
afterAll(() => db.close());
const wallet = walletOf({ db, clock: systemClock });

type Kind = 'cash' | 'bonus';
type Move = {
  kind: TransferKind;
  from: { player: number; account: Kind } | HouseAccount;
  to: { player: number; account: Kind } | HouseAccount;
};

// Each move a product would make; player indexes are 0..PLAYERS-1 within a run.
const PLAYERS = 3;
const moves = (p: number): Move[] => [
  { kind: 'deposit', from: 'gateway_clearing', to: { player: p, account: 'cash' } },
  { kind: 'bonus_grant', from: 'bonus_grants', to: { player: p, account: 'bonus' } },
  { kind: 'bet', from: { player: p, account: 'cash' }, to: 'game_bets' },
  { kind: 'win', from: 'game_bets', to: { player: p, account: 'cash' } },
  { kind: 'withdrawal_hold', from: { player: p, account: 'cash' }, to: 'withdrawals_in_flight' },
  { kind: 'bonus_convert', from: { player: p, account: 'bonus' }, to: { player: p, account: 'cash' } },
];
const MOVE_COUNT = moves(0).length;

type Cause =
  | { type: 'transfer'; player: number; move: number; amount: number }
  | { type: 'bet'; player: number; amount: number };

const causeArb: fc.Arbitrary<Cause> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      player: fc.nat(PLAYERS - 1),
      move: fc.nat(MOVE_COUNT - 1),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      player: fc.nat(PLAYERS - 1),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
);

// A step runs one cause alone, or several at once; indexes into the run's causes, repeats allowed.
const stepArb = fc.oneof(
  fc.record({ concurrent: fc.constant(false), causes: fc.tuple(fc.nat(11)).map((t) => [...t]) }),
  fc.record({ concurrent: fc.constant(true), causes: fc.array(fc.nat(11), { minLength: 2, maxLength: 6 }) }),
);
const scenarioArb = fc.record({
  causes: fc.array(causeArb, { minLength: 12, maxLength: 12 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 12 }),
});

async function newPlayers(): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `prop-${crypto.randomUUID()}@example.com`,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no user');
    ids.push(id);
  }
  return ids;
}

type Outcome =
  | { ok: true; created: boolean; cashCents: number; bonusCents: number; transferIds: number[] }
  | { ok: false };

describe('ledger properties', () => {
  it('matches the model exactly under random, repeated and concurrent operations', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ causes, steps }) => {
        const players = await newPlayers();
        const run = crypto.randomUUID();
        // The model: each player's balances, and which causes have been applied (by key).
        const balance = players.map(() => ({ cash: 0, bonus: 0 }));
        const applied = new Map<number, number[]>();
        const ref = (side: Move['from']): AccountRef =>
          typeof side === 'string'
            ? { owner: 'house', name: side }
            : { owner: 'player', userId: players[side.player] ?? 0, kind: side.account };

        const execute = async (index: number): Promise<Outcome> => {
          const cause = causes[index];
          if (!cause) throw new Error('no cause');
          const key = `${run}:${index}`;
          try {
            if (cause.type === 'bet') {
              const { bet, created } = await wallet.placeBet({
                idempotencyKey: key,
                userId: players[cause.player] ?? 0,
                amountCents: cause.amount,
              });
              return {
                ok: true,
                created,
                cashCents: bet.cashCents,
                bonusCents: bet.bonusCents,
                transferIds: bet.transfers.map((t) => t.id),
              };
            }
            const move = moves(cause.player)[cause.move];
            if (!move) throw new Error('no move');
            const { transfer, created } = await wallet.transfer({
              idempotencyKey: key,
              kind: move.kind,
              from: ref(move.from),
              to: ref(move.to),
              amountCents: cause.amount,
            });
            expect(transfer.amountCents).toBe(cause.amount);
            return { ok: true, created, cashCents: 0, bonusCents: 0, transferIds: [transfer.id] };
          } catch (err) {
            if (err instanceof InsufficientFundsError) return { ok: false };
            throw err;
          }
        };

        /** Applies a successful new cause to the model. */
        const apply = (index: number, outcome: Extract<Outcome, { ok: true }>): void => {
          const cause = causes[index];
          if (!cause) return;
          const b = balance[cause.player];
          if (!b) return;
          if (cause.type === 'bet') {
            expect(outcome.cashCents + outcome.bonusCents).toBe(cause.amount);
            b.cash -= outcome.cashCents;
            b.bonus -= outcome.bonusCents;
          } else {
            const move = moves(cause.player)[cause.move];
            if (!move) return;
            if (typeof move.from !== 'string') b[move.from.account] -= cause.amount;
            if (typeof move.to !== 'string') b[move.to.account] += cause.amount;
          }
        };
        // Inside a concurrent batch the model applies in array order, which may dip below zero
        // mid-batch (a bet applied before the win it followed); after every step it may not.
        const expectNoNegative = () => {
          for (const b of balance) expect(Math.min(b.cash, b.bonus)).toBeGreaterThanOrEqual(0);
        };

        /** What the model says a cause would do now, alone: refused, or a bet's split. */
        const predict = (index: number): { ok: boolean; cash: number; bonus: number } => {
          const cause = causes[index];
          const b = cause ? balance[cause.player] : undefined;
          if (!cause || !b) throw new Error('no cause');
          if (cause.type === 'bet') {
            if (b.cash + b.bonus < cause.amount) return { ok: false, cash: 0, bonus: 0 };
            const cash = Math.min(b.cash, cause.amount);
            return { ok: true, cash, bonus: cause.amount - cash };
          }
          const move = moves(cause.player)[cause.move];
          if (!move) throw new Error('no move');
          return {
            ok: typeof move.from === 'string' || b[move.from.account] >= cause.amount,
            cash: 0,
            bonus: 0,
          };
        };

        for (const step of steps) {
          if (!step.concurrent) {
            const index = step.causes[0] ?? 0;
            const seen = applied.get(index);
            const expected = seen ? undefined : predict(index);
            const outcome = await execute(index);
            if (seen) {
              // A repeat answers the first result and moves nothing, whatever the balances are now.
              expect(outcome).toMatchObject({ ok: true, created: false, transferIds: seen });
              continue;
            }
            expect(outcome.ok).toBe(expected?.ok);
            if (outcome.ok) {
              expect(outcome.created).toBe(true);
              if (causes[index]?.type === 'bet')
                expect([outcome.cashCents, outcome.bonusCents]).toEqual([expected?.cash, expected?.bonus]);
              apply(index, outcome);
              applied.set(index, outcome.transferIds);
            }
            expectNoNegative();
            continue;
          }
          const before = balance.map((b) => ({ ...b }));
          const outcomes = await Promise.all(step.causes.map((i) => execute(i)));
          for (const index of new Set(step.causes)) {
            const results = step.causes.flatMap((other, n) => (other === index ? [outcomes[n]] : []));
            const oks = results.filter((o): o is Extract<Outcome, { ok: true }> => o?.ok === true);
            const first = applied.get(index);
            if (first) {
              // Made before this batch: every attempt answers the first transfers and none is new.
              expect(oks.map((o) => [o.created, o.transferIds])).toEqual(oks.map(() => [false, first]));
              expect(oks).toHaveLength(results.length);
              continue;
            }
            if (oks.length === 0) continue;
            // Several attempts of one new cause at once: exactly one made it, the others answer its transfers.
            const created = oks.filter((o) => o.created);
            expect(created).toHaveLength(1);
            const winner = created[0];
            if (!winner) continue;
            for (const o of oks) expect(o.transferIds).toEqual(winner.transferIds);
            applied.set(index, winner.transferIds);
            apply(index, winner);
          }
          expectNoNegative();
          // A refusal is legitimate only if some order of this batch leaves too little at that moment:
          // the lowest the account can have been is its start minus every other debit that succeeded here.
          step.causes.forEach((index, n) => {
            if (outcomes[n]?.ok !== false || applied.has(index)) return;
            const cause = causes[index];
            if (!cause) return;
            const start = before[cause.player];
            if (!start) return;
            const otherDebits = step.causes
              .filter((other, m) => m !== n && other !== index && outcomes[m]?.ok === true)
              .reduce((sum, other) => {
                const c = causes[other];
                if (!c || c.player !== cause.player) return sum;
                if (c.type === 'bet') return sum + c.amount;
                const move = moves(c.player)[c.move];
                return move && typeof move.from !== 'string' ? sum + c.amount : sum;
              }, 0);
            const available =
              cause.type === 'bet'
                ? start.cash + start.bonus
                : (() => {
                    const move = moves(cause.player)[cause.move];
                    return move && typeof move.from !== 'string'
                      ? start[move.from.account]
                      : Number.POSITIVE_INFINITY;
                  })();
            expect(cause.amount).toBeGreaterThan(available - otherDebits);
          });
        }

        for (const [i, id] of players.entries()) {
          const actual = await wallet.getBalances(id);
          expect(actual).toEqual({ cashCents: balance[i]?.cash, bonusCents: balance[i]?.bonus });
        }
        const check = await wallet.checkLedger();
        expect(check.mismatched).toEqual([]);
        expect(check.totalBalanceCents).toBe(0);
        expect(check.negativePlayerAccounts).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('debits from the balance as it is once locked, even when a credit committed while it waited', async () => {
    // Regression: a debit racing a credit to the same account must either be refused for funds
    // or apply to the credited balance, never fail on the CHECK from a stale read.
    const players = await newPlayers();
    const run = crypto.randomUUID();
    for (let round = 0; round < 30; round++) {
      const userId = players[round % PLAYERS] ?? 0;
      const results = await Promise.allSettled([
        wallet.transfer({
          idempotencyKey: `${run}:${round}:debit`,
          kind: 'bonus_convert',
          from: { owner: 'player', userId, kind: 'bonus' },
          to: { owner: 'player', userId, kind: 'cash' },
          amountCents: 1,
        }),
        wallet.transfer({
          idempotencyKey: `${run}:${round}:credit`,
          kind: 'bonus_grant',
          from: { owner: 'house', name: 'bonus_grants' },
          to: { owner: 'player', userId, kind: 'bonus' },
          amountCents: 10,
        }),
      ]);
      for (const r of results)
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    }
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE idempotency_key LIKE $1`,
      [`${run}:%:debit`],
    );
    const debits = rows[0]?.n ?? 0;
    let cash = 0;
    let bonus = 0;
    for (const id of players) {
      const b = await wallet.getBalances(id);
      cash += b.cashCents;
      bonus += b.bonusCents;
    }
    expect(cash).toBe(debits);
    expect(bonus).toBe(30 * 10 - debits);
    expect((await wallet.checkLedger()).ok).toBe(true);
  });

  it('lets concurrent transfers in opposite directions between the same accounts finish without deadlock or lost updates', async () => {
    const [a] = await newPlayers();
    if (a === undefined) throw new Error('no player');
    const run = crypto.randomUUID();
    await wallet.transfer({
      idempotencyKey: `${run}:seed`,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId: a, kind: 'cash' },
      amountCents: 10_000,
    });
    await wallet.transfer({
      idempotencyKey: `${run}:seed-bonus`,
      kind: 'bonus_grant',
      from: { owner: 'house', name: 'bonus_grants' },
      to: { owner: 'player', userId: a, kind: 'bonus' },
      amountCents: 10_000,
    });
    // cash -> bonus and bonus -> cash at once: without one lock order these two would deadlock on a real server.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        wallet.transfer({
          idempotencyKey: `${run}:${i}`,
          kind: 'adjustment',
          from: { owner: 'player', userId: a, kind: i % 2 === 0 ? 'cash' : 'bonus' },
          to: { owner: 'player', userId: a, kind: i % 2 === 0 ? 'bonus' : 'cash' },
          amountCents: 100 + i,
        }),
      ),
    );
    // Evens move 100+i cash->bonus, odds 100+i bonus->cash: net to cash = sum(odd) - sum(even) = 20.
    expect(await wallet.getBalances(a)).toEqual({ cashCents: 10_020, bonusCents: 9_980 });
    expect((await wallet.checkLedger()).ok).toBe(true);
  });
});

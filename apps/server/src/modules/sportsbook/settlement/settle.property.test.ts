import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetType, NamedSystem } from '@casino/contract/bet-types';
import { legResult, type LegResult } from './leg-result.js';
import { ratio } from './ratio.js';
import { effectiveResults, settlementMove, type LegFeedState } from './resettlement.js';
import { settleBet, type BetToSettle } from './settle.js';

/**
 * A second, deliberately simple settlement to compare the core with: every line listed by brute
 * force over subsets, money as plain integers. Leg odds have two decimals and factors are twelfths
 * (halves, thirds, quarters), so a leg's multiplier is an integer number of 1/1200ths and a line
 * of k legs an integer number of 1/1200^k.
 */
const UNIT = 1200n;

interface ModelLeg {
  oddsCents: number; // decimal odds × 100
  result?: { win12: number; void12: number }; // factors × 12; undefined while open
}

/** The line sizes, written out from the systems' definitions rather than taken from the core. */
function modelSizes(type: BetType, legs: number): number[] {
  const range = (from: number) => Array.from({ length: legs - from + 1 }, (_, i) => from + i);
  switch (type.kind) {
    case 'single':
    case 'accumulator':
      return [legs];
    case 'k_from_n':
      return [type.size];
    case 'system':
      // The "Lucky" bets and the Patent add the singles to the full cover of their legs.
      return range(['patent', 'lucky_15', 'lucky_31', 'lucky_63'].includes(type.name) ? 1 : 2);
  }
}

function modelSettle(
  type: BetType,
  unitCents: number,
  legs: ModelLeg[],
  freeBet: boolean,
): { open: true; lines: number } | { open: false; lines: number; grossCents: bigint; returnCents: bigint } {
  const n = legs.length;
  const sizes = modelSizes(type, n);
  const multiplier = (leg: ModelLeg) =>
    leg.result ? BigInt(leg.result.win12 * leg.oddsCents + leg.result.void12 * 100) : undefined;
  let lines = 0;
  let anyUndecided = false;
  // Sum over lines of product × UNIT^(n − k), so every line shares the denominator UNIT^n.
  let sum = 0n;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const chosen = legs.filter((_, i) => mask & (1 << i));
    if (!sizes.includes(chosen.length)) continue;
    lines += 1;
    const ms = chosen.map(multiplier);
    if (ms.some((m) => m === 0n)) continue;
    if (ms.some((m) => m === undefined)) {
      anyUndecided = true;
      continue;
    }
    let product = UNIT ** BigInt(n - chosen.length);
    for (const m of ms) product *= m ?? 0n;
    sum += product;
  }
  if (anyUndecided) return { open: true, lines };
  const stake = BigInt(unitCents) * BigInt(lines);
  const gross = (BigInt(unitCents) * sum) / UNIT ** BigInt(n);
  const returnCents = freeBet ? (gross > stake ? gross - stake : 0n) : gross;
  return { open: false, lines, grossCents: gross, returnCents };
}

const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

const toLegResult = (r: ModelLeg['result']): LegResult | undefined =>
  r && legResult(ratio(BigInt(r.win12), 12n), ratio(BigInt(r.void12), 12n));

const oddsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const named: [NamedSystem, number][] = [
  ['trixie', 3],
  ['patent', 3],
  ['yankee', 4],
  ['lucky_15', 4],
  ['canadian', 5],
  ['lucky_31', 5],
  ['heinz', 6],
  ['lucky_63', 6],
  ['super_heinz', 7],
  ['goliath', 8],
];

const betShape: fc.Arbitrary<{ type: BetType; legs: number }> = fc.oneof(
  fc.constant({ type: { kind: 'single' } as BetType, legs: 1 }),
  fc.integer({ min: 2, max: 12 }).map((legs) => ({ type: { kind: 'accumulator' } as BetType, legs })),
  fc.constantFrom(...named).map(([name, legs]) => ({ type: { kind: 'system', name } as BetType, legs })),
  fc
    .integer({ min: 1, max: 9 })
    .chain((legs) =>
      fc
        .integer({ min: 1, max: legs })
        .map((size) => ({ type: { kind: 'k_from_n', size } as BetType, legs })),
    ),
);

// Named results most of the time, any pair of twelfths summing to at most 12 otherwise.
const factors: fc.Arbitrary<{ win12: number; void12: number }> = fc.oneof(
  fc.constantFrom(
    { win12: 12, void12: 0 },
    { win12: 0, void12: 0 },
    { win12: 0, void12: 12 },
    { win12: 6, void12: 6 },
    { win12: 0, void12: 6 },
    { win12: 6, void12: 0 },
    { win12: 4, void12: 0 },
    { win12: 8, void12: 0 },
    { win12: 3, void12: 0 },
  ),
  fc
    .integer({ min: 0, max: 12 })
    .chain((win12) => fc.integer({ min: 0, max: 12 - win12 }).map((void12) => ({ win12, void12 }))),
);

const leg: fc.Arbitrary<ModelLeg> = fc.record(
  { oddsCents: fc.integer({ min: 101, max: 5000 }), result: fc.option(factors, { nil: undefined, freq: 5 }) },
  { requiredKeys: ['oddsCents'] },
);

const bets = betShape.chain(({ type, legs }) =>
  fc.record({
    type: fc.constant(type),
    legs: fc.array(leg, { minLength: legs, maxLength: legs }),
    unitCents: fc.integer({ min: 1, max: 1_000_000 }),
    freeBet: fc.boolean(),
  }),
);

/**
 * Bets that could be placed: a bet whose legs all won would pay a number of cents JavaScript
 * counts exactly. Placement's maximum payout keeps every real bet far inside that; a dozen legs
 * at odds of 50 would not be.
 */
const placeableBets = bets.filter((b) => {
  const allWon = b.legs.map((l) => ({ oddsCents: l.oddsCents, result: { win12: 12, void12: 0 } }));
  const model = modelSettle(b.type, b.unitCents, allWon, false);
  return !model.open && model.grossCents <= MAX_SAFE_CENTS;
});

const asBet = (b: { type: BetType; legs: ModelLeg[]; unitCents: number; freeBet: boolean }): BetToSettle => ({
  type: b.type,
  unitStakeCents: b.unitCents,
  legOdds: b.legs.map((l) => oddsText(l.oddsCents)),
  freeBet: b.freeBet,
});

describe('the factor core against a brute-force settlement', () => {
  it('agrees on state, lines, stake and return for random bets', () => {
    fc.assert(
      fc.property(bets, (b) => {
        const results = b.legs.map((l) => toLegResult(l.result));
        const model = modelSettle(b.type, b.unitCents, b.legs, b.freeBet);
        // A return no cent count can hold is refused, never paid rounded.
        if (!model.open && model.grossCents > MAX_SAFE_CENTS) {
          expect(() => settleBet(asBet(b), results)).toThrow('a return beyond any payout limit');
          return;
        }
        const core = settleBet(asBet(b), results);
        expect(core.lineCount).toBe(model.lines);
        expect(core.totalStakeCents).toBe(b.unitCents * model.lines);
        expect(core.state).toBe(model.open ? 'open' : 'settled');
        if (core.state === 'settled' && !model.open) expect(BigInt(core.returnCents)).toBe(model.returnCents);
      }),
      { numRuns: 600 },
    );
  });
});

type FeedMessage =
  | { kind: 'settle'; leg: number; result: { win12: number; void12: number } }
  | { kind: 'rollback_settlement'; leg: number }
  | { kind: 'cancel'; leg: number }
  | { kind: 'rollback_cancel'; leg: number };

describe('resettlement', () => {
  it('pays each bet exactly its final return however messages repeat, change and roll back', () => {
    const scenario = placeableBets.chain((b) =>
      fc.record({
        bet: fc.constant(b),
        messages: fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant('settle' as const),
              leg: fc.nat(b.legs.length - 1),
              result: factors,
            }),
            fc.record({
              kind: fc.constantFrom(
                'rollback_settlement' as const,
                'cancel' as const,
                'rollback_cancel' as const,
              ),
              leg: fc.nat(b.legs.length - 1),
            }),
          ),
          { maxLength: 30 },
        ),
        // Each message may be delivered more than once in a row (a redelivery after a restart).
        repeats: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 30, maxLength: 30 }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ bet: b, messages, repeats }) => {
        const bet = asBet(b);
        const state: { settled?: ModelLeg['result']; cancelled: boolean }[] = b.legs.map(() => ({
          cancelled: false,
        }));
        let paid = 0;
        messages.forEach((message: FeedMessage, i) => {
          for (let r = 0; r < (repeats[i] ?? 1); r += 1) {
            const legState = state[message.leg];
            if (!legState) throw new Error('leg out of range');
            if (message.kind === 'settle') legState.settled = message.result;
            if (message.kind === 'rollback_settlement') legState.settled = undefined;
            if (message.kind === 'cancel') legState.cancelled = true;
            if (message.kind === 'rollback_cancel') legState.cancelled = false;
            const feed: LegFeedState[] = state.map((s) => ({
              settled: toLegResult(s.settled),
              cancelled: s.cancelled,
            }));
            const move = settlementMove(bet, paid, effectiveResults(feed));
            // A delivery repeated at once moves nothing.
            if (r > 0) expect(move.moveCents).toBe(0);
            paid += move.moveCents;
            expect(paid).toBe(move.targetCents);
            expect(paid).toBeGreaterThanOrEqual(0);
          }
        });
        // The model's answer for the final state: a cancelled leg is void (12/12 refunded).
        const finalLegs: ModelLeg[] = b.legs.map((l, i) => {
          const s = state[i];
          return { oddsCents: l.oddsCents, result: s?.cancelled ? { win12: 0, void12: 12 } : s?.settled };
        });
        const model = modelSettle(b.type, b.unitCents, finalLegs, b.freeBet);
        expect(BigInt(paid)).toBe(model.open ? 0n : model.returnCents);
      }),
      { numRuns: 300 },
    );
  });
});

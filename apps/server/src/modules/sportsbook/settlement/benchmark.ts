import { performance } from 'node:perf_hooks';
import type { BetType, NamedSystem } from '@casino/contract/bet-types';
import { HALF_LOST, HALF_WON, LOST, VOID, WON, deadHeat, type LegResult } from './leg-result.js';
import { settleBet, type BetToSettle, type LegResults } from './settle.js';

/** A seeded linear congruential generator (Numerical Recipes' constants), so every run settles the same bets. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const systems: [NamedSystem, number][] = [
  ['trixie', 3],
  ['yankee', 4],
  ['lucky_15', 4],
  ['heinz', 6],
  ['goliath', 8],
];
const outcomes: LegResult[] = [
  WON,
  WON,
  LOST,
  LOST,
  VOID,
  HALF_WON,
  HALF_LOST,
  deadHeat(1, 2),
  deadHeat(2, 3),
];

export interface SettlementBenchmark {
  bets: number;
  multiLegBets: number;
  lines: number;
  paidCents: number;
  milliseconds: number;
}

/**
 * Settles `bets` random bets, `multiLegShare` of them accumulators or system bets (up to a
 * Goliath), and times the settlement alone: the core's share of settling a large market.
 */
export function benchmarkSettlement(bets = 100_000, multiLegShare = 0.1, seed = 46): SettlementBenchmark {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const odds = () => `${1 + Math.floor(random() * 5)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
  const work: [BetToSettle, LegResults][] = [];
  let multiLegBets = 0;
  for (let i = 0; i < bets; i += 1) {
    let type: BetType = { kind: 'single' };
    let legs = 1;
    if (random() < multiLegShare) {
      multiLegBets += 1;
      const r = random();
      if (r < 0.5) [type, legs] = [{ kind: 'accumulator' }, 2 + Math.floor(random() * 7)];
      else if (r < 0.6) [type, legs] = [{ kind: 'k_from_n', size: 2 }, 5];
      else {
        const [name, n] = pick(systems);
        [type, legs] = [{ kind: 'system', name }, n];
      }
    }
    const legOdds = Array.from({ length: legs }, odds);
    const bet: BetToSettle = {
      type,
      unitStakeCents: 100 + Math.floor(random() * 10_000),
      legOdds,
      freeBet: random() < 0.05,
    };
    work.push([bet, legOdds.map(() => pick(outcomes))]);
  }
  let lines = 0;
  let paidCents = 0;
  const start = performance.now();
  for (const [bet, results] of work) {
    const settlement = settleBet(bet, results);
    lines += settlement.lineCount;
    if (settlement.state === 'settled') paidCents += settlement.returnCents;
  }
  return { bets, multiLegBets, lines, paidCents, milliseconds: performance.now() - start };
}

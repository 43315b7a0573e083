import { describe, expect, it } from 'vitest';
import { benchmarkSettlement } from './benchmark.js';

describe('settlement benchmark', () => {
  it('settles the bets it generates, the same ones every run', () => {
    const first = benchmarkSettlement(2_000, 0.1);
    const second = benchmarkSettlement(2_000, 0.1);
    expect(first.bets).toBe(2_000);
    expect(first.multiLegBets).toBeGreaterThan(100);
    expect(first.lines).toBeGreaterThan(first.bets);
    expect(first.paidCents).toBeGreaterThan(0);
    expect({ ...second, milliseconds: 0 }).toEqual({ ...first, milliseconds: 0 });
  });
});

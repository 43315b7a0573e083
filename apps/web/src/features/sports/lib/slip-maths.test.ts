import {
  expandLines,
  lineCount,
  namedSystems,
  type BetType,
  type NamedSystem,
} from '@casino/contract/bet-types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comboRefusal,
  countLines,
  parseStakeCents,
  potentialReturnCents,
  sizesOf,
  systemBetType,
  systemChoices,
} from './slip-maths';

/** The return by listing every line and multiplying its odds, in exact hundredths: the slow way. */
function bruteForce(odds: string[], type: BetType, unitCents: number): number {
  const hundredths = odds.map((o) => BigInt(o.replace('.', '')));
  const n = BigInt(odds.length);
  let sum = 0n;
  for (const line of expandLines(type, odds.length)) {
    const product = line.reduce((p, i) => p * (hundredths[i] ?? 0n), 1n);
    sum += product * 100n ** (n - BigInt(line.length));
  }
  return Number((BigInt(unitCents) * sum) / 100n ** n);
}

const oddsArb = fc
  .integer({ min: 101, max: 5000 })
  .map((h) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`);

describe('the slip maths', () => {
  it('pays an accumulator the product of its odds times the stake, rounded down to the cent', () => {
    // 2.65 × 3.74 × 2.55 = 25.27305; × 5.00 = 126.36525 → 126.36
    expect(potentialReturnCents(['2.65', '3.74', '2.55'], [3], 500)).toBe(12636);
    expect(potentialReturnCents(['1.50'], [1], 1)).toBe(1);
    expect(potentialReturnCents(['1.99'], [1], 1)).toBe(1);
  });

  it('pays a Trixie its three doubles and the treble', () => {
    // 9.911 + 6.7575 + 9.537 + 25.27305 = 51.47855; × 5.00 = 257.39275 → 257.39
    expect(potentialReturnCents(['2.65', '3.74', '2.55'], namedSystems.trixie.sizes, 500)).toBe(25739);
    expect(countLines(namedSystems.trixie.sizes, 3)).toBe(4);
  });

  it('agrees with listing every line for every bet type, and counts the lines as the contract does', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArb, { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        (odds, unitCents, pick) => {
          const n = odds.length;
          const types: BetType[] = [
            ...(n === 1 ? [{ kind: 'single' } as const] : [{ kind: 'accumulator' } as const]),
            ...(Object.keys(namedSystems) as NamedSystem[])
              .filter((name) => namedSystems[name].legs === n)
              .map((name) => ({ kind: 'system', name }) as const),
            { kind: 'k_from_n', size: 1 + (pick % n) },
          ];
          for (const type of types) {
            const sizes = sizesOf(type, n);
            expect(sizes).toBeDefined();
            expect(potentialReturnCents(odds, sizes ?? [], unitCents)).toBe(
              bruteForce(odds, type, unitCents),
            );
            expect(countLines(sizes ?? [], n)).toBe(lineCount(type, n));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a Goliath as 247 lines and a Lucky 15 as 15', () => {
    expect(countLines(namedSystems.goliath.sizes, 8)).toBe(247);
    expect(countLines(namedSystems.lucky_15.sizes, 4)).toBe(15);
  });

  it('reads stakes typed with a point or a comma, and nothing else', () => {
    expect(parseStakeCents('5')).toBe(500);
    expect(parseStakeCents('2.5')).toBe(250);
    expect(parseStakeCents('2,05')).toBe(205);
    expect(parseStakeCents(' 10.00 ')).toBe(1000);
    for (const bad of ['', '-1', '1.005', 'abc', '1e3', '0x10'])
      expect(parseStakeCents(bad), bad).toBeUndefined();
  });

  it('refuses combining two selections of one event, fewer than the least, or more than 20', () => {
    expect(comboRefusal([1, 2])).toBeUndefined();
    expect(comboRefusal([1])).toBe('tooFew');
    expect(comboRefusal([1, 2], 3)).toBe('tooFew');
    expect(comboRefusal([1, 2, 1])).toBe('sameEvent');
    expect(comboRefusal(Array.from({ length: 21 }, (_, i) => i))).toBe('tooMany');
  });

  it('offers the named systems of exactly n legs, then every k from n', () => {
    expect(systemChoices(4)).toEqual(['yankee', 'lucky_15', 'k:2', 'k:3']);
    expect(systemChoices(3)).toEqual(['trixie', 'patent', 'k:2']);
    expect(systemChoices(2)).toEqual([]);
    expect(systemBetType('k:3')).toEqual({ kind: 'k_from_n', size: 3 });
    expect(systemBetType('heinz')).toEqual({ kind: 'system', name: 'heinz' });
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRng, hashServerSeed } from './fair.js';
import { SimulationRng, unbiasedInt } from './rng.js';

describe('FairRng', () => {
  it('is a pure function of server seed, client seed and nonce', () => {
    const draw = (nonce: number) => {
      const rng = new FairRng('server-seed', 'client-seed', nonce);
      return Array.from({ length: 20 }, () => rng.int(37));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") as big-endian words', () => {
    // HMAC-SHA256(key "key", "c:0:0"), computed independently with node:crypto.
    const rng = new FairRng('key', 'c', 0);
    const words = Array.from({ length: 9 }, () => rng.nextUint32());
    // The ninth word starts the next block (cursor 1), so 8 words exhaust one HMAC.
    expect(
      words
        .slice(0, 8)
        .map((w) => w.toString(16).padStart(8, '0'))
        .join(''),
    ).toBe(expectedHmac('key', 'c:0:0'));
    expect(words[8]?.toString(16).padStart(8, '0')).toBe(expectedHmac('key', 'c:0:1').slice(0, 8));
  });

  it('commits to the server seed with its SHA-256', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('unbiasedInt', () => {
  it('throws away words at or above the largest multiple of n', () => {
    // n = 3: 2^32 % 3 = 1, so the last word 2^32 - 1 is rejected and the next one is used.
    const words = [0xffffffff, 7];
    expect(unbiasedInt(() => words.shift() ?? 0, 3)).toBe(1);
  });

  it('spreads draws evenly (chi-square on 6 bins)', () => {
    const rng = new SimulationRng(42);
    const bins = [0, 0, 0, 0, 0, 0];
    const n = 600_000;
    for (let i = 0; i < n; i++) {
      const bin = rng.int(6);
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
    const expected = n / 6;
    const chi = bins.reduce((s, b) => s + (b - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('refuses ranges it cannot draw from', () => {
    expect(() => unbiasedInt(() => 0, 0)).toThrow(RangeError);
    expect(() => unbiasedInt(() => 0, 1.5)).toThrow(RangeError);
  });
});

function expectedHmac(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAtPointer, splitLabel } from './wheel-geometry';

describe('wheel geometry', () => {
  it('lands every segment under the pointer, from any start, after the asked turns', () => {
    for (const count of [3, 6, 8, 12]) {
      for (let index = 0; index < count; index++) {
        for (const current of [0, 17, 359, 1234.5, -90]) {
          for (const offset of [-0.5, -0.2, 0, 0.3, 0.5]) {
            const r = landingRotation(current, index, count, 6, offset);
            expect(segmentAtPointer(r, count)).toBe(index);
            expect(r - current).toBeGreaterThanOrEqual(6 * 360);
            expect(r - current).toBeLessThan(7 * 360);
          }
        }
      }
    }
  });

  it('reads the segment under the pointer', () => {
    // Unturned, the first segment starts at the pointer and runs clockwise.
    expect(segmentAtPointer(0, 8)).toBe(0);
    // Turned a quarter clockwise, the segment that was at 270 degrees is on top.
    expect(segmentAtPointer(90, 8)).toBe(6);
    expect(segmentAtPointer(-10, 8)).toBe(0);
    expect(segmentAtPointer(10, 8)).toBe(7);
  });

  it('splits long labels into two balanced lines', () => {
    expect(splitLabel('25 free spins')).toEqual(['25 free', 'spins']);
    expect(splitLabel('100% up to $6,500')).toEqual(['100% up', 'to $6,500']);
    expect(splitLabel('Jackpot')).toEqual(['Jackpot']);
  });
});

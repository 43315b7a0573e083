import { describe, expect, it } from 'vitest';
import { europeanRoulette, ROULETTE_SPOTS } from '../../../../../../packages/game-math/src/tables/roulette';
import {
  boxCentre,
  coveredNumbers,
  paysToOne,
  pocketColour,
  tableGeometry,
  WHEEL_ORDER,
} from './roulette-spots';

describe('the spot model', () => {
  it('covers the same numbers as the game for every spot the game has', () => {
    for (const [spot, numbers] of ROULETTE_SPOTS) {
      expect(coveredNumbers(spot), spot).toEqual([...numbers]);
    }
  });

  it('knows no spot the game lacks', () => {
    expect(coveredNumbers('split:2-1')).toEqual([]);
    expect(coveredNumbers('split:3-4')).toEqual([]);
    expect(coveredNumbers('corner:3')).toEqual([]);
    expect(coveredNumbers('street:2')).toEqual([]);
    expect(coveredNumbers('n:37')).toEqual([]);
    expect(coveredNumbers('n:')).toEqual([]);
    expect(coveredNumbers('purple')).toEqual([]);
  });

  it('pays what the table pays', () => {
    expect(paysToOne('n:17')).toBe(35);
    expect(paysToOne('split:0-1')).toBe(17);
    expect(paysToOne('street:34')).toBe(11);
    expect(paysToOne('corner:1')).toBe(8);
    expect(paysToOne('line:31')).toBe(5);
    expect(paysToOne('column:3')).toBe(2);
    expect(paysToOne('high')).toBe(1);
  });

  it('colours the pockets like the game and lists all 37 on the wheel', () => {
    const layout = europeanRoulette.layout as { red: number[] };
    for (let n = 1; n <= 36; n += 1)
      expect(pocketColour(n) === 'red', String(n)).toBe(layout.red.includes(n));
    expect(pocketColour(0)).toBe('green');
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});

describe('tableGeometry', () => {
  for (const orientation of ['wide', 'tall'] as const) {
    it(`${orientation}: has a box for every spot of the game, inside the table`, () => {
      const { width, height, boxes } = tableGeometry(orientation);
      const spots = boxes.map((box) => box.spot);
      expect(new Set(spots).size).toBe(spots.length);
      expect([...spots].sort()).toEqual([...ROULETTE_SPOTS.keys()].sort());
      for (const box of boxes) {
        expect(box.x, box.spot).toBeGreaterThanOrEqual(-2);
        expect(box.y, box.spot).toBeGreaterThanOrEqual(-2);
        expect(box.x + box.w, box.spot).toBeLessThanOrEqual(width + 2);
        expect(box.y + box.h, box.spot).toBeLessThanOrEqual(height + 2);
      }
    });

    it(`${orientation}: puts each inside bet where the numbers it covers meet`, () => {
      const { boxes } = tableGeometry(orientation);
      const byId = new Map(boxes.map((box) => [box.spot, box]));
      for (const box of boxes.filter((b) => b.spot.startsWith('split:') || b.spot.startsWith('corner:'))) {
        const centre = boxCentre(box);
        const distances = coveredNumbers(box.spot).map((n) => {
          const cell = byId.get(`n:${n}`);
          if (!cell) throw new Error(`no cell for ${n}`);
          // Distance from the bet's centre to the nearest point of the number's cell.
          const dx = Math.max(cell.x - centre.x, 0, centre.x - (cell.x + cell.w));
          const dy = Math.max(cell.y - centre.y, 0, centre.y - (cell.y + cell.h));
          return Math.hypot(dx, dy);
        });
        for (const distance of distances) expect(distance, box.spot).toBeLessThan(0.01);
      }
    });
  }

  it('turns the wide table a quarter for phones: zero on top, 1 2 3 in the first row', () => {
    const { boxes } = tableGeometry('tall');
    const at = (spot: string) => boxes.find((box) => box.spot === spot);
    const zero = at('n:0');
    const one = at('n:1');
    const three = at('n:3');
    const four = at('n:4');
    if (!zero || !one || !three || !four) throw new Error('missing cells');
    expect(zero.y).toBeLessThan(one.y);
    expect(one.y).toBe(three.y);
    expect(one.x).toBeLessThan(three.x);
    expect(four.y).toBeGreaterThan(one.y);
  });
});

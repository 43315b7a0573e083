import { describe, expect, it } from 'vitest';
import {
  cascadeDrops,
  cellKey,
  countLabels,
  freeSpinsTotal,
  parseLayout,
  paylinePoints,
  shownMultiplier,
  winningCells,
  winTier,
  type SlotSpin,
  type SlotWin,
} from './slot-model';

const win = (positions: Array<[number, number]>, kind: SlotWin['kind'] = 'line'): SlotWin => ({
  symbol: 'cherry',
  count: positions.length,
  kind,
  positions,
  win: 100,
});

describe('winningCells', () => {
  it('lights every cell of every win once', () => {
    const cells = winningCells([
      win([
        [0, 1],
        [1, 1],
        [2, 1],
      ]),
      win([
        [0, 1],
        [1, 0],
      ]),
    ]);
    expect([...cells].sort()).toEqual(['0:1', '1:0', '1:1', '2:1']);
  });
});

describe('paylinePoints', () => {
  it('runs through cell centres and half a cell past both ends', () => {
    const points = paylinePoints([0, 1, 2], 100, 10, { x: 16, y: 16 });
    expect(points).toEqual([
      { x: 16, y: 66 },
      { x: 66, y: 66 },
      { x: 176, y: 166 },
      { x: 286, y: 266 },
      { x: 336, y: 266 },
    ]);
  });
});

describe('cascadeDrops', () => {
  it('drops survivors into the gaps and new symbols from above', () => {
    // One reel of four, top first: a b c d; b and d win.
    const previous = [['a', 'b', 'c', 'd']];
    const removed = new Set([cellKey(0, 1), cellKey(0, 3)]);
    const next = [['x', 'y', 'a', 'c']];
    expect(cascadeDrops(previous, removed, next)).toEqual([[2, 2, 2, 1]]);
  });

  it('leaves untouched reels still', () => {
    expect(cascadeDrops([['a', 'b']], new Set(), [['a', 'b']])).toEqual([[0, 0]]);
  });

  it('drops a whole reel in when the refill is not the survivors settled', () => {
    const previous = [['a', 'b', 'c']];
    const removed = new Set([cellKey(0, 2)]);
    expect(cascadeDrops(previous, removed, [['n', 'z', 'z']])).toEqual([[3, 3, 3]]);
  });
});

describe('winTier', () => {
  it('grades a win by its multiple of the stake', () => {
    expect(winTier(0, 100)).toBe('none');
    expect(winTier(950, 100)).toBe('small');
    expect(winTier(1000, 100)).toBe('big');
    expect(winTier(2500, 100)).toBe('mega');
    expect(winTier(5000, 100)).toBe('epic');
  });
});

describe('countLabels', () => {
  it('reads pay brackets as ranges when a key covers several counts', () => {
    expect(countLabels([12, 10, 8], 30)).toEqual(['12+', '10–11', '8–9']);
    expect(countLabels([5, 4, 3], 5)).toEqual(['5', '4', '3']);
    expect(countLabels([5, 3], 5)).toEqual(['5', '3–4']);
  });
});

describe('parseLayout', () => {
  it('keeps a well-formed layout and defaults what is missing', () => {
    const layout = parseLayout({
      mechanic: 'ways',
      reels: 5,
      rows: 4,
      bet_coins: 20,
      symbols: [{ id: 'moon', kind: 'low', pays: { 3: 0.1 } }, { nope: true }],
      features: ['free_spins', 7],
    });
    expect(layout.mechanic).toBe('ways');
    expect(layout.rows).toBe(4);
    expect(layout.symbols.map((s) => s.id)).toEqual(['moon']);
    expect(layout.features).toEqual(['free_spins']);
    expect(parseLayout(null)).toMatchObject({ mechanic: 'lines', reels: 5, rows: 3, symbols: [] });
  });
});

describe('spin figures', () => {
  const spin = (awarded: number, multiplier?: number): SlotSpin => ({
    free: false,
    stops: [],
    steps: [{ grid: [], wins: [], multiplier: 1, win: 0 }],
    win: 0,
    free_spins_awarded: awarded,
    multiplier,
  });

  it('adds the first award and retriggers', () => {
    expect(freeSpinsTotal({ spins: [spin(10), spin(0), spin(5)], win: 0, capped: false })).toBe(15);
  });

  it('shows a multiplier only above 1, the step first', () => {
    const s = spin(0, 3);
    const step = s.steps[0];
    if (!step) throw new Error('no step');
    expect(shownMultiplier(s, step)).toBe(3);
    expect(shownMultiplier(s, { ...step, multiplier: 5 })).toBe(5);
    expect(shownMultiplier(spin(0), step)).toBeNull();
  });
});

/**
 * The European roulette table as data: which numbers each spot covers, what it pays, where it
 * sits on the betting layout. Spot ids are the game's ('n:17', 'split:17-20', 'street:16',
 * 'corner:16', 'line:16', 'dozen:2', 'column:2', 'red', ...): a < b, and a street, corner or
 * line is named by its smallest number.
 */

/** The pockets of the wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(n: number): PocketColour {
  if (n === 0) return 'green';
  return RED.has(n) ? 'red' : 'black';
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** The numbers a spot covers; empty for a spot the table does not have. */
export function coveredNumbers(spot: string): number[] {
  const [kind, arg = ''] = spot.split(':');
  const n = Number(arg);
  switch (kind) {
    case 'n':
      return Number.isInteger(n) && n >= 0 && n <= 36 && arg !== '' ? [n] : [];
    case 'split': {
      const [a, b] = arg.split('-').map(Number);
      if (a === undefined || b === undefined || !Number.isInteger(a) || !Number.isInteger(b)) return [];
      if (a === 0 && b >= 1 && b <= 3) return [0, b];
      if (a < 1 || b > 36) return [];
      if (b === a + 1 && a % 3 !== 0) return [a, b];
      if (b === a + 3) return [a, b];
      return [];
    }
    case 'street':
      return n >= 1 && n <= 34 && (n - 1) % 3 === 0 ? [n, n + 1, n + 2] : [];
    case 'corner':
      return n >= 1 && n <= 32 && n % 3 !== 0 ? [n, n + 1, n + 3, n + 4] : [];
    case 'line':
      return n >= 1 && n <= 31 && (n - 1) % 3 === 0 ? range(n, n + 5) : [];
    case 'dozen':
      return n >= 1 && n <= 3 ? range(12 * n - 11, 12 * n) : [];
    case 'column':
      return n >= 1 && n <= 3 ? range(n, 36, 3) : [];
    case 'red':
      return [...RED].sort((x, y) => x - y);
    case 'black':
      return range(1, 36).filter((x) => !RED.has(x));
    case 'odd':
      return range(1, 35, 2);
    case 'even':
      return range(2, 36, 2);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return [];
  }
}

/** What a winning spot pays to one: 36 / numbers covered - 1 (35 for a straight up). */
export function paysToOne(spot: string): number {
  const covered = coveredNumbers(spot).length;
  return covered ? 36 / covered - 1 : 0;
}

export type SpotKind = 'zero' | 'number' | 'column' | 'dozen' | 'even' | 'inside';

/** Where a spot sits on the layout, in layout units (see tableGeometry). */
export interface SpotBox {
  spot: string;
  kind: SpotKind;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Orientation = 'wide' | 'tall';

/* The wide layout in units: zero 8 wide, 12 streets of 10, the column bets 8 wide; three rows
 * of 12 high (3, 6 ... 36 on top), then the dozens (8 high) and the even-money row (8 high). */
const ZERO_W = 8;
const CELL_W = 10;
const CELL_H = 12;
const OUT_H = 8;
const WIDE_W = ZERO_W + 12 * CELL_W + 8;
const WIDE_H = 3 * CELL_H + 2 * OUT_H;
const EVEN_ORDER = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

function wideBoxes(): SpotBox[] {
  const boxes: SpotBox[] = [];
  const cellX = (street: number): number => ZERO_W + street * CELL_W;
  const cellY = (position: number): number => (2 - position) * CELL_H;
  boxes.push({ spot: 'n:0', kind: 'zero', x: 0, y: 0, w: ZERO_W, h: 3 * CELL_H });
  for (let n = 1; n <= 36; n += 1) {
    const street = Math.floor((n - 1) / 3);
    const position = (n - 1) % 3;
    boxes.push({
      spot: `n:${n}`,
      kind: 'number',
      x: cellX(street),
      y: cellY(position),
      w: CELL_W,
      h: CELL_H,
    });
  }
  for (let c = 1; c <= 3; c += 1) {
    boxes.push({ spot: `column:${c}`, kind: 'column', x: cellX(12), y: cellY(c - 1), w: 8, h: CELL_H });
  }
  for (let d = 1; d <= 3; d += 1) {
    boxes.push({
      spot: `dozen:${d}`,
      kind: 'dozen',
      x: cellX((d - 1) * 4),
      y: 3 * CELL_H,
      w: 4 * CELL_W,
      h: OUT_H,
    });
  }
  EVEN_ORDER.forEach((spot, i) => {
    boxes.push({ spot, kind: 'even', x: cellX(i * 2), y: 3 * CELL_H + OUT_H, w: 2 * CELL_W, h: OUT_H });
  });

  // Inside bets sit on the lines between numbers; drawn last so they take clicks there.
  const thin = 3.2;
  const dot = 3.6;
  for (let p = 1; p <= 3; p += 1) {
    boxes.push({
      spot: `split:0-${p}`,
      kind: 'inside',
      x: ZERO_W - thin / 2,
      y: cellY(p - 1) + 2.5,
      w: thin,
      h: CELL_H - 5,
    });
  }
  for (let n = 1; n <= 36; n += 1) {
    const street = Math.floor((n - 1) / 3);
    const position = (n - 1) % 3;
    if (position < 2) {
      // Between n and n + 1: the line above n.
      boxes.push({
        spot: `split:${n}-${n + 1}`,
        kind: 'inside',
        x: cellX(street) + 2,
        y: cellY(position) - thin / 2,
        w: CELL_W - 4,
        h: thin,
      });
    }
    if (street < 11) {
      boxes.push({
        spot: `split:${n}-${n + 3}`,
        kind: 'inside',
        x: cellX(street + 1) - thin / 2,
        y: cellY(position) + 2.5,
        w: thin,
        h: CELL_H - 5,
      });
      if (position < 2) {
        boxes.push({
          spot: `corner:${n}`,
          kind: 'inside',
          x: cellX(street + 1) - dot / 2,
          y: cellY(position) - dot / 2,
          w: dot,
          h: dot,
        });
      }
    }
  }
  for (let street = 0; street < 12; street += 1) {
    const a = street * 3 + 1;
    boxes.push({
      spot: `street:${a}`,
      kind: 'inside',
      x: cellX(street) + 2,
      y: 3 * CELL_H - thin / 2,
      w: CELL_W - 4,
      h: thin,
    });
    if (street < 11) {
      boxes.push({
        spot: `line:${a}`,
        kind: 'inside',
        x: cellX(street + 1) - dot / 2,
        y: 3 * CELL_H - dot / 2,
        w: dot,
        h: dot,
      });
    }
  }
  return boxes;
}

/**
 * The betting layout: every spot with its box. 'wide' has zero on the left and the numbers in
 * three rows; 'tall' (phones held upright) turns it a quarter: zero on top, twelve rows of three
 * (1 2 3 / 4 5 6 ...), the outside bets down the left side.
 */
export function tableGeometry(orientation: Orientation): { width: number; height: number; boxes: SpotBox[] } {
  const boxes = wideBoxes();
  if (orientation === 'wide') return { width: WIDE_W, height: WIDE_H, boxes };
  return {
    width: WIDE_H,
    height: WIDE_W,
    boxes: boxes.map((box) => ({ ...box, x: WIDE_H - box.y - box.h, y: box.x, w: box.h, h: box.w })),
  };
}

/** The centre of a box (where its chips stack). */
export function boxCentre(box: SpotBox): { x: number; y: number } {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

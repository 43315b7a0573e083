/**
 * The slot's wire shapes (from packages/game-math) and the pure computations the renderer needs:
 * which cells to light, where a payline runs, how symbols fall in a cascade, how big a win is.
 */

import { ReelTape, type StripSets } from './reel-tape';

export interface SlotSymbol {
  id: string;
  kind: 'low' | 'high' | 'wild' | 'scatter';
  /** Count of symbols -> multiple of the total stake. */
  pays: Record<string, number>;
  /** A multiplier wild's factor on the wins it completes. */
  multiplier?: number;
}

export interface SlotLayout {
  mechanic: 'lines' | 'ways' | 'cluster';
  reels: number;
  rows: number;
  bet_coins: number;
  /** Each payline gives a row per reel. */
  paylines?: number[][];
  symbols: SlotSymbol[];
  features: string[];
  /** The reel strips in order (free: the free spins' own), as published; null if absent. */
  strips: StripSets | null;
}

export interface SlotWin {
  symbol: string;
  count: number;
  kind: 'line' | 'ways' | 'scatter' | 'cluster';
  line?: number;
  ways?: number;
  /** [reel, row] pairs. */
  positions: Array<[number, number]>;
  /** Cents. */
  win: number;
}

export interface SlotStep {
  /** grid[reel][row], top row first. */
  grid: string[][];
  wins: SlotWin[];
  multiplier: number;
  win: number;
}

export interface SlotSpin {
  free: boolean;
  /** Each reel's stop: the strip index on the top row (layout.strips; of the free strips when free). */
  stops: number[];
  steps: SlotStep[];
  win: number;
  free_spins_awarded: number;
  multiplier?: number;
}

export interface SlotView {
  spins: SlotSpin[];
  win: number;
  capped: boolean;
}

/** How many of each symbol each strip holds: counts[symbol][reel]. */
export function stripCounts(
  strips: readonly string[][],
  symbols: readonly string[],
): Record<string, number[]> {
  return Object.fromEntries(
    symbols.map((id) => [id, strips.map((strip) => strip.filter((symbol) => symbol === id).length)]),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a layout from the session (untrusted JSON), filling safe defaults. */
export function parseLayout(value: unknown): SlotLayout {
  const raw = isObject(value) ? value : {};
  const mechanic = raw.mechanic === 'ways' || raw.mechanic === 'cluster' ? raw.mechanic : 'lines';
  const reels = typeof raw.reels === 'number' && raw.reels > 0 ? Math.floor(raw.reels) : 5;
  const rows = typeof raw.rows === 'number' && raw.rows > 0 ? Math.floor(raw.rows) : 3;
  const paylines = Array.isArray(raw.paylines)
    ? raw.paylines.filter(
        (line): line is number[] => Array.isArray(line) && line.every((n) => typeof n === 'number'),
      )
    : undefined;
  const symbols = Array.isArray(raw.symbols)
    ? raw.symbols.filter(
        (symbol): symbol is SlotSymbol =>
          isObject(symbol) && typeof symbol.id === 'string' && isObject(symbol.pays),
      )
    : [];
  const features = Array.isArray(raw.features)
    ? raw.features.filter((f): f is string => typeof f === 'string')
    : [];
  const betCoins = typeof raw.bet_coins === 'number' ? raw.bet_coins : 1;
  const strips = ReelTape.parse(raw.strips, reels, rows);
  return { mechanic, reels, rows, bet_coins: betCoins, paylines, symbols, features, strips };
}

/** Key of a cell in sets and maps. */
export function cellKey(reel: number, row: number): string {
  return `${reel}:${row}`;
}

/** Every cell that takes part in at least one win of a step. */
export function winningCells(wins: readonly SlotWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) for (const [reel, row] of win.positions) cells.add(cellKey(reel, row));
  return cells;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The polyline of a payline through cell centres, extended half a cell past the first and last
 * reels so it reads as a line across the whole window.
 */
export function paylinePoints(line: readonly number[], cell: number, gap: number, origin: Point): Point[] {
  const centre = (reel: number, row: number): Point => ({
    x: origin.x + reel * (cell + gap) + cell / 2,
    y: origin.y + row * cell + cell / 2,
  });
  const points = line.map((row, reel) => centre(reel, row));
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return points;
  return [{ x: first.x - cell / 2, y: first.y }, ...points, { x: last.x + cell / 2, y: last.y }];
}

/**
 * How far (in rows) each symbol of the next grid fell after the winning cells of the previous one
 * were removed: survivors drop to fill the gaps, new symbols come from above. Answers a drop per
 * cell of `next` (grid[reel][row]); 0 means it did not move. When the next grid is not the
 * previous one's survivors settled at the bottom (a game that refills differently), every cell of
 * a reel that lost a symbol drops in from above.
 */
export function cascadeDrops(previous: string[][], removed: Set<string>, next: string[][]): number[][] {
  return next.map((column, reel) => {
    const before = previous[reel] ?? [];
    const rows = column.length;
    const survivors: Array<{ symbol: string; row: number }> = [];
    before.forEach((symbol, row) => {
      if (!removed.has(cellKey(reel, row))) survivors.push({ symbol, row });
    });
    const fresh = rows - survivors.length;
    if (fresh === 0) return column.map(() => 0);
    const settled = survivors.every((survivor, i) => column[fresh + i] === survivor.symbol);
    if (!settled) return column.map(() => rows);
    return column.map((_, row) => {
      if (row < fresh) return fresh;
      const survivor = survivors[row - fresh];
      return survivor ? row - survivor.row : 0;
    });
  });
}

export type WinTier = 'none' | 'small' | 'big' | 'mega' | 'epic';

/** The celebration a win deserves, by its multiple of the stake. */
export function winTier(win: number, stake: number): WinTier {
  if (win <= 0 || stake <= 0) return 'none';
  const multiple = win / stake;
  if (multiple >= 50) return 'epic';
  if (multiple >= 25) return 'mega';
  if (multiple >= 10) return 'big';
  return 'small';
}

/** How many free spins the round grants in total (the first award plus retriggers). */
export function freeSpinsTotal(view: SlotView): number {
  return view.spins.reduce((sum, spin) => sum + spin.free_spins_awarded, 0);
}

/** The multiplier a step shows, if any is worth showing (above ×1). */
export function shownMultiplier(spin: SlotSpin, step: SlotStep): number | null {
  const value = step.multiplier > 1 ? step.multiplier : (spin.multiplier ?? 1);
  return value > 1 ? value : null;
}

/** The pays of a symbol as sorted [count, multiple] pairs, highest count first. */
export function payRows(symbol: SlotSymbol): Array<[number, number]> {
  return Object.entries(symbol.pays)
    .map(([count, multiple]): [number, number] => [Number(count), multiple])
    .filter(([count, multiple]) => Number.isFinite(count) && multiple > 0)
    .sort((a, b) => b[0] - a[0]);
}

/**
 * The count labels of a paytable: a key pays that count and more up to the next key, so
 * { 8, 10, 12 } with at most 30 symbols reads "8–9", "10–11", "12+", while { 3, 4, 5 } on five
 * reels reads "3", "4", "5". Answers labels in the order given (highest count first).
 */
export function countLabels(counts: readonly number[], maxCount: number): string[] {
  const ascending = [...counts].sort((a, b) => a - b);
  return counts.map((count) => {
    const next = ascending[ascending.indexOf(count) + 1];
    const upTo = next === undefined ? maxCount : next - 1;
    if (upTo <= count) return String(count);
    return next === undefined ? `${count}+` : `${count}–${upTo}`;
  });
}

/** Stable colour of the n-th payline (distinct hues around the wheel). */
export function lineColour(line: number): string {
  const hue = (line * 47 + 190) % 360;
  return `hsl(${hue} 95% 62%)`;
}

/**
 * Where each reel stands on its strip, and the symbols a turning reel shows: only the game's
 * own strips (layout.strips, the published ones) at the positions around the real stops, as a
 * physical reel would show them — never a draw of our own, so a spin shows no symbol the strip
 * does not hold there and no near miss the strip would not give.
 *
 * A reel turns downwards: the symbols entering the window from above are the strip's previous
 * ones (strip[top - 1], strip[top - 2], ...), and a reel that stops on `stop` runs in through
 * the symbols just below its window (strip[stop + rows], ...) and overshoots onto strip[stop - 1].
 */

export interface StripSets {
  base: string[][];
  free?: string[][];
}

const at = (strip: readonly string[], index: number): string =>
  strip[((index % strip.length) + strip.length) % strip.length] ?? '';

export class ReelTape {
  /** The strip index of each reel's top row. */
  private readonly tops: number[];
  private free = false;

  constructor(
    private readonly strips: StripSets,
    private readonly rows: number,
  ) {
    // Any stops will do for the first screen: a spread of windows of the base strips.
    this.tops = strips.base.map((strip, reel) => (reel * 7 + 3) % Math.max(strip.length, 1));
  }

  /** Reads layout.strips (untrusted JSON); null when the layout has none. */
  static parse(value: unknown, reels: number, rows: number): StripSets | null {
    const list = (raw: unknown): string[][] | null =>
      Array.isArray(raw) &&
      raw.length === reels &&
      raw.every(
        (strip) => Array.isArray(strip) && strip.length >= rows && strip.every((s) => typeof s === 'string'),
      )
        ? (raw as string[][])
        : null;
    if (typeof value !== 'object' || value === null) return null;
    const base = list((value as { base?: unknown }).base);
    if (!base) return null;
    const free = list((value as { free?: unknown }).free);
    return free ? { base, free } : { base };
  }

  private strip(reel: number, free = this.free): string[] {
    const set = free && this.strips.free ? this.strips.free : this.strips.base;
    return set[reel] ?? [];
  }

  /** Each reel's top row as a strip index. */
  stops(): number[] {
    return [...this.tops];
  }

  /** What the reels show now: each reel's window at its top. */
  grid(): string[][] {
    return this.tops.map((top, reel) =>
      Array.from({ length: this.rows }, (_, row) => at(this.strip(reel), top + row)),
    );
  }

  /**
   * The endless spin of a reel showing `column`: the column, then the strip above it in order,
   * pattern[length - m] = strip[top - m]. Its length is the strip's, so a loop is a turn.
   */
  loop(reel: number, column: readonly string[]): string[] {
    const strip = this.strip(reel);
    const length = Math.max(strip.length, this.rows);
    const top = this.tops[reel] ?? 0;
    return Array.from({ length }, (_, i) =>
      i < this.rows ? (column[i] ?? '') : at(strip, top - (length - i)),
    );
  }

  /**
   * The symbols of a reel stopping at `stop` (of the free strips when `free`): `runIn[j]` for the
   * j-th cell above the window the reel runs in from (j = 0 nearest the window it leaves, the
   * last just below the result), and the overshoot cell just above the result.
   */
  landing(reel: number, stop: number, free: boolean, runIn: number): { runIn: string[]; overshoot: string } {
    const strip = this.strip(reel, free);
    return {
      runIn: Array.from({ length: runIn }, (_, j) => at(strip, stop + this.rows + (runIn - 1 - j))),
      overshoot: at(strip, stop - 1),
    };
  }

  /** A spin has stopped on `stops`. */
  land(stops: readonly number[], free: boolean): void {
    this.free = free;
    stops.forEach((stop, reel) => {
      this.tops[reel] = stop;
    });
  }

  /** A tumble removed `removed[reel]` symbols: the strip above fell in, so each top moves up. */
  tumble(removed: readonly number[]): void {
    removed.forEach((count, reel) => {
      this.tops[reel] = (this.tops[reel] ?? 0) - count;
    });
  }
}

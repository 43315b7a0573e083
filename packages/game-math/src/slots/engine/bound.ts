import type { CompiledSlot, WeightTable } from './compile.js';

/*
 * A sound upper bound of what one round can pay, from the strips: where it stays at or below
 * the published cap, the cap is never reached and the exact expectation (exact.ts) is the RTP.
 *
 * For a symbol T, a reel's window can show at most m_r(T) cells of T-or-wild (the most any stop
 * shows). A payline pays T for k reels only if its first k cells are among those cells, so the
 * T wins of a spin are at most the best, over every choice of m_r(T) rows per reel, of the
 * lines' pays for their runs through the chosen rows. Each line pays one symbol, so the sum of
 * these per-symbol bests bounds the line wins. Ways pay T at most pay(k) times the product of
 * m_r(T) over the first k reels. Scatters pay at most for the sum over reels of the most
 * scatters a window shows. Multipliers count at their largest; free spins at their most (a
 * game that retriggers has no bound).
 */

/** An upper bound of one round's coins (Infinity when none exists, e.g. with retriggers). */
export function roundWinBound(c: CompiledSlot): number {
  const base = spinWinBound(c, false);
  let mostFreeSpins = 0;
  for (const spins of c.awards) mostFreeSpins = Math.max(mostFreeSpins, spins);
  if (mostFreeSpins === 0) return base;
  if (c.retrigger && c.retrigger.some((spins) => spins > 0)) return Infinity;
  return base + mostFreeSpins * spinWinBound(c, true);
}

/** An upper bound of one spin's coins (see the file comment). */
export function spinWinBound(c: CompiledSlot, free: boolean): number {
  if (c.definition.mechanic === 'cluster') return Infinity;
  const strips = free ? c.freeStrips : c.baseStrips;
  const n = c.symbolIds.length;
  let wins = 0;
  for (let t = 0; t < n; t++) {
    const paysAsLine = c.isPaying[t] === 1 || t === c.payingWild;
    if (!paysAsLine) continue;
    const counted =
      t === c.payingWild ? (s: number) => c.isWild[s] === 1 : (s: number) => s === t || c.isWild[s] === 1;
    const most = strips.map((strip) => mostShown(c, strip, counted));
    wins += c.definition.mechanic === 'lines' ? lineBound(c, t, most) : waysBound(c, t, most);
  }
  let mostWildFactor = 1;
  for (let s = 0; s < n; s++) mostWildFactor = Math.max(mostWildFactor, c.wildMultiplier[s] ?? 1);
  wins *= mostWildFactor ** c.reels;

  let scatterPay = 0;
  if (c.scatter >= 0) {
    const most = strips.reduce((sum, strip) => sum + mostShown(c, strip, (s) => s === c.scatter), 0);
    for (let count = 0; count <= most; count++) {
      scatterPay = Math.max(scatterPay, c.pays[c.scatter * c.payStride + count] ?? 0);
    }
  }
  const table = free ? c.freeSpinMultipliers : c.baseSpinMultipliers;
  return (wins + scatterPay) * largest(table) * (free ? c.freeMultiplier : 1);
}

/** The most cells of one reel's window, over every stop, that `matches` accepts. */
function mostShown(c: CompiledSlot, strip: Uint8Array, matches: (s: number) => boolean): number {
  let most = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < c.rows; row++) if (matches(strip[(stop + row) % strip.length] ?? 0)) count += 1;
    most = Math.max(most, count);
  }
  return most;
}

function lineBound(c: CompiledSlot, t: number, most: readonly number[]): number {
  // The best pay for a run of k or fewer reels: a run through chosen rows may be longer than the
  // symbol's real run, so the bound takes the best pay up to k.
  const best = new Float64Array(c.reels + 1);
  for (let k = 1; k <= c.reels; k++) best[k] = Math.max(best[k - 1] ?? 0, c.pays[t * c.payStride + k] ?? 0);
  const masksBySize = rowMasksBySize(c.rows);
  const chosen = new Int32Array(c.reels);
  let bound = 0;
  const walk = (reel: number): void => {
    if (reel === c.reels) {
      let sum = 0;
      for (let line = 0; line < c.lineCount; line++) {
        let run = 0;
        while (run < c.reels) {
          const row = (c.lineCells[line * c.reels + run] ?? 0) - run * c.rows;
          if (((chosen[run] ?? 0) & (1 << row)) === 0) break;
          run += 1;
        }
        sum += best[run] ?? 0;
      }
      bound = Math.max(bound, sum);
      return;
    }
    for (const mask of masksBySize[Math.min(most[reel] ?? 0, c.rows)] ?? []) {
      chosen[reel] = mask;
      walk(reel + 1);
    }
  };
  walk(0);
  return bound;
}

function waysBound(c: CompiledSlot, t: number, most: readonly number[]): number {
  let bound = 0;
  let ways = 1;
  for (let k = 1; k <= c.reels; k++) {
    ways *= most[k - 1] ?? 0;
    bound = Math.max(bound, (c.pays[t * c.payStride + k] ?? 0) * ways);
  }
  return bound;
}

/** masks[size] = every set of `size` rows of the window, as bit masks. */
function rowMasksBySize(rows: number): number[][] {
  const masks: number[][] = Array.from({ length: rows + 1 }, () => []);
  for (let mask = 0; mask < 1 << rows; mask++) {
    let size = 0;
    for (let row = 0; row < rows; row++) if (mask & (1 << row)) size += 1;
    masks[size]?.push(mask);
  }
  return masks;
}

function largest(table: WeightTable | null): number {
  if (!table) return 1;
  let most = 1;
  for (const value of table.values) most = Math.max(most, value);
  return most;
}

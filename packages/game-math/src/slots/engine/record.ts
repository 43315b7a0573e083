import type { CompiledSlot } from './compile.js';
import type { RawWin } from './evaluate.js';
import type { RoundRecorder } from './round.js';
import type { SlotSpinView, SlotStepView, SlotWinView } from './types.js';

/**
 * Builds the client's view of a round while it is played: amounts become cents through
 * `centsPerCoin` (stake / betCoins; 1 gives coins for a verification view).
 */
export class ViewRecorder implements RoundRecorder {
  readonly spins: SlotSpinView[] = [];
  readonly stops: number[][] = [];
  private current: SlotSpinView | null = null;

  constructor(
    private readonly c: CompiledSlot,
    private readonly centsPerCoin: number,
    /** Whether spins carry their own multiplier (games with random or free-spin factors). */
    private readonly showSpinMultiplier: boolean,
  ) {}

  startSpin(free: boolean, stops: Int32Array, spinMultiplier: number): void {
    this.current = { free, stops: Array.from(stops), steps: [], win: 0, free_spins_awarded: 0 };
    if (this.showSpinMultiplier) this.current.multiplier = spinMultiplier;
    this.stops.push(Array.from(stops));
  }

  step(grid: Uint8Array, wins: RawWin[], multiplier: number): void {
    const factor = multiplier * this.centsPerCoin;
    const views = wins.map((win) => this.winView(win, factor));
    const step: SlotStepView = {
      grid: this.gridView(grid),
      wins: views,
      multiplier,
      win: views.reduce((sum, win) => sum + win.win, 0),
    };
    this.current?.steps.push(step);
  }

  endSpin(coins: number, freeSpinsAwarded: number): void {
    const spin = this.current;
    if (!spin) return;
    spin.win = spin.steps.reduce((sum, step) => sum + step.win, 0);
    if (spin.win !== coins * this.centsPerCoin) throw new Error('a spin view disagrees with its coins');
    spin.free_spins_awarded = freeSpinsAwarded;
    this.spins.push(spin);
    this.current = null;
  }

  private gridView(grid: Uint8Array): string[][] {
    const { reels, rows, symbolIds } = this.c;
    return Array.from({ length: reels }, (_, reel) =>
      Array.from({ length: rows }, (_, row) => symbolIds[grid[reel * rows + row] ?? 0] ?? ''),
    );
  }

  private winView(win: RawWin, factor: number): SlotWinView {
    const rows = this.c.rows;
    return {
      symbol: this.c.symbolIds[win.symbol] ?? '',
      count: win.count,
      kind: win.kind,
      ...(win.line === undefined ? {} : { line: win.line }),
      ...(win.ways === undefined ? {} : { ways: win.ways }),
      positions: win.cells.map((cell): [number, number] => [Math.floor(cell / rows), cell % rows]),
      win: win.coins * factor,
    };
  }
}

/** The chips a player has put on a table (roulette, baccarat) before the round is played. */

export interface Chip {
  spot: string;
  amount: number;
}

export interface TableLimits {
  /** The most one spot may carry, in cents. */
  maxBet: number;
  /** The most the whole bet may stake. */
  maxTotal: number;
  /** The most chip entries one bet may send. */
  maxChips: number;
}

export type PlaceRefusal = 'spot_limit' | 'total_limit' | 'too_many_chips';

export class ChipBets {
  /** Every placement in order, so Undo takes back the last one. */
  private placements: Chip[][] = [];
  private previous: Chip[] = [];

  constructor(private readonly limits: TableLimits) {}

  /** Places a chip; answers why not when a table limit would be passed. */
  add(spot: string, amount: number): PlaceRefusal | null {
    return this.addAll([{ spot, amount }]);
  }

  /** Places several chips as one step (Rebet, Double). */
  addAll(chips: readonly Chip[]): PlaceRefusal | null {
    const totals = this.totals();
    let total = this.total();
    for (const chip of chips) {
      const onSpot = (totals.get(chip.spot) ?? 0) + chip.amount;
      if (onSpot > this.limits.maxBet) return 'spot_limit';
      totals.set(chip.spot, onSpot);
      total += chip.amount;
    }
    if (total > this.limits.maxTotal) return 'total_limit';
    if (totals.size > this.limits.maxChips) return 'too_many_chips';
    if (chips.length) this.placements.push(chips.map((chip) => ({ ...chip })));
    return null;
  }

  /** Takes back the last placement. */
  undo(): void {
    this.placements.pop();
  }

  clear(): void {
    this.placements = [];
  }

  get empty(): boolean {
    return this.placements.length === 0;
  }

  /** The amount on each spot, in the order spots were first bet. */
  totals(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const step of this.placements) {
      for (const chip of step) totals.set(chip.spot, (totals.get(chip.spot) ?? 0) + chip.amount);
    }
    return totals;
  }

  total(): number {
    let sum = 0;
    for (const amount of this.totals().values()) sum += amount;
    return sum;
  }

  /** The bet to send: one chip per spot. */
  chips(): Chip[] {
    return [...this.totals()].map(([spot, amount]) => ({ spot, amount }));
  }

  /** Remembers the bet just played (for Rebet) and clears the table. */
  settle(): void {
    this.previous = this.chips();
    this.placements = [];
  }

  get canRebet(): boolean {
    return this.previous.length > 0;
  }

  /** Puts the last played bet back on the table. */
  rebet(): PlaceRefusal | null {
    return this.addAll(this.previous);
  }

  /** Doubles every spot on the table. */
  double(): PlaceRefusal | null {
    return this.addAll(this.chips());
  }
}

/** Reads chip limits from a table layout (untrusted JSON), with generous defaults. */
export function limitsOf(layout: unknown): TableLimits {
  const raw = typeof layout === 'object' && layout !== null ? (layout as Record<string, unknown>) : {};
  const num = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  return {
    maxBet: num(raw.max_bet, Number.MAX_SAFE_INTEGER),
    maxTotal: num(raw.max_total, Number.MAX_SAFE_INTEGER),
    maxChips: num(raw.max_chips, 500),
  };
}

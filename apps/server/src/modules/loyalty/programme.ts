import { DEFAULT_CONTRIBUTIONS, STATION_THRESHOLDS } from '@casino/contract';

/**
 * The status programme's rules with no I/O (document 2, section 9; docs/decisions/015): the
 * stations, cashback by level, calendar months and cashback weeks in UTC.
 */

/**
 * What a stake counts towards status points, in percent, by its category (the bet's
 * reference.game_type): the casino's wagering contributions, and sports stakes in full like slots
 * (docs/decisions/047). Bonus wagering keeps its own table: a sports stake counts nothing there.
 */
export const STATUS_CONTRIBUTIONS: Readonly<Record<string, number>> = {
  ...DEFAULT_CONTRIBUTIONS,
  sports: 100,
};

export interface StationRule {
  level: number;
  threshold: number;
  /** The station's spins reward. */
  spins: number;
  spinBetCents: number;
  spinsWager: number;
  /** Bonus terms offered when the station is reached. */
  termsCode: string;
}

export interface CashbackRule {
  level: number;
  rate: number;
  capCents: number;
  wager: number;
  termsCode: string;
}

const SPINS = [10, 50, 50, 50, 65, 80, 100] as const;
const SPINS_WAGER = [15, 15, 10, 10, 5, 5, 5] as const;

export const STATIONS: readonly StationRule[] = STATION_THRESHOLDS.map((threshold, i) => ({
  level: i + 1,
  threshold,
  spins: SPINS[i] ?? 0,
  spinBetCents: 20,
  spinsWager: SPINS_WAGER[i] ?? 0,
  termsCode: `station-${i + 1}`,
}));

const USD = 100;
export const CASHBACK: readonly CashbackRule[] = [
  { level: 2, rate: 2, capCents: 1_000 * USD, wager: 15 },
  { level: 3, rate: 4, capCents: 1_000 * USD, wager: 10 },
  { level: 4, rate: 6, capCents: 1_000 * USD, wager: 10 },
  { level: 5, rate: 8, capCents: 2_000 * USD, wager: 5 },
  { level: 6, rate: 10, capCents: 2_000 * USD, wager: 5 },
  { level: 7, rate: 12, capCents: 2_500 * USD, wager: 5 },
].map((c) => ({ ...c, termsCode: `cashback-level-${c.level}` }));

export const VIP_MONTHLY_DEPOSIT_CENTS = 25_000 * USD;

/** The station a number of points reaches (0 below the first threshold). */
export function stationOf(points: number): number {
  let station = 0;
  for (const s of STATIONS) if (points >= s.threshold) station = s.level;
  return station;
}

export function cashbackRuleOf(station: number): CashbackRule | undefined {
  return CASHBACK.find((c) => c.level === station);
}

/** Points from a weighted stake (cents x contribution percent), to the hundredth, rounded down. */
export function pointsOf(weightedStake: number, usdPerPoint: number): number {
  return Math.floor(weightedStake / usdPerPoint / 100) / 100;
}

/** The calendar month (UTC) holding the moment: its first day 00:00 and the next month's. */
export function monthOf(now: Date): { start: Date; end: Date; key: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end, key: start.toISOString().slice(0, 7) };
}

/** The first day of the month as the database keeps it (YYYY-MM-DD). */
export const monthDate = (now: Date): string => monthOf(now).start.toISOString().slice(0, 10);

/**
 * The cashback week (document 2, section 9: days 1-7, 8-14, 15-21 and 22 to the month's end)
 * holding the moment, in UTC, keyed by its first day.
 */
export function cashbackWeekOf(now: Date): { start: Date; end: Date; key: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const day = now.getUTCDate();
  const first = day >= 22 ? 22 : day >= 15 ? 15 : day >= 8 ? 8 : 1;
  const start = new Date(Date.UTC(y, m, first));
  const end = first === 22 ? new Date(Date.UTC(y, m + 1, 1)) : new Date(Date.UTC(y, m, first + 7));
  return { start, end, key: start.toISOString().slice(0, 10) };
}

/** The cashback week before the one holding the moment. */
export function previousCashbackWeek(now: Date): { start: Date; end: Date; key: string } {
  return cashbackWeekOf(new Date(cashbackWeekOf(now).start.getTime() - 1));
}

/** A weighted stake for a bet's cash part: cents x the category's contribution in percent. */
export function weightedStakeOf(
  cashCents: number,
  category: string,
  contributions: Readonly<Record<string, number>>,
): number {
  const percent = contributions[category] ?? 0;
  return cashCents > 0 && percent > 0 ? cashCents * percent : 0;
}

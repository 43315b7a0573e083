/**
 * The status programme, cashback and VIP (document 2, sections 2, 4, 6 and 9). Paths are under
 * /api/frontend/ with the spec's trailing slashes:
 *   GET  ranks/                   -> RanksAnswer (guests too; `player` is null for a guest)
 *   GET  cashback/                -> CashbackClaim[] (the player's claims, newest first)
 *   POST cashback/{id}/claim/     -> CashbackClaimResult (paid as a bonus with its wagering)
 * Errors: 400 {non_field_errors: [message]} (claimed, expired, another bonus active), 401/404 {detail}.
 */

/** Station 1..7 thresholds in points (document 2, section 9). */
export const STATION_THRESHOLDS = [125, 750, 2000, 5000, 7500, 10000, 13000] as const;
/** Depositing this many USD within one calendar month (UTC) makes a player VIP. */
export const VIP_MONTHLY_DEPOSIT_USD = 25_000;

/** One station of the ladder, the same for everyone. */
export interface Station {
  level: number;
  /** Points needed this month. */
  threshold: number;
  /** Wagering multiplier of the station's spins. */
  wagering: number;
  /** Free spins offered when the station is reached (once per month). */
  spins: number;
  /** USD per spin. */
  spin_bet: number;
  /** Weekly cashback in percent of net losses; 0 below station 2. */
  cashback_rate: number;
  /** USD; null below station 2. */
  cashback_cap: number | null;
  /** Wagering multiplier of the cashback; null below station 2. */
  cashback_wagering: number | null;
}

/** Where a signed-in player stands this month. */
export interface PlayerRank {
  /** 0 (no station yet) to 7. */
  station: number;
  /** Points this month, to two decimals. */
  points: number;
  /** Null at station 7. */
  next_station: number | null;
  next_threshold: number | null;
  points_to_next: number | null;
  /** The month the points count for, YYYY-MM (UTC). */
  month: string;
  /** ISO 8601: when points and station restart (00:00 UTC on the 1st). */
  resets_at: string;
  /** The same figures the profile carries. */
  current_rank: number;
  current_rank_progress: number;
  is_vip: boolean;
  vip_since: string | null;
  /** USD deposited this calendar month (VIP counts towards VIP_MONTHLY_DEPOSIT_USD). */
  month_deposits: number;
}

export interface RanksAnswer {
  stations: Station[];
  /** USD of slot bets (100% contribution) per point. */
  usd_per_point: number;
  /** Percent of each real-money bet that counts, by game category. */
  contributions: Record<string, number>;
  vip_monthly_deposit: number;
  player: PlayerRank | null;
}

export type CashbackStatus = 'ready' | 'claimed' | 'expired';

/** One week's cashback for the player. */
export interface CashbackClaim {
  id: number;
  /** ISO 8601: the week [period_start, period_end). */
  period_start: string;
  period_end: string;
  station: number;
  /** Percent. */
  rate: number;
  /** USD of real-money net losses in the week. */
  net_loss: number;
  /** USD offered (rate x net loss, up to the station's cap). */
  amount: number;
  wager: number;
  status: CashbackStatus;
  /** ISO 8601: claim before. */
  expires_at: string;
  claimed_at: string | null;
}

export interface CashbackClaimResult {
  detail: string;
  claim: CashbackClaim;
}

import {
  centsToUsd,
  DEFAULT_CONTRIBUTIONS,
  type CashbackClaim,
  type CashbackClaimResult,
  type PlayerRank,
  type RanksAnswer,
  type Station,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { AppError, fieldError, notFound } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import { bonusesOf, offerBonus } from '../bonuses/bonuses.service.js';
import { limitsOf } from '../limits/limits.service.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import type { PlacedBet, RefundedBet } from '../wallet/wallet.service.js';
import './loyalty.messages.js';
import * as repo from './loyalty.repository.js';
import {
  CASHBACK,
  cashbackRuleOf,
  cashbackWeekOf,
  monthDate,
  monthOf,
  pointsOf,
  previousCashbackWeek,
  STATIONS,
  STATUS_CONTRIBUTIONS,
  VIP_MONTHLY_DEPOSIT_CENTS,
  weightedStakeOf,
} from './programme.js';

/** What the programme is built from (the app's deps, a job's, or a test's). */
export interface LoyaltyDeps {
  db: Db;
  clock: Clock;
  config: { loyaltyUsdPerPoint: number };
}

/** How many cashback weeks the player's list shows (about a quarter). */
const CLAIMS_LISTED = 14;

/**
 * The status programme (docs/decisions/015): points counted inside every real-money bet, the
 * stations and their spins, weekly cashback claims paid as bonuses, VIP qualification.
 */
export class LoyaltyService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly usdPerPoint: number;
  private readonly thresholds: number[];
  private readonly stakePerPoint: number;

  constructor(deps: LoyaltyDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.usdPerPoint = deps.config.loyaltyUsdPerPoint;
    this.thresholds = repo.stakeThresholds(this.usdPerPoint);
    this.stakePerPoint = this.usdPerPoint * 100 * 100;
  }

  /**
   * What the batch's loyalty part needs to count a bet's points as countBet does (the bet and win
   * rules pass it to games_fast_calls).
   */
  batchSettings(): Record<string, unknown> {
    return {
      thresholds: this.thresholds,
      stake_per_point: this.stakePerPoint,
      contributions: STATUS_CONTRIBUTIONS,
    };
  }

  /**
   * Takes a refunded stake's points back, in the refund's transaction: a stake the game rolled back
   * (a round it could not finish) no longer earns points.
   */
  async uncountRefund(refund: RefundedBet, tx: Queryable): Promise<void> {
    const category = typeof refund.reference.game_type === 'string' ? refund.reference.game_type : 'slots';
    const weighted = weightedStakeOf(refund.cashCents, category, STATUS_CONTRIBUTIONS);
    if (weighted === 0) return;
    const now = this.clock.now();
    const after = await repo.subtractStake(tx, {
      userId: refund.userId,
      month: monthDate(now),
      weighted,
      thresholds: this.thresholds,
      now,
    });
    if (after)
      await repo.setRank(tx, {
        userId: refund.userId,
        station: after.station,
        points: Math.floor(after.weighted / this.stakePerPoint),
      });
  }

  /**
   * Adds a real-money bet's points: its cash part weighted by the game's category. In the bet's
   * transaction, so a bet refused later (a bonus's maximum bet) or rolled back takes its points
   * with it, and points count exactly the bets that stand.
   */
  async countBet(bet: PlacedBet, tx: Queryable): Promise<void> {
    const category = typeof bet.reference.game_type === 'string' ? bet.reference.game_type : 'slots';
    const weighted = weightedStakeOf(bet.cashCents, category, STATUS_CONTRIBUTIONS);
    if (weighted === 0) return;
    const now = this.clock.now();
    const month = monthDate(now);
    // The month's stake and, when a whole point changes, the profile's figures (one statement).
    const after = await repo.addStake(tx, {
      userId: bet.userId,
      month,
      weighted,
      thresholds: this.thresholds,
      stakePerPoint: this.stakePerPoint,
      now,
    });
    const before = after.before;
    for (let i = 0; i < this.thresholds.length; i += 1) {
      const threshold = this.thresholds[i] ?? Infinity;
      // Only a bet that crosses a threshold does more than that.
      if (before < threshold && after.weighted >= threshold)
        await this.reachStation(tx, bet.userId, month, i + 1, now);
    }
  }

  /** Records the station and offers its spins, once per player and month. */
  private async reachStation(
    tx: Queryable,
    userId: number,
    month: string,
    station: number,
    now: Date,
  ): Promise<void> {
    if (!(await repo.insertStation(tx, { userId, month, station, now }))) return;
    const rule = STATIONS[station - 1];
    const termsId = rule ? await repo.findTermsId(tx, rule.termsCode) : undefined;
    // Terms an operator disabled are not offered; the station still counts for cashback.
    const offer =
      termsId === undefined ? undefined : await offerBonus(tx, { userId, termsId, source: 'loyalty', now });
    if (offer) await repo.setStationBonus(tx, { userId, month, station, playerBonusId: offer.id });
    // The player's inbox hears of it once per station and month (docs/decisions/019).
    await insertPlayerEvent(tx, {
      userId,
      type: 'station_reached',
      payload: { station, month, spins: offer ? (rule?.spins ?? 0) : 0, player_bonus_id: offer?.id ?? null },
      dedupeKey: `station:${userId}:${month}:${station}`,
      now,
    });
  }

  /** GET ranks/: the stations, and where the signed-in player stands this month. */
  async ranks(userId: number | undefined): Promise<RanksAnswer> {
    return {
      stations: STATIONS.map(presentStation),
      usd_per_point: this.usdPerPoint,
      contributions: { ...DEFAULT_CONTRIBUTIONS },
      vip_monthly_deposit: centsToUsd(VIP_MONTHLY_DEPOSIT_CENTS),
      player: userId === undefined ? null : ((await this.standing(userId)) ?? null),
    };
  }

  private async standing(userId: number): Promise<PlayerRank | undefined> {
    const now = this.clock.now();
    const month = monthOf(now);
    const row = await repo.findStanding(this.db, userId, { ...month, date: monthDate(now) });
    if (!row) return undefined;
    const points = pointsOf(row.weighted_stake, this.usdPerPoint);
    const next = STATIONS.find((s) => s.level === row.station + 1);
    // Marked by the VIP job; a qualifying deposit shows at once, before the job's next run.
    const qualifies = row.month_deposits_cents >= VIP_MONTHLY_DEPOSIT_CENTS;
    return {
      station: row.station,
      points,
      next_station: next?.level ?? null,
      next_threshold: next?.threshold ?? null,
      points_to_next: next ? Math.round((next.threshold - points) * 100) / 100 : null,
      month: month.key,
      resets_at: month.end.toISOString(),
      current_rank: row.current_rank,
      current_rank_progress: row.current_rank_progress,
      is_vip: row.vip_since !== null || qualifies,
      vip_since: row.vip_since ? row.vip_since.toISOString() : qualifies ? now.toISOString() : null,
      month_deposits: centsToUsd(row.month_deposits_cents),
    };
  }

  /** GET cashback/: the player's weekly claims, newest first. */
  async claims(userId: number): Promise<CashbackClaim[]> {
    const now = this.clock.now();
    return (await repo.listClaims(this.db, userId, CLAIMS_LISTED)).map((c) => presentClaim(c, now));
  }

  /**
   * POST cashback/{id}/claim/: pays the week's cashback as a bonus with its level's wagering, in
   * one transaction with marking it claimed, so it is paid once however often it is asked for.
   */
  async claim(userId: number, claimId: number, locale: Locale): Promise<CashbackClaimResult> {
    const claimed = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const claim = await repo.lockClaim(tx, userId, claimId);
      if (!claim) throw notFound('cashback_not_found');
      // Cashback is a bonus: none is taken during a time-out or self-exclusion (docs/decisions/038).
      await limitsOf({ db: this.db, clock: this.clock }).assertNotPaused(userId, tx);
      if (claim.claimed_at) throw fieldError('non_field_errors', 'cashback_already_claimed');
      if (claim.expires_at.getTime() <= now.getTime())
        throw fieldError('non_field_errors', 'cashback_expired');
      const termsId = await repo.findTermsId(tx, claim.terms_code);
      if (termsId === undefined) throw fieldError('non_field_errors', 'cashback_unavailable');
      let bonus;
      try {
        bonus = await bonusesOf({ db: this.db, clock: this.clock }).grantFixed(tx, {
          userId,
          termsId,
          amountCents: claim.amount_cents,
          source: 'loyalty',
          from: 'cashback',
          now,
        });
      } catch (err) {
        // One bonus at a time (docs/decisions/013): the claim waits until the current one ends.
        if (err instanceof AppError && err.status === 400)
          throw fieldError('non_field_errors', 'cashback_bonus_active');
        throw err;
      }
      return repo.markClaimed(tx, { id: claim.id, playerBonusId: bonus.id, now });
    });
    return {
      detail: translate('cashback_claimed', locale),
      claim: presentClaim(claimed, this.clock.now()),
    };
  }

  // ---- jobs ----

  /**
   * Settles the cashback week before the one holding `now`: one claim per player at station 2 or
   * above at the week's end with net real-money losses in it. Safe to run again (one claim per
   * player and week). Answers how many claims were created.
   */
  async settleCashback(now: Date): Promise<{ week: string; created: number }> {
    const week = previousCashbackWeek(now);
    const expiresAt = cashbackWeekOf(now).end;
    const losses = await repo.weekLosses(this.db, { month: monthDate(week.start), ...week });
    let created = 0;
    for (const loss of losses) {
      const rule = cashbackRuleOf(loss.station);
      if (!rule || loss.net_loss_cents <= 0) continue;
      // An offer to play on is marketing: none for a player in a break (docs/decisions/040).
      if (await limitsOf({ db: this.db, clock: this.clock }).isPaused(loss.user_id)) continue;
      const amountCents = Math.min(Math.floor((loss.net_loss_cents * rule.rate) / 100), rule.capCents);
      if (amountCents <= 0) continue;
      const inserted = await this.recordClaim({
        userId: loss.user_id,
        start: week.start,
        end: week.end,
        station: loss.station,
        rate: rule.rate,
        netLossCents: loss.net_loss_cents,
        amountCents,
        wager: rule.wager,
        termsCode: rule.termsCode,
        expiresAt,
        now,
      });
      if (inserted) created += 1;
    }
    return { week: week.key, created };
  }

  /** A week's claim and the player's inbox message about it, in one transaction (docs/decisions/019). */
  private recordClaim(claim: repo.NewClaim): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.insertClaim(tx, claim))) return false;
      await insertPlayerEvent(tx, {
        userId: claim.userId,
        type: 'cashback_ready',
        payload: {
          amount_usd: centsToUsd(claim.amountCents),
          rate: claim.rate,
          station: claim.station,
          period_start: claim.start.toISOString(),
          period_end: claim.end.toISOString(),
          expires_at: claim.expiresAt.toISOString(),
        },
        dedupeKey: `cashback:${claim.userId}:${claim.start.toISOString().slice(0, 10)}`,
        now: claim.now,
      });
      return true;
    });
  }

  /** Puts players who have not bet this month back to station 0 (their month starts empty). */
  async resetMonth(now: Date): Promise<{ month: string; reset: number }> {
    const reset = await repo.resetRanks(this.db, monthDate(now));
    return { month: monthOf(now).key, reset };
  }

  /** Marks the players whose deposits this month reach the VIP threshold. */
  async markVip(now: Date): Promise<number> {
    const month = monthOf(now);
    return repo.markVip(this.db, { ...month, thresholdCents: VIP_MONTHLY_DEPOSIT_CENTS, now });
  }
}

function presentStation(s: (typeof STATIONS)[number]): Station {
  const cashback = CASHBACK.find((c) => c.level === s.level);
  return {
    level: s.level,
    threshold: s.threshold,
    wagering: s.spinsWager,
    spins: s.spins,
    spin_bet: centsToUsd(s.spinBetCents),
    cashback_rate: cashback?.rate ?? 0,
    cashback_cap: cashback ? centsToUsd(cashback.capCents) : null,
    cashback_wagering: cashback?.wager ?? null,
  };
}

function presentClaim(c: repo.ClaimRow, now: Date): CashbackClaim {
  return {
    id: Number(c.id),
    period_start: c.period_start.toISOString(),
    period_end: c.period_end.toISOString(),
    station: c.station,
    rate: c.rate,
    net_loss: centsToUsd(c.net_loss_cents),
    amount: centsToUsd(c.amount_cents),
    wager: c.wager,
    status: c.claimed_at ? 'claimed' : c.expires_at.getTime() <= now.getTime() ? 'expired' : 'ready',
    expires_at: c.expires_at.toISOString(),
    claimed_at: c.claimed_at ? c.claimed_at.toISOString() : null,
  };
}

const instances = new WeakMap<Db, LoyaltyService>();

/** The one LoyaltyService of a database (its listeners are registered in modules/bet-and-win-rules.ts). */
export function loyaltyOf(deps: LoyaltyDeps): LoyaltyService {
  let service = instances.get(deps.db);
  if (!service) {
    service = new LoyaltyService(deps);
    instances.set(deps.db, service);
  }
  return service;
}

import crypto from 'node:crypto';
import {
  LIMIT_COOLING_OFF_HOURS,
  REOPEN_COOLING_OFF_HOURS,
  LIMITS_REVIEW_MONTHS,
  centsToUsd,
  type ActivityStatement,
  type PlaySession,
  type StatementPeriod,
  type AccountState,
  type BreakKind,
  type BreakPeriod,
  type GamblingLimits,
  type LimitKind,
  type LimitPeriod,
  type LimitsOfferPlace,
  type LimitsPrompts,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { AppError, detailError, fieldError } from '../../platform/http/errors.js';
import { recordAudit, type Actor, type StaffActor } from '../audit/audit.service.js';
import { revokeAllRefreshTokens } from '../accounts/refresh-tokens.service.js';
import { insertPlayerEvent, type PlayerEventType } from '../events/player-events.repository.js';
import type { PlacedBet, RefundedBet } from '../wallet/wallet.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import * as repo from './limits.repository.js';
import './limits.messages.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * HOUR_MS;
/** How many periods the activity statement shows. */
const STATEMENT_LENGTH: Record<StatementPeriod, number> = { day: 30, week: 12, month: 12 };
/** The reality-check interval of a player who chose none where the rules require checks. */
const DEFAULT_CHECK_MINUTES = 60;
/** Keep in step with limits_round_allowance() and limits_idle_gap() in sql/limits.sql. */
const ROUND_ALLOWANCE_SECONDS = 10;
const IDLE_GAP_MS = 10 * 60_000;
const REOPEN_COOLING_OFF_MS = REOPEN_COOLING_OFF_HOURS * HOUR_MS;

/**
 * A player just became self-excluded, in the transaction that did it: by their own choice
 * ('player', until endsAt, null for ever) or because the national register lists them
 * ('register'). Listeners cancel the bonus and keep the identifiers (docs/decisions/040).
 */
export interface SelfExclusionEvent {
  userId: number;
  source: 'player' | 'register';
  endsAt: Date | null;
  now: Date;
}
export type SelfExclusionListener = (tx: Queryable, event: SelfExclusionEvent) => Promise<void>;

/** `start` plus n calendar months (UTC). */
function addMonths(start: Date, n: number): Date {
  const d = new Date(start);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d;
}

/** How long each break lasts (calendar months for the self-exclusions); null: permanent. */
function breakEnd(period: BreakPeriod, start: Date): Date | null {
  const months = (n: number) => addMonths(start, n);
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY_MS);
    case '7d':
      return new Date(start.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(start.getTime() + 30 * DAY_MS);
    case '6w':
      return new Date(start.getTime() + 42 * DAY_MS);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
  }
}

/** A moment as the player reads it in a message (UTC, to the minute). */
export function messageMoment(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A bet refused by the limits engine: the wallet answers it with its typed refusal. */
export class PlayRefusedError extends AppError {
  constructor(
    readonly reason: 'paused' | 'limit' | 'time' | 'reality_check',
    readonly room: repo.StakeRoom,
    readonly time: repo.TimeRoom | null = null,
  ) {
    super(409, { detail: refusalDetail(reason, room, time) });
    this.name = 'PlayRefusedError';
  }

  /** The refusal's text for the game's provider (English: the provider shows its own). */
  providerMessage(): string {
    if (this.reason === 'paused') return 'the player is in a time-out or self-exclusion';
    if (this.reason === 'time')
      return `the player's daily play-time limit (${this.time?.limit_minutes ?? 0} minutes) is used up`;
    if (this.reason === 'reality_check')
      return 'a reality check is due: the player must acknowledge it first';
    const left = Math.max(0, this.room.room ?? 0);
    const frees = this.room.frees_at ? `; more from ${this.room.frees_at.toISOString()}` : '';
    return `the bet goes beyond the player's ${this.room.limit_kind ?? 'play'} limit (${(left / 100).toFixed(2)} left${frees})`;
  }
}

function refusalDetail(
  reason: PlayRefusedError['reason'],
  room: repo.StakeRoom,
  time: repo.TimeRoom | null,
): { key: string; params?: Record<string, string | number> } {
  switch (reason) {
    case 'paused':
      return room.blocked_until
        ? { key: 'play_paused', params: { until: messageMoment(room.blocked_until) } }
        : { key: 'play_paused_permanent' };
    case 'limit':
      return { key: 'play_limit', params: { left: (Math.max(0, room.room ?? 0) / 100).toFixed(2) } };
    case 'time':
      return { key: 'time_limit_reached', params: { minutes: time?.limit_minutes ?? 0 } };
    case 'reality_check':
      return { key: 'reality_check_due' };
  }
}

/** The actor of a change the player made: audited as the player (docs/decisions/038). */
export function playerActor(userId: number): Actor {
  return { type: 'system', staffId: null, label: `player:${userId}`, address: null };
}

/**
 * Who changes a limit or starts a break: the player themselves, or a compliance officer acting on
 * the player's request with a reason (docs/decisions/042), who may only make the player safer.
 */
export type ChangedBy = { staff: StaffActor; reason: string } | undefined;

/**
 * The limits engine (docs/decisions/038): deposit, loss and wager limits over rolling windows,
 * time-outs and self-exclusions. Every stake and deposit application asks it inside the
 * transaction that moves the money; every change is a player event and an audit entry.
 */
export class LimitsService {
  /** Play-time settings both wallet paths apply (docs/decisions/039). */
  readonly timeSettings: repo.TimeSettings;

  constructor(private readonly deps: { db: Db; clock: Clock; config?: Pick<Config, 'realityCheck'> }) {
    const rc = deps.config?.realityCheck ?? { required: false, secondsPerMinute: 60 };
    this.timeSettings = {
      checkUnitSeconds: rc.secondsPerMinute,
      defaultCheckMinutes: rc.required ? DEFAULT_CHECK_MINUTES : null,
    };
  }

  /** The batch's settings of part play_time (games/sql/fast-calls.sql). */
  batchSettings(): Record<string, number | null> {
    return {
      check_unit_seconds: this.timeSettings.checkUnitSeconds,
      default_check_minutes: this.timeSettings.defaultCheckMinutes,
    };
  }

  private readonly selfExclusionListeners: SelfExclusionListener[] = [];

  /** Runs the listener inside every self-exclusion's transaction (its failure undoes the exclusion). */
  onSelfExcluded(listener: SelfExclusionListener): () => void {
    this.selfExclusionListeners.push(listener);
    return () => {
      const i = this.selfExclusionListeners.indexOf(listener);
      if (i >= 0) this.selfExclusionListeners.splice(i, 1);
    };
  }

  /** The player's limits with what each leaves now, and any break running. */
  async overview(userId: number): Promise<GamblingLimits> {
    const now = this.deps.clock.now();
    const db = this.deps.db;
    const [all, deposits, play, block, exclusion, session, timed] = await Promise.all([
      repo.listLimits(db, userId),
      repo.depositsUsed(db, userId, now),
      repo.playUsed(db, userId, now),
      repo.currentBlock(db, userId, now),
      repo.exclusionState(db, userId, now),
      this.session(userId),
      repo.timedPlayer(db, userId),
    ]);
    const time = all.find((l) => l.kind === 'time');
    const limits = all.filter((l): l is repo.LimitRow & { kind: LimitKind } => l.kind !== 'time');
    return {
      time_limit: time
        ? {
            minutes: time.amount_cents,
            used_minutes: Math.floor(session.today_seconds / 60),
            pending_minutes: time.pending_cents,
            pending_removal: time.pending_removal,
            confirmable_at: time.pending_at
              ? new Date(time.pending_at.getTime() + COOLING_OFF_MS).toISOString()
              : null,
          }
        : null,
      reality_check: {
        minutes: timed?.reality_check_minutes ?? this.timeSettings.defaultCheckMinutes,
        can_turn_off: this.timeSettings.defaultCheckMinutes === null,
      },
      limits: limits.map((l) => {
        let used = 0;
        let frees: Date | null = null;
        if (l.kind === 'deposit') {
          const d = deposits.find((x) => x.period === l.period);
          used = d?.used ?? 0;
          frees = d?.frees ?? null;
        } else {
          const p = play.find((x) => x.period === l.period);
          used = Math.max(0, (l.kind === 'wager' ? p?.staked : p?.lost) ?? 0);
          frees = p?.oldest ?? null;
        }
        return {
          kind: l.kind,
          period: l.period,
          amount: centsToUsd(l.amount_cents),
          used: centsToUsd(used),
          left: centsToUsd(Math.max(0, l.amount_cents - used)),
          frees_at: used > 0 && frees ? frees.toISOString() : null,
          pending_amount: l.pending_cents === null ? null : centsToUsd(l.pending_cents),
          pending_removal: l.pending_removal,
          confirmable_at: l.pending_at
            ? new Date(l.pending_at.getTime() + COOLING_OFF_MS).toISOString()
            : null,
        };
      }),
      break: block
        ? {
            kind: block.kind,
            period: block.period,
            started_at: block.started_at.toISOString(),
            ends_at: block.ends_at?.toISOString() ?? null,
          }
        : null,
      account_state: accountStateOf(exclusion),
      cooling_off_until: exclusion.cooling_off_until?.toISOString() ?? null,
    };
  }

  /**
   * Sets a limit (amountCents null: removes it). A new or lower limit applies at once; a higher
   * one or a removal waits: the old limit holds until the player confirms it again, 24 hours on.
   * Asking for the limit in force again cancels a waiting change.
   */
  async setLimit(
    userId: number,
    kind: repo.EngineLimitKind,
    period: LimitPeriod,
    amountCents: number | null,
    by?: ChangedBy,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      // The player's accounts first, the order every stake takes: a limit and a bet never interleave.
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      const before = await repo.lockLimit(tx, userId, kind, period);
      let after: repo.LimitRow | undefined;
      let change: 'set' | 'lowered' | 'increase_asked' | 'removal_asked' | 'unchanged';
      if (!before) {
        if (amountCents === null) return;
        after = {
          kind,
          period,
          amount_cents: amountCents,
          pending_cents: null,
          pending_removal: false,
          pending_at: null,
        };
        change = 'set';
      } else if (amountCents !== null && amountCents <= before.amount_cents) {
        after = {
          ...before,
          amount_cents: amountCents,
          pending_cents: null,
          pending_removal: false,
          pending_at: null,
        };
        change = amountCents === before.amount_cents ? 'unchanged' : 'lowered';
      } else {
        // Staff lower or set limits on the player's request; a raise or removal is the player's alone.
        if (by) throw detailError(409, 'limit_staff_cannot_raise');
        after = {
          ...before,
          pending_cents: amountCents,
          pending_removal: amountCents === null,
          pending_at: now,
        };
        change = amountCents === null ? 'removal_asked' : 'increase_asked';
      }
      await repo.upsertLimit(tx, userId, after, now);
      await repo.ensurePlayer(tx, userId);
      // Setting or changing a limit is looking at them: the next review is six months on.
      await repo.markReviewed(tx, userId, now);
      if (kind === 'loss' || kind === 'wager') await repo.startCounting(tx, userId, now);
      if (kind === 'time') await repo.startTiming(tx, userId, now);
      // What the window held when a raise was asked: a raise soon after reaching a limit is a marker of harm.
      const used =
        kind !== 'time' && (change === 'increase_asked' || change === 'removal_asked')
          ? { used_cents: await this.usedNow(tx, userId, kind, period, now) }
          : {};
      await this.record(
        tx,
        userId,
        `limit.${change}`,
        { kind, period, ...used },
        presentRow(before),
        presentRow(after),
        by,
      );
    });
  }

  /** Applies a waiting increase or removal, once its 24 hours have passed. */
  async confirm(userId: number, kind: repo.EngineLimitKind, period: LimitPeriod): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      const before = await repo.lockLimit(tx, userId, kind, period);
      if (!before?.pending_at) throw detailError(409, 'limit_nothing_pending');
      const due = new Date(before.pending_at.getTime() + COOLING_OFF_MS);
      if (due.getTime() > now.getTime())
        throw detailError(409, 'limit_not_yet_confirmable', { at: messageMoment(due) });
      let after: repo.LimitRow | undefined;
      if (before.pending_removal) await repo.deleteLimit(tx, userId, kind, period);
      else {
        after = {
          ...before,
          amount_cents: before.pending_cents ?? before.amount_cents,
          pending_cents: null,
          pending_removal: false,
          pending_at: null,
        };
        await repo.upsertLimit(tx, userId, after, now);
      }
      await repo.markReviewed(tx, userId, now);
      await this.record(
        tx,
        userId,
        before.pending_removal ? 'limit.removed' : 'limit.raised',
        { kind, period },
        presentRow(before),
        presentRow(after),
      );
    });
  }

  /**
   * A time-out or self-exclusion, from now: never shortened (a shorter one while a longer runs
   * is refused), every refresh token and game session ended, so the player is signed out
   * everywhere and may sign in again only to withdraw.
   */
  async takeBreak(userId: number, kind: BreakKind, period: BreakPeriod, by?: ChangedBy): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      const ends = breakEnd(period, now);
      const running = await repo.currentBlock(tx, userId, now);
      if (
        running &&
        (running.ends_at === null || (ends !== null && running.ends_at.getTime() >= ends.getTime()))
      )
        throw detailError(409, 'break_already_longer');
      await repo.insertBlock(tx, userId, { kind, period, started_at: now, ends_at: ends });
      await repo.ensurePlayer(tx, userId);
      await repo.refreshBlock(tx, userId);
      await this.signOutEverywhere(tx, userId, now);
      // Taken on the player's request, by the player or by staff for them.
      if (kind === 'self_exclusion')
        await this.tellSelfExcluded(tx, { userId, source: 'player', endsAt: ends, now });
      await this.record(
        tx,
        userId,
        `break.${kind}`,
        { kind, period },
        null,
        { started_at: now.toISOString(), ends_at: ends?.toISOString() ?? null },
        by,
      );
    });
  }

  /**
   * Asks to reopen the account once its self-exclusion is over (docs/decisions/040): only the
   * player's request reopens it, never a permanent one, and play opens 24 hours later.
   */
  async reopen(userId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      const state = await repo.exclusionState(tx, userId, now);
      if (state.permanent) throw detailError(409, 'reopen_permanent');
      const block = await repo.currentBlock(tx, userId, now);
      if (state.running && block?.ends_at)
        throw detailError(409, 'reopen_not_yet', { at: messageMoment(block.ends_at) });
      if (state.register_excluded) throw detailError(409, 'reopen_register');
      if (!state.ended) throw detailError(409, 'reopen_nothing');
      const until = new Date(now.getTime() + REOPEN_COOLING_OFF_MS);
      await repo.markReopened(tx, userId, now, until);
      await repo.refreshBlock(tx, userId);
      await this.record(tx, userId, 'exclusion.reopen_asked', {}, null, {
        cooling_off_until: until.toISOString(),
      });
    });
  }

  /**
   * The national register's answer for the player (docs/decisions/041): listed, the account is
   * treated as self-excluded (signed out everywhere, bonus cancelled, no play) until a later
   * answer no longer lists them. Answers what changed, if anything.
   */
  async recordRegisterAnswer(userId: number, excluded: boolean): Promise<'listed' | 'cleared' | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      await repo.ensurePlayer(tx, userId);
      const listed = await repo.exclusionState(tx, userId, now);
      if (listed.register_excluded === excluded) return undefined;
      await repo.setRegisterExcluded(tx, userId, excluded, now);
      await repo.refreshBlock(tx, userId);
      if (excluded) {
        await this.signOutEverywhere(tx, userId, now);
        await this.tellSelfExcluded(tx, { userId, source: 'register', endsAt: null, now });
      }
      await this.record(
        tx,
        userId,
        excluded ? 'register.listed' : 'register.cleared',
        {},
        { register_excluded: !excluded },
        { register_excluded: excluded },
      );
      return excluded ? 'listed' : 'cleared';
    });
  }

  /**
   * What the player is invited to do (docs/decisions/043): set deposit limits before the first
   * deposit (none set, nothing deposited, the offer never answered), and review their limits six
   * months after setting, changing or last reviewing them.
   */
  async prompts(userId: number): Promise<LimitsPrompts> {
    const now = this.deps.clock.now();
    const row = await repo.promptsOf(this.deps.db, userId);
    const dueAt = row.has_limits && row.reviewed_at ? addMonths(row.reviewed_at, LIMITS_REVIEW_MONTHS) : null;
    return {
      offer_deposit_limits: !row.has_deposit_limit && !row.has_deposited && row.offered_at === null,
      review_due_at: dueAt?.toISOString() ?? null,
      review_due: dueAt !== null && dueAt.getTime() <= now.getTime(),
    };
  }

  /**
   * The player's answer to the offer of deposit limits: the amounts given are set as any limit
   * is (a new or lower one at once, a higher one waits), none given declines. Either way the
   * answer is remembered and the offer is not made again.
   */
  async answerOffer(
    userId: number,
    where: LimitsOfferPlace,
    amounts: Partial<Record<LimitPeriod, number>>,
  ): Promise<void> {
    const given = Object.entries(amounts).filter(([, cents]) => cents !== undefined) as Array<
      [LimitPeriod, number]
    >;
    for (const [period, cents] of given) await this.setLimit(userId, 'deposit', period, cents);
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await repo.ensurePlayer(tx, userId);
      await repo.markOffered(tx, userId, now);
      await this.record(
        tx,
        userId,
        given.length > 0 ? 'limits.offer_accepted' : 'limits.offer_declined',
        { where, periods: given.map(([period]) => period) },
        null,
        null,
      );
    });
  }

  /** Every refresh-token family and game session of the player ended: signed out on every device. */
  private async signOutEverywhere(tx: Queryable, userId: number, now: Date): Promise<void> {
    await revokeAllRefreshTokens(tx, userId, now);
    await repo.endGameSessions(tx, userId, now);
  }

  private async tellSelfExcluded(tx: Queryable, event: SelfExclusionEvent): Promise<void> {
    for (const listener of this.selfExclusionListeners) await listener(tx, event);
  }

  /** The player reviewed their limits ("Limits reviewed"): the next review is six months on. */
  async review(userId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      if ((await repo.listLimits(tx, userId)).length === 0) throw detailError(409, 'limits_none_to_review');
      await repo.ensurePlayer(tx, userId);
      await repo.markReviewed(tx, userId, now);
      await this.record(tx, userId, 'limits.reviewed', {}, null, { reviewed_at: now.toISOString() });
    });
  }

  /** Whether a time-out or self-exclusion is running (no bonus is granted then). */
  async isPaused(userId: number, tx?: Queryable): Promise<boolean> {
    return (await repo.stakeRoom(tx ?? this.deps.db, userId, this.deps.clock.now())).blocked;
  }

  /** Refuses (403) anything that needs the player not to be in a break: deposits, bonuses, play. */
  async assertNotPaused(userId: number, tx?: Queryable): Promise<void> {
    const room = await repo.stakeRoom(tx ?? this.deps.db, userId, this.deps.clock.now());
    if (room.blocked) throw pausedError(room.blocked_until);
  }

  /**
   * Refuses (409) a real-money game launch the next bet could not follow: during a time-out or
   * self-exclusion, or once the day's play-time limit is used up. A due reality check does not
   * refuse it: the game page shows the check and its acknowledgement opens play again.
   */
  async assertRealPlayOpen(userId: number): Promise<void> {
    const now = this.deps.clock.now();
    const room = await repo.stakeRoom(this.deps.db, userId, now);
    if (room.blocked) throw new PlayRefusedError('paused', room);
    const time = await repo.timeRoom(this.deps.db, userId, now, this.timeSettings);
    if (time.refusal === 'time') throw new PlayRefusedError('time', room, time);
  }

  /**
   * Refuses a deposit application the deposit limits do not leave room for (400 on the amount's
   * field, with what is left and when more frees), or any during a break (403).
   */
  async assertDepositFits(userId: number, cents: number, field: string): Promise<void> {
    const db = this.deps.db;
    const now = this.deps.clock.now();
    const room = await repo.stakeRoom(db, userId, now);
    if (room.blocked) {
      await repo.insertDepositRefusal(db, userId, cents, 'break', now);
      throw pausedError(room.blocked_until);
    }
    const limits = (await repo.listLimits(db, userId)).filter((l) => l.kind === 'deposit');
    if (limits.length === 0) return;
    const used = await repo.depositsUsed(db, userId, now);
    let tightest: { left: number; frees: Date | null } | undefined;
    for (const l of limits) {
      const u = used.find((x) => x.period === l.period);
      const left = Math.max(0, l.amount_cents - (u?.used ?? 0));
      if (!tightest || left < tightest.left) tightest = { left, frees: u?.frees ?? null };
    }
    if (!tightest || cents <= tightest.left) return;
    // Kept apart from the application (none is made): many refusals are a marker of harm.
    await repo.insertDepositRefusal(db, userId, cents, 'limit', now);
    const left = (tightest.left / 100).toFixed(2);
    throw tightest.frees
      ? fieldError(field, 'deposit_limit_left', { left, frees: messageMoment(tightest.frees) })
      : fieldError(field, 'deposit_limit_reached', { left });
  }

  /**
   * A credited deposit that went beyond a deposit limit (a payment arrived anyway): it stays
   * credited (the money is the player's) and is flagged for compliance, in the credit's transaction.
   */
  async flagCreditOverLimit(tx: Queryable, userId: number, creditId: number, now: Date): Promise<void> {
    const limits = (await repo.listLimits(tx, userId)).filter((l) => l.kind === 'deposit');
    if (limits.length === 0) return;
    const credited = await repo.creditedInWindows(tx, userId, now);
    let worst: { period: LimitPeriod; limit: number; over: number } | undefined;
    for (const l of limits) {
      const over = (credited.find((c) => c.period === l.period)?.credited ?? 0) - l.amount_cents;
      if (over > 0 && (!worst || over > worst.over))
        worst = { period: l.period, limit: l.amount_cents, over };
    }
    if (!worst) return;
    await repo.insertDepositFlag(tx, {
      creditId,
      userId,
      period: worst.period,
      limitCents: worst.limit,
      overCents: worst.over,
      now,
    });
  }

  /** The wallet's bet listener: a stake refused during a break or beyond a limit, else counted. */
  async takeStake(bet: PlacedBet, tx: Queryable): Promise<void> {
    const room = await repo.takeStake(tx, bet.userId, bet.amountCents, this.deps.clock.now());
    if (room.refusal) throw new PlayRefusedError(room.refusal, room);
  }

  /** The wallet's bet listener for play time: refused beyond the time limit or with a reality check due, else counted. */
  async takeTime(bet: PlacedBet, tx: Queryable): Promise<void> {
    const time = await repo.takeTime(tx, bet.userId, this.deps.clock.now(), this.timeSettings);
    if (time.refusal) throw new PlayRefusedError(time.refusal, repo.emptyRoom(), time);
  }

  /**
   * Chooses the reality-check interval (null: off, refused where the rules require checks). It
   * applies at once either way: it is a reminder, not a limit, and the session keeps its start.
   */
  async setRealityCheck(userId: number, minutes: number | null): Promise<void> {
    if (minutes === null && this.timeSettings.defaultCheckMinutes !== null)
      throw fieldError('minutes', 'reality_check_required');
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      await repo.ensurePlayer(tx, userId);
      const before = (await repo.timedPlayer(tx, userId))?.reality_check_minutes ?? null;
      if (before === minutes) return;
      await repo.setRealityCheck(tx, userId, minutes);
      await repo.startTiming(tx, userId, now);
      await this.record(tx, userId, 'reality_check.set', {}, { minutes: before }, { minutes });
    });
  }

  /**
   * The play session now: its time and net position (wins minus stakes of its rounds), today's
   * time and whether a reality check is due (the next bet would be refused until acknowledged).
   */
  async session(userId: number, db: Queryable = this.deps.db): Promise<PlaySession> {
    const now = this.deps.clock.now();
    const [row, player] = await Promise.all([repo.playTime(db, userId), repo.timedPlayer(db, userId)]);
    const today = row ? await repo.dayIn(db, player?.time_zone ?? 'UTC', now) : null;
    const running = row !== undefined && now.getTime() - row.last_bet_at.getTime() < IDLE_GAP_MS;
    const checkMinutes = player?.reality_check_minutes ?? this.timeSettings.defaultCheckMinutes;
    const dueAt =
      running && checkMinutes !== null
        ? new Date(row.check_from.getTime() + checkMinutes * this.timeSettings.checkUnitSeconds * 1000)
        : null;
    // The session's rounds: no real-money round began within the idle gap before the session's
    // first bet (it would have belonged to the session), so looking that far back finds a first
    // round stamped a few milliseconds before the bet was counted, and nothing older.
    const played = running
      ? await repo.playedSince(db, userId, new Date(row.session_started_at.getTime() - IDLE_GAP_MS))
      : { staked: 0, won: 0 };
    return {
      started_at: running ? row.session_started_at.toISOString() : null,
      played_seconds: running
        ? Math.ceil((row.last_bet_at.getTime() - row.session_started_at.getTime()) / 1000) +
          ROUND_ALLOWANCE_SECONDS
        : 0,
      staked: centsToUsd(played.staked),
      won: centsToUsd(played.won),
      net: centsToUsd(played.won - played.staked),
      check_due: dueAt !== null && dueAt.getTime() <= now.getTime(),
      check_due_at: dueAt?.toISOString() ?? null,
      today_seconds: row && row.day === today ? row.day_seconds : 0,
    };
  }

  /** Acknowledges a due reality check: bets are taken again, the next one an interval later. */
  async acknowledgeCheck(userId: number): Promise<PlaySession> {
    await this.deps.db.transaction(async (tx) => {
      await walletOf(this.deps).lockPlayerAccounts(userId, tx);
      const now = this.deps.clock.now();
      const before = await this.session(userId, tx);
      if (before.check_due) await repo.acknowledgeCheck(tx, userId, now);
    });
    return this.session(userId);
  }

  /**
   * The activity statement: the last 30 days, 12 weeks or 12 months of the player's zone, each
   * with deposits, withdrawals, stakes, wins, the net position (wins minus stakes) and play time.
   */
  async statement(userId: number, period: StatementPeriod): Promise<ActivityStatement> {
    const db = this.deps.db;
    const zone = await repo.zoneOf(db, userId);
    const rows = await repo.statement(
      db,
      userId,
      period,
      STATEMENT_LENGTH[period],
      zone,
      this.deps.clock.now(),
    );
    return {
      period,
      time_zone: zone,
      rows: rows.map((r) => ({
        start: r.start,
        deposits: centsToUsd(r.deposits),
        withdrawals: centsToUsd(r.withdrawals),
        staked: centsToUsd(r.staked),
        won: centsToUsd(r.won),
        net: centsToUsd(r.won - r.staked),
        played_seconds: r.played_seconds,
      })),
    };
  }

  /** A win counted towards the loss limits (a free round's is not: its stake was not the player's). */
  async countWin(tx: Queryable, userId: number, wonCents: number): Promise<void> {
    if (wonCents > 0) await repo.countPlay(tx, userId, this.deps.clock.now(), 0, wonCents);
  }

  /**
   * Sports bets' settlement movements counted towards the loss limits like wins, in one statement
   * (a chunk of a market's settlement): a return paid gives room back, a return taken back by a
   * resettlement takes it away again.
   */
  async countSportsReturns(
    tx: Queryable,
    moves: ReadonlyArray<{ userId: number; movedCents: number }>,
  ): Promise<void> {
    await repo.countWins(
      tx,
      moves.filter((m) => m.movedCents !== 0).map((m) => ({ userId: m.userId, wonCents: m.movedCents })),
      this.deps.clock.now(),
    );
  }

  /** A refunded stake taken off the count. */
  async countRefund(refund: RefundedBet, tx: Queryable): Promise<void> {
    const cents = refund.cashCents + refund.bonusCents;
    if (cents > 0) await repo.countPlay(tx, refund.userId, this.deps.clock.now(), -cents, 0);
  }

  /** Deposits, net losses or stakes the window holds now, in cents. */
  private async usedNow(
    tx: Queryable,
    userId: number,
    kind: LimitKind,
    period: LimitPeriod,
    now: Date,
  ): Promise<number> {
    if (kind === 'deposit')
      return (await repo.depositsUsed(tx, userId, now)).find((d) => d.period === period)?.used ?? 0;
    const play = (await repo.playUsed(tx, userId, now)).find((p) => p.period === period);
    return Math.max(0, (kind === 'wager' ? play?.staked : play?.lost) ?? 0);
  }

  private async record(
    tx: Queryable,
    userId: number,
    action: string,
    what: Record<string, unknown>,
    before: unknown,
    after: unknown,
    by?: ChangedBy,
  ): Promise<void> {
    const now = this.deps.clock.now();
    // The player's history says who made the change: the player, or staff on their request.
    const who = by ? { by: 'staff', staff: by.staff.label, reason: by.reason } : { by: 'player' };
    await insertPlayerEvent(tx, {
      userId,
      type: eventTypeOf(action),
      payload: { action, ...what, before, after, ...who },
      dedupeKey: `gambling:${userId}:${crypto.randomUUID()}`,
      now,
    });
    await recordAudit(tx, this.deps.clock, {
      actor: by ? by.staff : playerActor(userId),
      action: `responsible_gambling.${action}`,
      subject: { type: 'player', id: userId },
      reason: by?.reason ?? null,
      before,
      after,
      details: what,
    });
  }
}

function eventTypeOf(action: string): PlayerEventType {
  if (action.startsWith('break.')) return 'gambling_break_started';
  if (action.startsWith('limit.')) return 'gambling_limit_changed';
  return 'gambling_exclusion_changed';
}

function accountStateOf(s: repo.ExclusionState): AccountState {
  if (s.running) return 'excluded';
  if (s.register_excluded) return 'register';
  if (s.ended) return 'reopenable';
  if (s.cooling_off_until) return 'cooling_off';
  return 'open';
}

function pausedError(until: Date | null): AppError {
  return until
    ? detailError(403, 'play_paused', { until: messageMoment(until) })
    : detailError(403, 'play_paused_permanent');
}

function presentRow(row: repo.LimitRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return {
    amount_cents: row.amount_cents,
    pending_cents: row.pending_cents,
    pending_removal: row.pending_removal,
    pending_at: row.pending_at?.toISOString() ?? null,
  };
}

const services = new WeakMap<Db, LimitsService>();

/** The limits engine of this database (one per database, as the wallet is). */
export function limitsOf(deps: {
  db: Db;
  clock: Clock;
  config?: Pick<Config, 'realityCheck'>;
}): LimitsService {
  let service = services.get(deps.db);
  if (!service) {
    service = new LimitsService(deps);
    services.set(deps.db, service);
  }
  return service;
}

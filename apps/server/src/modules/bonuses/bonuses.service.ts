import {
  centsToUsd,
  type ActiveBonus,
  type BonusActionResult,
  type BonusItem,
  type UsedPromoCode,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import {
  PG_DEADLOCK,
  PG_SERIALIZATION_FAILURE,
  pgErrorCode,
  type Db,
  type Queryable,
} from '../../platform/db/types.js';
import { AppError, fieldError, notFound } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import { limitsOf } from '../limits/limits.service.js';
import { withdrawalsOf } from '../withdrawals/withdrawals.service.js';
import { SPORTS_GAME_TYPE, walletOf, type PlacedBet, type WalletService } from '../wallet/wallet.service.js';
import './bonuses.messages.js';
import { presentActive, presentBonus } from './bonuses.presenter.js';
import * as repo from './bonuses.repository.js';
import type { PlayerBonusRow, TermsRow } from './bonuses.repository.js';
import { startSportsWelcome } from './sports-welcome.js';
import { days, endingOf, hours, ineligibility, offerEnd, planGrant, type Ineligibility } from './rules.js';

/** What the engine is built from (the app's deps, a job's, or a test's). */
export interface BonusDeps {
  db: Db;
  clock: Clock;
  log?: { warn(obj: object, msg: string): void };
}

/** A bet above the active bonus's maximum: refused, nothing moved (the wallet answers bet_limit). */
export class BonusBetLimitError extends Error {
  constructor(readonly maxBetCents: number) {
    super('the bet is above the maximum bet of the bonus being wagered');
    this.name = 'BonusBetLimitError';
  }
}

/** A welcome bonus refused by the one-per-person rule (its own message on bonus_id). */
class LinkedAccountError extends AppError {
  constructor(
    readonly refusal: {
      userId: number;
      termsId: number;
      reason: repo.LinkReason;
      otherUserId: number;
      now: Date;
    },
  ) {
    super(400, { fields: { bonus_id: [{ key: 'bonus_linked_account' }] } });
    this.name = 'LinkedAccountError';
  }
}

/** A free-round bet the player has no free round for: refused, nothing moved. */
export class FreeRoundRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FreeRoundRefusedError';
  }
}

/** Offers a player can be listed (recorded as offered on first listing). */
const LISTED_OFFERS = ['welcome', 'personal', 'verification', 'birthday'] as const;
const WELCOME_FAMILY = new Set(['welcome', 'super']);
const MAX_ATTEMPTS = 4;

const INELIGIBLE_MESSAGE: Record<Ineligibility, string> = {
  verified: 'bonus_needs_verified',
  email_confirmed: 'bonus_needs_email_confirmed',
  phone_confirmed: 'bonus_needs_phone_confirmed',
  deposits: 'bonus_needs_deposits',
  deposit_number: 'bonus_needs_deposit_number',
  birthday: 'bonus_needs_birthday',
  registration: 'bonus_needs_registration',
};

/** Free-round grant ids on the wire (launch and bet calls) name the player's bonus. */
export const freeRoundGrantId = (bonusId: number) => `bonus-${bonusId}`;
export function bonusIdOfGrant(grantId: string): number | undefined {
  const m = /^bonus-(\d{1,15})$/.exec(grantId);
  return m ? Number(m[1]) : undefined;
}

/**
 * Records an offer of these terms for the player (a wheel prize, an operator's gift): state
 * offered, to activate within the terms' activation window. Inside the caller's transaction.
 */
export async function offerBonus(
  tx: Queryable,
  input: { userId: number; termsId: number; source: 'wheel' | 'promo' | 'operator' | 'loyalty'; now: Date },
): Promise<PlayerBonusRow> {
  const [terms] = await repo.findTermsByIds(tx, [input.termsId]);
  if (!terms) throw new Error(`no bonus terms ${input.termsId}`);
  const row = await repo.insertOffer(tx, {
    userId: input.userId,
    terms,
    source: input.source,
    now: input.now,
    offerEndsAt:
      terms.activation_hours === null ? null : new Date(input.now.getTime() + hours(terms.activation_hours)),
  });
  if (!row) throw new Error('an offer of this source is never refused as a repeat');
  return row;
}

/**
 * The bonus engine (docs/decisions/013): offers, activation, grants on deposits, wagering on
 * every bet, the end of a bonus (converted, lost, expired, cancelled). Money moves only through
 * the wallet, in the same transaction as the bonus's state.
 */
export class BonusesService {
  private readonly wallet: WalletService;
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(private readonly deps: BonusDeps) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.wallet = walletOf(deps);
    // Creating a withdrawal cancels the bonus (document 2, section 4).
    withdrawalsOf(deps).onWithdrawalRequested((event, tx) =>
      this.cancelCurrent(tx, event.userId, 'withdrawal', this.clock.now()),
    );
    // Self-exclusion cancels the bonus, its balance written off as the terms say (docs/decisions/040).
    limitsOf(deps).onSelfExcluded((tx, event) =>
      this.cancelCurrent(tx, event.userId, 'self_exclusion', event.now),
    );
  }

  // ---- what the player sees ----

  /** The Available bonuses list: listed offers the player may take, offers they hold, and their current bonus. */
  async available(userId: number, locale: Locale): Promise<BonusItem[]> {
    const now = this.clock.now();
    // No offer is made to a player in a break (docs/decisions/040): only their own bonus is listed.
    const paused = await limitsOf(this.deps).isPaused(userId);
    if (!paused) await this.recordListedOffers(userId, now);
    const facts = await this.facts(userId);
    const rows = await repo.listOpen(this.db, userId);
    const terms = await this.termsOf(rows);
    return (
      rows
        // Super options are offered in their own dialog; a chosen one is listed like any bonus.
        .filter((r) => r.source !== 'super' || r.state !== 'offered')
        .filter((r) => !paused || r.state !== 'offered')
        .filter((r) => {
          const t = termsIn(terms, r);
          if (r.state !== 'offered') return true;
          if (r.offer_ends_at && r.offer_ends_at.getTime() <= now.getTime()) return false;
          // A listed offer the player no longer qualifies for (e.g. the next welcome step) is not shown.
          return r.source !== 'offer' || (t.enabled && ineligibility(t, facts, now) === undefined);
        })
        .sort((a, b) => rank(a) - rank(b) || termsIn(terms, a).sort - termsIn(terms, b).sort || a.id - b.id)
        .map((r) => presentBonus(r, termsIn(terms, r), locale, now))
    );
  }

  /** The My bonus section: the pending or active bonus with its progress, or null. */
  async current(userId: number, locale: Locale): Promise<ActiveBonus | null> {
    const row = await repo.findCurrent(this.db, userId);
    if (!row) return null;
    const terms = await this.termsOfBonus(row);
    const balances = await this.wallet.getBalances(userId);
    return presentActive(row, terms, balances.bonusCents, locale, this.clock.now());
  }

  /** The player's pending or active bonus row. */
  async currentRow(userId: number): Promise<PlayerBonusRow | undefined> {
    return repo.findCurrent(this.db, userId);
  }

  /** The super bonus options for a new player (recorded as offered), or [] once chosen or declined. */
  async superOptions(userId: number, locale: Locale): Promise<BonusItem[]> {
    const facts = await this.facts(userId);
    if (!facts.is_new_user || (await limitsOf(this.deps).isPaused(userId))) return [];
    const now = this.clock.now();
    for (const t of await repo.listTermsOfOffers(this.db, ['super'])) {
      await repo.insertOffer(this.db, { userId, terms: t, source: 'super', now, offerEndsAt: null });
    }
    const rows = (await repo.listOfSource(this.db, userId, 'super')).filter((r) => r.state === 'offered');
    const terms = await this.termsOf(rows);
    return rows
      .filter((r) => termsIn(terms, r).enabled)
      .sort((a, b) => termsIn(terms, a).sort - termsIn(terms, b).sort)
      .map((r) => presentBonus(r, termsIn(terms, r), locale, now));
  }

  async usedPromoCodes(userId: number, locale: Locale): Promise<UsedPromoCode[]> {
    const rows = await repo.listUsedPromoCodes(this.db, userId);
    return rows.map((r) => ({
      promo_code: r.code,
      used_at: new Date(r.used_at).toISOString(),
      title: r.title[locale],
    }));
  }

  // ---- what the player does ----

  /**
   * Activates an offer the player holds. With another bonus pending or active, `replace` cancels
   * that one first (bonus_reactivate/); without it the call is refused.
   */
  async activate(
    userId: number,
    bonusId: number,
    locale: Locale,
    replace: boolean,
  ): Promise<BonusActionResult> {
    const row = await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      await this.wallet.lockPlayerAccounts(userId, tx);
      const offer = await repo.findPlayerBonus(tx, userId, bonusId, true);
      if (!offer) throw notFound('bonus_not_found');
      if (offer.state === 'pending' || offer.state === 'active') return offer;
      if (
        offer.state !== 'offered' ||
        (offer.offer_ends_at && offer.offer_ends_at.getTime() <= now.getTime())
      )
        throw fieldError('bonus_id', 'bonus_unavailable');
      const [terms] = await repo.findTermsByIds(tx, [offer.terms_id]);
      if (!terms?.enabled) throw fieldError('bonus_id', 'bonus_unavailable');
      if (offer.source === 'super') return this.chooseSuperIn(tx, userId, offer, terms, now);
      await this.checkEligible(tx, userId, terms, now);
      const current = await repo.findCurrent(tx, userId, true);
      if (current) {
        if (!replace) throw fieldError('bonus_id', 'bonus_already_active');
        await this.end(tx, current, 'cancelled', 'replaced', now);
      }
      return this.start(tx, offer, terms, now);
    });
    return this.actionResult(row, locale);
  }

  /** Chooses one super bonus option: activates it, declines the others, is_new_user turns false. */
  async chooseSuper(userId: number, bonusId: number, locale: Locale): Promise<BonusActionResult> {
    const row = await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      await this.wallet.lockPlayerAccounts(userId, tx);
      const offer = await repo.findPlayerBonus(tx, userId, bonusId, true);
      if (!offer || offer.source !== 'super') throw notFound('bonus_not_found');
      if (offer.state !== 'offered') throw fieldError('id', 'bonus_super_unavailable');
      const [terms] = await repo.findTermsByIds(tx, [offer.terms_id]);
      if (!terms?.enabled) throw fieldError('id', 'bonus_super_unavailable');
      return this.chooseSuperIn(tx, userId, offer, terms, now);
    });
    return this.actionResult(row, locale);
  }

  /** Declines the super bonus (bonus_reject/): every option rejected, is_new_user false. */
  async declineSuper(userId: number, locale: Locale): Promise<{ detail: string }> {
    await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      await this.facts(userId, tx);
      for (const r of await repo.listOfSource(tx, userId, 'super')) {
        if (r.state === 'offered')
          await repo.markEnded(tx, {
            id: r.id,
            state: 'rejected',
            reason: 'declined',
            now,
            convertedCents: 0,
            writtenOffCents: 0,
          });
      }
      // Recorded even if the options were never listed, so they are not offered later.
      for (const t of await repo.listTermsOfOffers(tx, ['super'])) {
        const offered = await repo.insertOffer(tx, {
          userId,
          terms: t,
          source: 'super',
          now,
          offerEndsAt: null,
        });
        if (offered)
          await repo.markEnded(tx, {
            id: offered.id,
            state: 'rejected',
            reason: 'declined',
            now,
            convertedCents: 0,
            writtenOffCents: 0,
          });
      }
      await repo.setNotNewUser(tx, userId);
    });
    return { detail: translate('bonus_declined', locale) };
  }

  /** Deactivates the player's pending or active bonus: its bonus balance and winnings are written off. */
  async deactivate(userId: number, bonusId: number, locale: Locale): Promise<BonusActionResult> {
    const row = await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      await this.wallet.lockPlayerAccounts(userId, tx);
      const bonus = await repo.findPlayerBonus(tx, userId, bonusId, true);
      if (!bonus) throw notFound('bonus_not_found');
      if (bonus.state !== 'pending' && bonus.state !== 'active')
        throw fieldError('bonus_id', 'bonus_not_current');
      return requireEnded(await this.end(tx, bonus, 'cancelled', 'deactivated', now));
    });
    const terms = await this.termsOfBonus(row);
    return {
      bonus: presentBonus(row, terms, locale, this.clock.now()),
      detail: translate('bonus_deactivated', locale),
    };
  }

  /**
   * Activates a promo code: unknown, expired, already used and not eligible each have their own
   * message on promo_code. The code's bonus is recorded as an offer and activated at once (as a
   * replacement when another bonus is current, since the player asked for it by typing it).
   */
  async activatePromo(
    userId: number,
    rawCode: string,
    locale: Locale,
  ): Promise<{ detail: string; bonus: BonusItem }> {
    const code = rawCode.trim().toUpperCase();
    const row = await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      await this.wallet.lockPlayerAccounts(userId, tx);
      const promo = /^[A-Z0-9_-]{3,32}$/.test(code) ? await repo.findPromoCode(tx, code, true) : undefined;
      if (!promo) throw fieldError('promo_code', 'promo_unknown');
      if (await repo.hasUsedPromoCode(tx, promo.id, userId)) throw fieldError('promo_code', 'promo_used');
      if (
        promo.starts_at.getTime() > now.getTime() ||
        (promo.ends_at && promo.ends_at.getTime() <= now.getTime()) ||
        (promo.max_uses !== null && promo.uses >= promo.max_uses)
      )
        throw fieldError('promo_code', 'promo_expired');
      const [terms] = await repo.findTermsByIds(tx, [promo.terms_id]);
      if (!terms?.enabled) throw fieldError('promo_code', 'promo_expired');
      if (ineligibility(terms, await this.facts(userId, tx), now) !== undefined)
        throw fieldError('promo_code', 'promo_not_eligible');
      const offer = await offerBonus(tx, { userId, termsId: terms.id, source: 'promo', now });
      if (!(await repo.insertPromoUse(tx, { codeId: promo.id, userId, playerBonusId: offer.id, now })))
        throw fieldError('promo_code', 'promo_used');
      const current = await repo.findCurrent(tx, userId, true);
      if (current) await this.end(tx, current, 'cancelled', 'replaced', now);
      return this.start(tx, offer, terms, now);
    });
    const terms = await this.termsOfBonus(row);
    return {
      detail: translate('promo_activated', locale),
      bonus: presentBonus(row, terms, locale, this.clock.now()),
    };
  }

  // ---- the wallet's hooks ----

  /** A credited deposit grants the pending bonus it qualifies for. Inside the deposit's transaction. */
  async onDepositCredited(
    tx: Queryable,
    d: { userId: number; creditId: number; cents: number; now: Date },
  ): Promise<void> {
    await this.wallet.lockPlayerAccounts(d.userId, tx);
    // A deposit that arrives during a time-out or self-exclusion brings no bonus (docs/decisions/038).
    if (await limitsOf(this.deps).isPaused(d.userId, tx)) return;
    const current = await repo.findCurrent(tx, d.userId, true);
    if (!current || current.state !== 'pending') return;
    const [terms] = await repo.findTermsByIds(tx, [current.terms_id]);
    if (!terms || d.cents < terms.min_deposit_cents) return;
    await this.grant(tx, current, terms, d.now, { creditId: d.creditId, cents: d.cents });
  }

  /**
   * Counts a bet towards the active bonus, refusing one above its maximum bet. In the bet's
   * transaction (the wallet's bet listener, registered in modules/bet-and-win-rules.ts).
   */
  async countBet(bet: PlacedBet, tx: Queryable): Promise<void> {
    const category = typeof bet.reference.game_type === 'string' ? bet.reference.game_type : 'slots';
    // A sports stake is cash only and counts nothing towards a casino bonus, whose maximum bet is
    // the casino's rule (docs/decisions/047).
    if (category === SPORTS_GAME_TYPE) return;
    const active = await repo.countWagering(tx, bet.userId, bet.amountCents, category);
    if (active && active.max_bet_cents !== null && bet.amountCents > active.max_bet_cents)
      throw new BonusBetLimitError(active.max_bet_cents);
  }

  /** A rolled-back stake no longer counts towards the bonus it was counted for. In the rollback's transaction. */
  async uncountBet(tx: Queryable, roundId: number, amountCents: number, category: string): Promise<void> {
    await repo.uncountWagering(tx, roundId, amountCents, category);
  }

  /**
   * Where a paid round's win goes: its bonus share (in proportion to the stake taken from the
   * bonus account) to the bonus account while a bonus is being wagered, everything else to cash.
   */
  async winSplit(tx: Queryable, userId: number, bonusShareCents: number): Promise<{ bonusCents: number }> {
    if (bonusShareCents <= 0) return { bonusCents: 0 };
    const current = await repo.findCurrent(tx, userId);
    return { bonusCents: current?.state === 'active' ? bonusShareCents : 0 };
  }

  /** Takes one free round of the player's bonus for a bet call; refuses when there is none. */
  async takeFreeRound(
    tx: Queryable,
    r: { userId: number; grantId: string; game: string; amountCents: number; now: Date },
  ): Promise<{ bonusId: number; left: number }> {
    const bonusId = bonusIdOfGrant(r.grantId);
    const bonus = bonusId === undefined ? undefined : await repo.findPlayerBonus(tx, r.userId, bonusId, true);
    if (!bonus || bonus.state !== 'active')
      throw new FreeRoundRefusedError('no such free rounds for this player');
    const [terms] = await repo.findTermsByIds(tx, [bonus.terms_id]);
    if (!terms?.spin_games.includes(r.game))
      throw new FreeRoundRefusedError('the free rounds are for other games');
    if (r.amountCents !== bonus.spin_bet_cents)
      throw new FreeRoundRefusedError("the bet is not the free rounds' bet");
    const left = await repo.useFreeRound(tx, bonus.id, r.userId, r.now);
    if (left === undefined) throw new FreeRoundRefusedError('no free rounds left');
    return { bonusId: bonus.id, left };
  }

  /**
   * A free round's win goes to the bonus account and adds its wagering; if the bonus has ended
   * meanwhile, it is written off at once (the ledger shows both movements).
   */
  async creditFreeRoundWin(
    tx: Queryable,
    w: {
      userId: number;
      bonusId: number;
      winCents: number;
      transferKey: string;
      reference: Record<string, unknown>;
    },
  ): Promise<number> {
    const { transfer } = await this.wallet.transfer(
      {
        idempotencyKey: w.transferKey,
        kind: 'win',
        from: { owner: 'house', name: 'game_bets' },
        to: { owner: 'player', userId: w.userId, kind: 'bonus' },
        amountCents: w.winCents,
        reference: { ...w.reference, free_round_bonus_id: w.bonusId },
      },
      tx,
    );
    if (!(await repo.addSpinWinnings(tx, w.bonusId, w.winCents))) {
      await this.wallet.transfer(
        {
          idempotencyKey: `${w.transferKey}:write-off`,
          kind: 'bonus_cancel',
          from: { owner: 'player', userId: w.userId, kind: 'bonus' },
          to: { owner: 'house', name: 'bonus_grants' },
          amountCents: w.winCents,
          reference: { player_bonus_id: w.bonusId, reason: 'bonus_ended' },
        },
        tx,
      );
    }
    return transfer.id;
  }

  /** After a round's win: ends the active bonus if its wagering is met or its balance ran out. */
  async afterRound(tx: Queryable, userId: number, now: Date): Promise<void> {
    const current = await repo.findCurrent(tx, userId);
    if (current?.state !== 'active') return;
    const balances = await this.wallet.lockPlayerAccounts(userId, tx);
    const locked = await repo.findPlayerBonus(tx, userId, current.id, true);
    if (locked?.state !== 'active') return;
    const ending = endingOf(locked, balances.bonusCents);
    if (ending) await this.end(tx, locked, ending.state, ending.reason, now);
  }

  /**
   * Grants a bonus of a fixed amount at once (cashback, a loyalty reward), in the caller's
   * transaction: active, wagered `terms.wager x amount` (category contributions and maximum bet
   * of the terms), paid from the house account named. Refused (bonus_already_active) while the
   * player has another bonus pending or active: one bonus at a time (docs/decisions/013).
   */
  async grantFixed(
    tx: Queryable,
    g: {
      userId: number;
      termsId: number;
      amountCents: number;
      source: 'loyalty' | 'operator';
      from: 'cashback' | 'bonus_grants';
      now: Date;
    },
  ): Promise<PlayerBonusRow> {
    if (!Number.isSafeInteger(g.amountCents) || g.amountCents <= 0)
      throw new Error('a fixed bonus needs a positive amount');
    await this.wallet.lockPlayerAccounts(g.userId, tx);
    if (await repo.findCurrent(tx, g.userId, true)) throw fieldError('bonus_id', 'bonus_already_active');
    const [terms] = await repo.findTermsByIds(tx, [g.termsId]);
    if (!terms) throw new Error(`no bonus terms ${g.termsId}`);
    const offer = await repo.insertOffer(tx, {
      userId: g.userId,
      terms,
      source: g.source,
      now: g.now,
      offerEndsAt: null,
    });
    if (!offer) throw new Error('an offer of this source is never refused as a repeat');
    const granted = await repo.markActive(tx, {
      id: offer.id,
      now: g.now,
      depositCreditId: null,
      depositCents: 0,
      bonusCents: g.amountCents,
      wagerRequiredCents: g.amountCents * terms.wager,
      spins: 0,
      spinBetCents: 0,
      wagerEndsAt: new Date(g.now.getTime() + days(terms.wager_days)),
      spinsEndAt: null,
    });
    await this.wallet.transfer(
      {
        idempotencyKey: `bonus:${offer.id}:grant`,
        kind: g.from === 'cashback' ? 'cashback' : 'bonus_grant',
        from: { owner: 'house', name: g.from },
        to: { owner: 'player', userId: g.userId, kind: 'bonus' },
        amountCents: g.amountCents,
        reference: { player_bonus_id: offer.id, terms: terms.code },
      },
      tx,
    );
    return granted;
  }

  /** Withdrawal requests and operators: the current bonus is cancelled and its balance written off. */
  async cancelCurrent(tx: Queryable, userId: number, reason: string, now: Date): Promise<void> {
    await this.wallet.lockPlayerAccounts(userId, tx);
    const current = await repo.findCurrent(tx, userId, true);
    if (current) await this.end(tx, current, 'cancelled', reason, now);
  }

  /** The launch's free rounds for this game: the active bonus's spins left, if they play here. */
  async freeRoundsFor(
    userId: number,
    gameCode: string,
    now: Date,
  ): Promise<{ id: string; count: number; bet: number } | undefined> {
    const current = await repo.findCurrent(this.db, userId);
    if (
      current?.state !== 'active' ||
      current.spins_left <= 0 ||
      !current.spins_end_at ||
      current.spins_end_at.getTime() <= now.getTime()
    )
      return undefined;
    const terms = await this.termsOfBonus(current);
    if (!terms?.spin_games.includes(gameCode)) return undefined;
    return { id: freeRoundGrantId(current.id), count: current.spins_left, bet: current.spin_bet_cents };
  }

  /** The expiry job: offers, deposit windows, wagering periods and spins past their time. */
  async expireDue(now: Date, limit = 500): Promise<number> {
    let done = 0;
    for (const due of await repo.listDue(this.db, now, limit)) {
      await this.inTransaction(async (tx) => {
        await this.wallet.lockPlayerAccounts(due.user_id, tx);
        const b = await repo.findPlayerBonus(tx, due.user_id, due.id, true);
        if (!b) return;
        const t = now.getTime();
        if (b.state === 'offered' && b.offer_ends_at && b.offer_ends_at.getTime() <= t)
          await this.end(tx, b, 'expired', 'offer_ended', now);
        else if (b.state === 'pending' && b.deposit_by && b.deposit_by.getTime() <= t)
          await this.end(tx, b, 'expired', 'no_deposit', now);
        else if (b.state === 'active' && b.wager_ends_at && b.wager_ends_at.getTime() <= t)
          await this.end(tx, b, 'expired', 'wagering_period', now);
        else if (
          b.state === 'active' &&
          b.spins_left > 0 &&
          b.spins_end_at &&
          b.spins_end_at.getTime() <= t
        ) {
          await repo.lapseSpins(tx, b.id);
          await this.afterRound(tx, b.user_id, now);
        } else return;
        done++;
      });
    }
    return done;
  }

  // ---- inside ----

  private async chooseSuperIn(
    tx: Queryable,
    userId: number,
    offer: PlayerBonusRow,
    terms: TermsRow,
    now: Date,
  ): Promise<PlayerBonusRow> {
    const facts = await this.facts(userId, tx);
    if (!facts.is_new_user) throw fieldError('id', 'bonus_super_unavailable');
    await this.checkEligible(tx, userId, terms, now);
    for (const other of await repo.listOfSource(tx, userId, 'super')) {
      if (other.id !== offer.id && other.state === 'offered')
        await repo.markEnded(tx, {
          id: other.id,
          state: 'rejected',
          reason: 'other_chosen',
          now,
          convertedCents: 0,
          writtenOffCents: 0,
        });
    }
    await repo.setNotNewUser(tx, userId);
    const current = await repo.findCurrent(tx, userId, true);
    if (current) await this.end(tx, current, 'cancelled', 'replaced', now);
    return this.start(tx, offer, terms, now);
  }

  /** Eligibility and, for the welcome family, the one-per-person rule (a refusal is recorded for operators). */
  private async checkEligible(tx: Queryable, userId: number, terms: TermsRow, now: Date): Promise<void> {
    const why = ineligibility(terms, await this.facts(userId, tx), now);
    if (why) throw fieldError('bonus_id', INELIGIBLE_MESSAGE[why]);
    if (!WELCOME_FAMILY.has(terms.offer)) return;
    const link = await repo.findWelcomeLink(tx, userId);
    if (link)
      throw new LinkedAccountError({
        userId,
        termsId: terms.id,
        reason: link.reason,
        otherUserId: link.other_user_id,
        now,
      });
  }

  /** Activation: waits for the qualifying deposit, or is granted at once. */
  private async start(
    tx: Queryable,
    offer: PlayerBonusRow,
    terms: TermsRow,
    now: Date,
  ): Promise<PlayerBonusRow> {
    if (terms.requires_deposit) {
      const pending = await repo.markPending(
        tx,
        offer.id,
        now,
        new Date(now.getTime() + hours(terms.deposit_hours)),
      );
      // The player's inbox says what the bonus waits for (docs/decisions/019).
      await insertPlayerEvent(tx, {
        userId: pending.user_id,
        type: 'bonus_activated',
        payload: {
          player_bonus_id: pending.id,
          terms: terms.code,
          title: terms.title,
          min_deposit_usd: centsToUsd(terms.min_deposit_cents),
          deposit_by: pending.deposit_by?.toISOString() ?? null,
        },
        dedupeKey: `bonus:${pending.id}:activated`,
        now,
      });
      return pending;
    }
    return this.grant(tx, offer, terms, now, null);
  }

  private async grant(
    tx: Queryable,
    bonus: PlayerBonusRow,
    terms: TermsRow,
    now: Date,
    deposit: { creditId: number; cents: number } | null,
  ): Promise<PlayerBonusRow> {
    // The sports welcome's deposit grants no money: it opens the wait for the qualifying bet.
    if (terms.type === 'freebet') return startSportsWelcome(tx, bonus, terms, now, deposit);
    const plan = planGrant(terms, deposit?.cents ?? terms.min_deposit_cents);
    const granted = await repo.markActive(tx, {
      id: bonus.id,
      now,
      depositCreditId: deposit?.creditId ?? null,
      depositCents: deposit?.cents ?? 0,
      bonusCents: plan.bonusCents,
      wagerRequiredCents: plan.wagerRequiredCents,
      spins: plan.spins,
      spinBetCents: plan.spinBetCents,
      wagerEndsAt: new Date(now.getTime() + days(terms.wager_days)),
      spinsEndAt: plan.spins > 0 ? new Date(now.getTime() + hours(terms.spins_hours)) : null,
    });
    if (plan.bonusCents > 0)
      await this.wallet.transfer(
        {
          idempotencyKey: `bonus:${bonus.id}:grant`,
          kind: 'bonus_grant',
          from: { owner: 'house', name: 'bonus_grants' },
          to: { owner: 'player', userId: bonus.user_id, kind: 'bonus' },
          amountCents: plan.bonusCents,
          reference: {
            player_bonus_id: bonus.id,
            terms: terms.code,
            deposit_credit_id: deposit?.creditId ?? null,
          },
        },
        tx,
      );
    await insertPlayerEvent(tx, {
      userId: bonus.user_id,
      type: 'bonus_granted',
      payload: {
        player_bonus_id: bonus.id,
        terms: terms.code,
        title: terms.title,
        bonus_usd: centsToUsd(plan.bonusCents),
        spins: plan.spins,
        wager_ends_at: granted.wager_ends_at?.toISOString() ?? null,
      },
      dedupeKey: `bonus:${bonus.id}:granted`,
      now,
    });
    return granted;
  }

  /**
   * Ends a bonus. An active one's bonus balance is converted to cash (completed, up to its cap)
   * or written off (everything else); the remainder above a cap is written off too.
   */
  private async end(
    tx: Queryable,
    bonus: PlayerBonusRow,
    state: 'completed' | 'expired' | 'lost' | 'cancelled',
    reason: string,
    now: Date,
  ): Promise<PlayerBonusRow | undefined> {
    let convert = 0;
    let writeOff = 0;
    if (bonus.state === 'active') {
      const { bonusCents } = await this.wallet.lockPlayerAccounts(bonus.user_id, tx);
      const ending = state === 'completed' ? endingOf(bonus, bonusCents) : undefined;
      convert = ending?.state === 'completed' ? ending.convertCents : 0;
      writeOff = bonusCents - convert;
      const ref = { player_bonus_id: bonus.id, reason };
      if (convert > 0)
        await this.wallet.transfer(
          {
            idempotencyKey: `bonus:${bonus.id}:convert`,
            kind: 'bonus_convert',
            from: { owner: 'player', userId: bonus.user_id, kind: 'bonus' },
            to: { owner: 'player', userId: bonus.user_id, kind: 'cash' },
            amountCents: convert,
            reference: ref,
          },
          tx,
        );
      if (writeOff > 0)
        await this.wallet.transfer(
          {
            idempotencyKey: `bonus:${bonus.id}:write-off`,
            kind: 'bonus_cancel',
            from: { owner: 'player', userId: bonus.user_id, kind: 'bonus' },
            to: { owner: 'house', name: 'bonus_grants' },
            amountCents: writeOff,
            reference: ref,
          },
          tx,
        );
    }
    return repo.markEnded(tx, {
      id: bonus.id,
      state,
      reason,
      now,
      convertedCents: convert,
      writtenOffCents: writeOff,
    });
  }

  private async actionResult(row: PlayerBonusRow, locale: Locale): Promise<BonusActionResult> {
    const terms = await this.termsOfBonus(row);
    const detail =
      row.state === 'pending'
        ? translate('bonus_pending_deposit', locale, {
            amount: `${centsToUsd(terms.min_deposit_cents).toFixed(2)} USD`,
          })
        : translate('bonus_activated', locale);
    return { bonus: presentBonus(row, terms, locale, this.clock.now()), detail };
  }

  /** Records the listed offers the player qualifies for now and has never been given. */
  private async recordListedOffers(userId: number, now: Date): Promise<void> {
    const facts = await this.facts(userId);
    const given = await repo.listedTermIds(this.db, userId);
    for (const t of await repo.listTermsOfOffers(this.db, LISTED_OFFERS)) {
      if (given.has(t.id) || ineligibility(t, facts, now) !== undefined) continue;
      await repo.insertOffer(this.db, {
        userId,
        terms: t,
        source: 'offer',
        now,
        offerEndsAt: offerEnd(t, facts, now),
      });
    }
  }

  private async facts(userId: number, q: Queryable = this.db): Promise<repo.PlayerFacts> {
    const facts = await repo.playerFacts(q, userId);
    if (!facts) throw notFound('player_unknown');
    return facts;
  }

  private async termsOfBonus(row: PlayerBonusRow): Promise<TermsRow> {
    const [terms] = await repo.findTermsByIds(this.db, [row.terms_id]);
    if (!terms) throw new Error(`bonus ${row.id} has no terms ${row.terms_id}`);
    return terms;
  }

  private async termsOf(rows: readonly PlayerBonusRow[]): Promise<Map<number, TermsRow>> {
    const terms = await repo.findTermsByIds(this.db, [...new Set(rows.map((r) => r.terms_id))]);
    return new Map(terms.map((t) => [t.id, t]));
  }

  /** One transaction, answered again on a deadlock or serialization failure (a bet may have crossed it). */
  private async inTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(work);
      } catch (err) {
        if (err instanceof LinkedAccountError) {
          // Recorded after the refused transaction rolled back, so the operator sees it.
          await repo.insertRefusal(this.db, err.refusal);
          this.deps.log?.warn(err.refusal, 'bonuses: welcome bonus refused to a linked account');
        }
        const code = pgErrorCode(err);
        if (
          err instanceof AppError ||
          attempt >= MAX_ATTEMPTS ||
          (code !== PG_DEADLOCK && code !== PG_SERIALIZATION_FAILURE)
        )
          throw err;
      }
    }
  }
}

/** A bonus's terms from a map loaded for its rows (terms are never deleted). */
function termsIn(terms: ReadonlyMap<number, TermsRow>, row: PlayerBonusRow): TermsRow {
  const t = terms.get(row.terms_id);
  if (!t) throw new Error(`bonus ${row.id} has no terms ${row.terms_id}`);
  return t;
}

/** Pending and active first, then offers. */
function rank(r: PlayerBonusRow): number {
  return r.state === 'active' ? 0 : r.state === 'pending' ? 1 : 2;
}

function requireEnded(row: PlayerBonusRow | undefined): PlayerBonusRow {
  if (!row) throw new Error('the bonus was locked open but did not end');
  return row;
}

const instances = new WeakMap<Db, BonusesService>();

/** The one BonusesService of a database (it registers the withdrawals' hook once). */
export function bonusesOf(deps: BonusDeps): BonusesService {
  let service = instances.get(deps.db);
  if (!service) {
    service = new BonusesService(deps);
    instances.set(deps.db, service);
  }
  return service;
}

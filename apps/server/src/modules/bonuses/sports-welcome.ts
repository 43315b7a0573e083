import { centsToUsd } from '@casino/contract';
import type { BetType } from '@casino/contract/bet-types';
import { sportsBetMessageKeys as keys } from '@casino/contract/sportsbook-bets';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { AppError, fieldError } from '../../platform/http/errors.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import { SPORTS_GAME_TYPE, walletOf } from '../wallet/wallet.service.js';
import { bonusesOf } from './bonuses.service.js';
import * as repo from './sports-welcome.repository.js';
import { findTermsByIds, type PlayerBonusRow, type TermsRow } from './bonuses.repository.js';
import { days } from './rules.js';

/**
 * The sports welcome free bet (docs/decisions/048), kept on the player's bonus row:
 * qualifying → token → placed → wagering, then completed, lost or expired like any bonus.
 * Every step runs inside the bet's placement or settlement transaction, after the player's
 * accounts are locked (the order every bonus movement takes).
 */

/** The first bet that earns the free bet: at least 20 USD in total, every leg at 1.50 or more. */
export const QUALIFYING_STAKE_CENTS = 20_00;
const QUALIFYING_ODDS_CENTS = 150;

type Deps = { db: Db; clock: Clock };

/** A bet on an event that starts after the bonus ends: refused, and the player told in the inbox. */
export class BetAfterBonusError extends AppError {
  constructor(
    readonly bonusId: number,
    readonly endsAt: Date,
  ) {
    super(409, { detail: { key: keys.afterBonus, params: { date: endsAt.toISOString().slice(0, 10) } } });
    this.name = 'BetAfterBonusError';
  }
}

/** System bets do not count towards wagering (document 2); a "k from n" is a system bet too. */
export const isSystem = (type: BetType) => type.kind === 'system' || type.kind === 'k_from_n';

/** The deposit came: the sports welcome waits for its qualifying bet, for the terms' days. */
export async function startSportsWelcome(
  tx: Queryable,
  bonus: PlayerBonusRow,
  terms: TermsRow,
  now: Date,
  deposit: { creditId: number; cents: number } | null,
): Promise<PlayerBonusRow> {
  return repo.markQualifying(tx, {
    id: bonus.id,
    now,
    depositCreditId: deposit?.creditId ?? null,
    depositCents: deposit?.cents ?? 0,
    endsAt: new Date(now.getTime() + days(terms.wager_days)),
  });
}

export interface BetToPlace {
  userId: number;
  type: BetType;
  freeBetId: number | undefined;
  totalStakeCents: number;
  legOdds: readonly string[];
  /** When the bet's latest leg's event starts. */
  latestStart: Date;
}

/**
 * Checks a bet against the player's sports welcome before it is recorded: the free bet it names
 * must be the player's, unused and unexpired, and be the whole stake of a single or an
 * accumulator; a bet with the free bet, or one that counts towards the winnings' wagering, must
 * not start after the bonus ends. Answers the welcome (locked) or undefined.
 */
export async function checkBet(
  tx: Queryable,
  bet: BetToPlace,
  now: Date,
): Promise<PlayerBonusRow | undefined> {
  const welcome = await repo.findWelcome(tx, bet.userId);
  if (bet.freeBetId !== undefined) {
    if (bet.type.kind !== 'single' && bet.type.kind !== 'accumulator')
      throw fieldError('free_bet_id', keys.freeBetType);
    if (
      !welcome ||
      welcome.id !== bet.freeBetId ||
      welcome.free_bet_phase !== 'token' ||
      !welcome.free_bet_expires_at ||
      welcome.free_bet_expires_at.getTime() <= now.getTime()
    )
      throw fieldError('free_bet_id', keys.freeBetUnavailable);
    if (bet.totalStakeCents !== welcome.free_bet_cents)
      throw fieldError('unit_stake', keys.freeBetStake, {
        amount: centsToUsd(welcome.free_bet_cents).toFixed(2),
      });
    if (bet.latestStart.getTime() > welcome.free_bet_expires_at.getTime())
      throw new BetAfterBonusError(welcome.id, welcome.free_bet_expires_at);
    return welcome;
  }
  if (
    welcome?.free_bet_phase === 'wagering' &&
    welcome.wager_ends_at &&
    !isSystem(bet.type) &&
    bet.latestStart.getTime() > welcome.wager_ends_at.getTime()
  )
    throw new BetAfterBonusError(welcome.id, welcome.wager_ends_at);
  return welcome;
}

/**
 * After the bet is recorded: a free bet's stake moves from the house's bonus grants to the
 * sportsbook's stakes (no player money moves), and the first qualifying cash bet is remembered.
 */
export async function afterPlacement(
  deps: Deps,
  tx: Queryable,
  welcome: PlayerBonusRow | undefined,
  bet: BetToPlace & { id: number },
): Promise<void> {
  if (!welcome) return;
  if (bet.freeBetId !== undefined) {
    await walletOf(deps).transfer(
      {
        idempotencyKey: `sports-bet:${bet.id}`,
        kind: 'bet',
        from: { owner: 'house', name: 'bonus_grants' },
        to: { owner: 'house', name: 'sports_stakes' },
        amountCents: bet.totalStakeCents,
        reference: { sports_bet_id: bet.id, game_type: SPORTS_GAME_TYPE, player_bonus_id: welcome.id },
        onBehalfOf: bet.userId,
      },
      tx,
    );
    await repo.markPlaced(tx, welcome.id, bet.id);
    return;
  }
  if (
    welcome.free_bet_phase === 'qualifying' &&
    welcome.qualifying_bet_id === null &&
    bet.totalStakeCents >= QUALIFYING_STAKE_CENTS &&
    bet.legOdds.every((odds) => Math.round(Number(odds) * 100) >= QUALIFYING_ODDS_CENTS) &&
    welcome.wager_ends_at !== null &&
    bet.latestStart.getTime() <= welcome.wager_ends_at.getTime()
  )
    await repo.markQualifyingBet(tx, welcome.id, bet.id);
}

/**
 * An in-play bet refused after its delay (the player's accounts locked): a free bet's stake goes
 * back from the sportsbook's stakes to the house's bonus grants and the free bet is the player's
 * again; a refused qualifying bet stops standing for the free bet. Answers true when the bet was
 * a free bet (nothing of the player's to give back).
 */
export async function afterRefusal(
  deps: Deps,
  tx: Queryable,
  bet: {
    id: number;
    user_id: number;
    free_bet: boolean;
    player_bonus_id: number | null;
    total_stake_cents: number;
  },
): Promise<boolean> {
  const welcome = await repo.findWelcome(tx, bet.user_id);
  if (welcome?.qualifying_bet_id === bet.id) await repo.markQualifyingBet(tx, welcome.id, null);
  if (!bet.free_bet) return false;
  await walletOf(deps).transfer(
    {
      idempotencyKey: `sports-bet:${bet.id}:refused`,
      kind: 'bet_rollback',
      from: { owner: 'house', name: 'sports_stakes' },
      to: { owner: 'house', name: 'bonus_grants' },
      amountCents: bet.total_stake_cents,
      reference: { sports_bet_id: bet.id, game_type: SPORTS_GAME_TYPE, player_bonus_id: bet.player_bonus_id },
      onBehalfOf: bet.user_id,
    },
    tx,
  );
  if (welcome?.free_bet_bet_id === bet.id) await repo.markUnplaced(tx, welcome.id);
  return true;
}

export interface SettledBet {
  id: number;
  userId: number;
  type: BetType;
  totalStakeCents: number;
  freeBet: boolean;
  wageringCounted: boolean;
  status: string;
  paidCents: number;
}

/**
 * After a bet's settlement (in the feed's transaction, the player's accounts locked): the
 * qualifying bet's settlement credits the free bet, the free bet's settlement starts the
 * wagering of what it paid to the bonus balance, and a cash bet settled meanwhile counts its
 * stake towards that wagering once. Every step checks the phase, so a repeated message does nothing.
 */
/** Which of these players hold an active sports welcome (settlement looks only at their bets). */
export async function welcomeHolders(tx: Queryable, userIds: readonly number[]): Promise<Set<number>> {
  return new Set(await repo.welcomeHolders(tx, userIds));
}

export async function afterSettlement(deps: Deps, tx: Queryable, bet: SettledBet, now: Date): Promise<void> {
  const welcome = await repo.findWelcome(tx, bet.userId);
  if (!welcome) return;
  const settled = bet.status === 'won' || bet.status === 'lost';
  if (welcome.free_bet_phase === 'qualifying' && welcome.qualifying_bet_id === bet.id) {
    // A void bet risked nothing: the next qualifying bet may earn the free bet.
    if (bet.status === 'void') await repo.markQualifyingBet(tx, welcome.id, null);
    if (settled) await creditFreeBet(tx, welcome, bet.totalStakeCents, now);
    return;
  }
  if (welcome.free_bet_phase === 'placed' && welcome.free_bet_bet_id === bet.id) {
    if (bet.status === 'open') return;
    const terms = await bonusTerms(tx, welcome);
    await repo.startWagering(tx, welcome.id, bet.paidCents, bet.paidCents * terms.wager);
    // Nothing won (or too little to play): the bonus ends as lost.
    await bonusesOf(deps).afterRound(tx, bet.userId, now);
    return;
  }
  if (
    welcome.free_bet_phase === 'wagering' &&
    settled &&
    !bet.freeBet &&
    !bet.wageringCounted &&
    !isSystem(bet.type) &&
    welcome.free_bet_bet_id !== null &&
    bet.id > welcome.free_bet_bet_id
  ) {
    await repo.countSportsWagering(tx, welcome.id, bet.id, bet.totalStakeCents);
    await bonusesOf(deps).afterRound(tx, bet.userId, now);
  }
}

async function creditFreeBet(tx: Queryable, welcome: PlayerBonusRow, stakeCents: number, now: Date) {
  const terms = await bonusTerms(tx, welcome);
  const amountCents = Math.min(Math.floor((stakeCents * terms.percentage) / 100), terms.max_bonus_cents);
  const expiresAt = new Date(now.getTime() + days(terms.wager_days));
  await repo.markToken(tx, welcome.id, amountCents, expiresAt);
  await insertPlayerEvent(tx, {
    userId: welcome.user_id,
    type: 'sports_free_bet',
    payload: {
      player_bonus_id: welcome.id,
      title: terms.title,
      amount_usd: centsToUsd(amountCents),
      expires_at: expiresAt.toISOString(),
    },
    dedupeKey: `bonus:${welcome.id}:free-bet`,
    now,
  });
}

async function bonusTerms(tx: Queryable, welcome: PlayerBonusRow): Promise<TermsRow> {
  const [terms] = await findTermsByIds(tx, [welcome.terms_id]);
  if (!terms) throw new Error(`bonus ${welcome.id} has no terms ${welcome.terms_id}`);
  return terms;
}

/** The inbox's word on a refused bet (outside the refused transaction, which rolled back). */
export async function notifyRefusal(db: Queryable, userId: number, err: BetAfterBonusError, now: Date) {
  await insertPlayerEvent(db, {
    userId,
    type: 'sports_bet_after_bonus',
    payload: { player_bonus_id: err.bonusId, ends_at: err.endsAt.toISOString() },
    dedupeKey: `bonus:${err.bonusId}:after-bonus:${now.getTime()}`,
    now,
  });
}

import type { Eligibility, PlayerFacts, SpinTier, TermsRow } from './bonuses.repository.js';

/**
 * The bonus rules with no I/O (docs/decisions/013): what a deposit grants, who is eligible, and
 * how a bonus being wagered ends. The service applies them in the ledger's transactions.
 */

/** A bonus stays active while its bonus balance is at least this (document 2, section 9). */
export const ACTIVE_THRESHOLD_CENTS = 150;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface GrantPlan {
  bonusCents: number;
  spins: number;
  spinBetCents: number;
  wagerRequiredCents: number;
}

/** The spin tier a deposit reaches: the highest whose minimum it meets. */
export function spinTierFor(tiers: readonly SpinTier[], depositCents: number): SpinTier | undefined {
  let best: SpinTier | undefined;
  for (const t of tiers) {
    if (depositCents >= t.min_deposit_cents && (!best || t.min_deposit_cents >= best.min_deposit_cents))
      best = t;
  }
  return best;
}

/** What the terms grant for a qualifying deposit (0 for a bonus granted without one). */
export function planGrant(terms: TermsRow, depositCents: number): GrantPlan {
  const bonusCents = Math.min(Math.floor((depositCents * terms.percentage) / 100), terms.max_bonus_cents);
  const tier = spinTierFor(terms.spin_tiers, depositCents);
  const base = terms.wager_base === 'bonus' ? bonusCents : depositCents + bonusCents;
  return {
    bonusCents,
    spins: tier?.spins ?? 0,
    spinBetCents: tier?.bet_cents ?? 0,
    // Without bonus money there is nothing to wager until the spins win something.
    wagerRequiredCents: bonusCents > 0 ? base * terms.wager : 0,
  };
}

/** The most a bonus converts to cash: the deposit part's cap, plus the spins' cap if it has spins. */
export function conversionCap(b: {
  bonus_cents: number;
  spins_total: number;
  max_winning_cents: number;
  spins_max_winning_cents: number;
}): number {
  return (
    (b.bonus_cents > 0 || b.spins_total === 0 ? b.max_winning_cents : 0) +
    (b.spins_total > 0 ? b.spins_max_winning_cents : 0)
  );
}

export type Ending =
  | { state: 'completed'; reason: 'wagered'; convertCents: number; writeOffCents: number }
  | { state: 'lost'; reason: 'depleted'; convertCents: 0; writeOffCents: number };

/**
 * How an active bonus ends after a settled round, given its bonus balance: wagering met (the
 * balance converts to cash up to the cap, the rest is written off), or the balance below the
 * threshold with no spins left (written off). Undefined while it goes on.
 */
export function endingOf(
  b: {
    wagered_cents: number;
    wager_required_cents: number;
    spins_left: number;
    bonus_cents: number;
    spins_total: number;
    max_winning_cents: number;
    spins_max_winning_cents: number;
    free_bet_phase?: string | null;
  },
  bonusBalanceCents: number,
): Ending | undefined {
  if (b.spins_left > 0) return undefined;
  // A sports welcome before its free bet has won has nothing on the bonus balance yet (docs/decisions/048).
  if (b.free_bet_phase !== undefined && b.free_bet_phase !== null && b.free_bet_phase !== 'wagering')
    return undefined;
  if (b.wager_required_cents > 0 && b.wagered_cents >= b.wager_required_cents) {
    const convertCents = Math.min(bonusBalanceCents, conversionCap(b));
    return {
      state: 'completed',
      reason: 'wagered',
      convertCents,
      writeOffCents: bonusBalanceCents - convertCents,
    };
  }
  if (bonusBalanceCents < ACTIVE_THRESHOLD_CENTS)
    return { state: 'lost', reason: 'depleted', convertCents: 0, writeOffCents: bonusBalanceCents };
  return undefined;
}

/** The share of a round's win that belongs to the bonus: in proportion to its stake. */
export function bonusShareOf(winCents: number, betCents: number, bonusBetCents: number): number {
  if (winCents <= 0 || betCents <= 0 || bonusBetCents <= 0) return 0;
  return Math.floor((winCents * Math.min(bonusBetCents, betCents)) / betCents);
}

export type Ineligibility =
  | 'verified'
  | 'email_confirmed'
  | 'phone_confirmed'
  | 'deposits'
  | 'deposit_number'
  | 'birthday'
  | 'registration';

/** Why a player may not take these terms now, or undefined when they may. */
export function ineligibility(terms: TermsRow, facts: PlayerFacts, now: Date): Ineligibility | undefined {
  const e: Eligibility = terms.eligibility;
  if (
    terms.registration_days !== null &&
    now.getTime() > new Date(facts.created_at).getTime() + terms.registration_days * DAY
  )
    return 'registration';
  if (e.verified && facts.verification_state !== 'verified') return 'verified';
  if (e.email_confirmed && !facts.is_email_verified) return 'email_confirmed';
  if (e.phone_confirmed && !facts.is_phone_verified) return 'phone_confirmed';
  if (e.min_deposits_cents !== undefined && Number(facts.deposits_cents) < e.min_deposits_cents)
    return 'deposits';
  if (e.deposit_number !== undefined && facts.deposits_count !== e.deposit_number - 1)
    return 'deposit_number';
  if (
    e.birthday_days !== undefined &&
    birthdayWindowEnd(facts.date_of_birth, e.birthday_days, now) === undefined
  )
    return 'birthday';
  return undefined;
}

/** The end of the birthday window the moment falls in (from the birthday's 00:00 UTC), else undefined. */
export function birthdayWindowEnd(dateOfBirth: string | null, days: number, now: Date): Date | undefined {
  if (!dateOfBirth) return undefined;
  const [, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  for (const year of [now.getUTCFullYear() - 1, now.getUTCFullYear()]) {
    const start = Date.UTC(year, m - 1, d);
    const end = start + days * DAY;
    if (now.getTime() >= start && now.getTime() < end) return new Date(end);
  }
  return undefined;
}

/** When a listed offer stops being offered (welcome: days from registration; birthday: its window). */
export function offerEnd(terms: TermsRow, facts: PlayerFacts, now: Date): Date | null {
  if (terms.activation_hours !== null) return new Date(now.getTime() + terms.activation_hours * HOUR);
  if (terms.registration_days !== null)
    return new Date(new Date(facts.created_at).getTime() + terms.registration_days * DAY);
  if (terms.eligibility.birthday_days !== undefined)
    return birthdayWindowEnd(facts.date_of_birth, terms.eligibility.birthday_days, now) ?? null;
  return null;
}

export const hours = (n: number) => n * HOUR;
export const days = (n: number) => n * DAY;

import { centsToUsd, type ActiveBonus, type BonusItem, type WageringCategory } from '@casino/contract';
import { WAGERING_CATEGORIES } from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import type { PlayerBonusRow, TermsRow } from './bonuses.repository.js';
import { spinTierFor } from './rules.js';

/** 'Nd Nh Nm Ns' until the moment (the spec's time_left), or '' when there is none. */
export function timeLeft(until: Date | null, now: Date): string {
  if (!until) return '';
  let s = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  const d = Math.floor(s / 86_400);
  s -= d * 86_400;
  const h = Math.floor(s / 3_600);
  s -= h * 3_600;
  const m = Math.floor(s / 60);
  return `${d}d ${h}h ${m}m ${s - m * 60}s`;
}

/** When what the player holds runs out: the offer, the deposit window or the wagering period. */
function endsAt(row: PlayerBonusRow | null): Date | null {
  if (!row) return null;
  if (row.state === 'offered') return row.offer_ends_at;
  if (row.state === 'pending') return row.deposit_by;
  if (row.state === 'active') return row.wager_ends_at;
  return null;
}

/** The card of a bonus: the player's (row) or, with no row, the terms as offered. */
export function presentBonus(
  row: PlayerBonusRow | null,
  terms: TermsRow,
  locale: Locale,
  now: Date,
): BonusItem {
  const granted = row !== null && row.state === 'active';
  // Before a deposit decides the tier, a card shows the spins of the first tier it offers.
  const tier = spinTierFor(terms.spin_tiers, terms.min_deposit_cents) ?? terms.spin_tiers[0];
  const isActive = row !== null && (row.state === 'pending' || row.state === 'active');
  const until = endsAt(row);
  const button = granted
    ? 'bonus_button_deactivate'
    : isActive
      ? 'bonus_button_deposit'
      : 'bonus_button_activate';
  return {
    id: row?.id ?? 0,
    title: terms.title[locale],
    short_description: terms.short_description[locale],
    description: terms.description[locale],
    type: terms.type,
    offer: terms.offer,
    percentage: terms.percentage,
    max_bonus_amount: centsToUsd(terms.max_bonus_cents),
    max_winning: centsToUsd(row ? row.max_winning_cents : terms.max_winning_cents),
    wager: terms.wager > 0 ? terms.wager : terms.spins_wager,
    number_of_spins: granted ? row.spins_total : (tier?.spins ?? 0),
    bet_per_spin: centsToUsd(granted ? row.spin_bet_cents : (tier?.bet_cents ?? 0)),
    min_deposit_amount: centsToUsd(terms.min_deposit_cents),
    lifetime: terms.wager_days,
    time_left: timeLeft(until, now),
    ends_at: until ? until.toISOString() : null,
    image: terms.image,
    button_text: translate(button, locale),
    is_active: isActive,
    is_used: granted,
    max_bet:
      (row ? row.max_bet_cents : terms.max_bet_cents) === null
        ? null
        : centsToUsd((row ? row.max_bet_cents : terms.max_bet_cents) ?? 0),
    spin_games: terms.spin_tiers.length > 0 ? terms.spin_games : [],
  };
}

/** The My bonus section: the card with the wagering progress and the bonus balance. */
export function presentActive(
  row: PlayerBonusRow,
  terms: TermsRow,
  bonusBalanceCents: number,
  locale: Locale,
  now: Date,
): ActiveBonus {
  const progress =
    row.wager_required_cents > 0
      ? Math.min(100, Math.floor((row.wagered_cents * 1000) / row.wager_required_cents) / 10)
      : 0;
  const contributions = Object.fromEntries(
    WAGERING_CATEGORIES.map((c) => [c, Number(row.contributions[c] ?? 0)]),
  ) as Record<WageringCategory, number>;
  return {
    ...presentBonus(row, terms, locale, now),
    state: row.state === 'active' ? 'active' : 'pending',
    bonus_balance: centsToUsd(row.state === 'active' ? bonusBalanceCents : 0),
    wager_required: centsToUsd(row.wager_required_cents),
    wagered: centsToUsd(Math.min(row.wagered_cents, row.wager_required_cents)),
    wager_progress: progress,
    spins_left: row.spins_left,
    spins_winnings: centsToUsd(row.spins_winnings_cents),
    contributions,
    free_bet:
      row.free_bet_phase === null
        ? null
        : {
            phase: row.free_bet_phase,
            id: row.id,
            amount: centsToUsd(row.free_bet_cents),
            expires_at: row.free_bet_expires_at?.toISOString() ?? null,
          },
  };
}

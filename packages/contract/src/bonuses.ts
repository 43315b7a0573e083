import { z } from 'zod';

/**
 * Bonuses, promo codes, the super bonus and the wheel of fortune (document 2, sections 2 to 9).
 * Paths are under /api/frontend/ with the spec's trailing slashes:
 *   GET    bonus/available/          -> BonusItem[] (always an array; the player's offers and their current bonus)
 *   POST   bonus/activate/           {bonus_id}  -> BonusActionResult
 *   POST   bonus_reactivate/         {bonus_id}  -> BonusActionResult (replaces the current bonus)
 *   DELETE bonus_deactivate/{id}/                -> BonusActionResult
 *   GET    bonus/super/              -> BonusItem[] (empty once the super bonus was chosen or declined)
 *   POST   bonus/super/              {id}        -> BonusActionResult
 *   POST   bonus_reject/             -> {detail}  (declines the super bonus; is_new_user turns false)
 *   GET    bonus/active/             -> ActiveBonus | null (the My bonus section: wagering progress)
 *   POST   promo-code/activate/      {promo_code} -> {detail} (the activated message)
 *   GET    promo-code/used/          -> UsedPromoCode[]
 *   GET    wheel_bonuses/            -> WheelBonuses[] (one item: the published prizes and the player's spin state)
 *   POST   wheel/spin/               {time_zone?} -> WheelSpinResult
 * Errors: 400 {field: [message]} (promo_code, bonus_id, non_field_errors), 401/404/429 {detail}.
 */

/** Bonus types as the client names cards by them. Super-bonus offers use the super_ types. */
export const BONUS_TYPES = [
  'deposit',
  'fs',
  'deposit_and_fs',
  'super_deposit',
  'super_fs',
  'super_deposit_and_fs',
  'cashback',
  'freebet',
] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** Where an offer comes from (operator data; shown as the card's origin). */
export const BONUS_OFFERS = [
  'welcome',
  'super',
  'personal',
  'promo',
  'wheel',
  'verification',
  'birthday',
  'cashback',
] as const;
export type BonusOffer = (typeof BONUS_OFFERS)[number];

/**
 * A player's bonus, server side. The client sees: offered (not activated: is_active false),
 * pending (activated, waiting for the qualifying deposit: is_active true, is_used false) and
 * active (granted and being wagered: is_active true, is_used true). The rest have ended.
 */
export const PLAYER_BONUS_STATES = [
  'offered',
  'pending',
  'active',
  'completed',
  'expired',
  'lost',
  'cancelled',
  'rejected',
] as const;
export type PlayerBonusState = (typeof PLAYER_BONUS_STATES)[number];

/** The wagering contribution of each game category, in percent (document 2, section 9). */
export const WAGERING_CATEGORIES = [
  'slots',
  'live',
  'tables',
  'video_poker',
  'jackpots',
  'game_shows',
  'lobby',
] as const;
export type WageringCategory = (typeof WAGERING_CATEGORIES)[number];
export const DEFAULT_CONTRIBUTIONS: Record<WageringCategory, number> = {
  slots: 100,
  live: 10,
  tables: 10,
  video_poker: 5,
  jackpots: 0,
  game_shows: 0,
  lobby: 0,
};

/** A bonus stays active while its bonus balance is at least this many USD. */
export const BONUS_ACTIVE_THRESHOLD_USD = 1.5;
/** The bonus deposit dialog's caption amount. */
export const BONUS_DEPOSIT_CAPTION_USD = 80;

/**
 * One card of the Available bonuses list, the super bonus dialog or the wheel's prizes. `id` is
 * the player's bonus id: the server records an offer for the player (state offered) the first
 * time it lists it, so activate, deactivate and reactivate all take that one id. Wheel prizes
 * not yet won have id 0.
 */
export interface BonusItem {
  id: number;
  title: string;
  short_description: string;
  /** HTML-free text; paragraphs separated by blank lines. */
  description: string;
  type: BonusType;
  offer: BonusOffer;
  /** Percent of the deposit added as bonus (0 for spins only). */
  percentage: number;
  /** USD. */
  max_bonus_amount: number;
  /** USD: the most the bonus converts to cash. */
  max_winning: number;
  /** Wagering multiplier (x35). */
  wager: number;
  number_of_spins: number;
  /** USD. */
  bet_per_spin: number;
  /** USD. */
  min_deposit_amount: number;
  /** Days the bonus may be wagered once granted. */
  lifetime: number;
  /** 'Nd Nh Nm Ns' until the offer or the bonus ends; empty when it does not run out. */
  time_left: string;
  /** Absolute end of the above, ISO 8601, or null. */
  ends_at: string | null;
  /** An image path served by the casino (our own artwork). */
  image: string;
  button_text: string;
  /** Activated (pending or active). */
  is_active: boolean;
  /** Granted and being wagered. */
  is_used: boolean;
  /** USD: the most one bet may stake while the bonus is wagered (null: no limit). */
  max_bet: number | null;
  /** The game codes the spins play on (empty when the bonus has no spins). */
  spin_games: string[];
}

/** The My bonus section: the bonus being wagered (or waiting for its deposit) with its progress. */
export interface ActiveBonus extends BonusItem {
  state: 'pending' | 'active';
  /** USD on the bonus account. */
  bonus_balance: number;
  /** USD to wager in total, and wagered so far (after category contributions). */
  wager_required: number;
  wagered: number;
  /** 0 to 100, one decimal. */
  wager_progress: number;
  spins_left: number;
  /** USD won by the spins so far. */
  spins_winnings: number;
  /** Per category, percent. */
  contributions: Record<WageringCategory, number>;
}

export interface BonusActionResult {
  /** The player's bonus now (pending or active). */
  bonus: BonusItem;
  /** The translated outcome, e.g. 'The bonus has been activated.' */
  detail: string;
}

export interface UsedPromoCode {
  promo_code: string;
  used_at: string;
  /** The bonus title it gave. */
  title: string;
}

export const bonusMessageKeys = {
  bonusIdInvalid: 'bonus_id_invalid',
  promoCodeRequired: 'promo_code_required',
} as const;

const bonusId = z
  .number(bonusMessageKeys.bonusIdInvalid)
  .int(bonusMessageKeys.bonusIdInvalid)
  .positive(bonusMessageKeys.bonusIdInvalid)
  .max(2 ** 31 - 1, bonusMessageKeys.bonusIdInvalid);

export const bonusActivateRequest = z.object({ bonus_id: bonusId });
export type BonusActivateRequest = z.input<typeof bonusActivateRequest>;

export const superBonusRequest = z.object({ id: bonusId });
export type SuperBonusRequest = z.input<typeof superBonusRequest>;

/** The id in a path: digits only. */
export const bonusIdParam = z.object({ id: z.coerce.number().pipe(bonusId) });

export const promoCodeRequest = z.object({
  promo_code: z
    .string(bonusMessageKeys.promoCodeRequired)
    .trim()
    .min(1, bonusMessageKeys.promoCodeRequired)
    .max(64, bonusMessageKeys.promoCodeRequired),
});
export type PromoCodeRequest = z.input<typeof promoCodeRequest>;

/** One prize on the wheel, with its published weight (chance = weight / total weight). */
export interface WheelPrize {
  id: number;
  label: string;
  /** Segment colour key for the client's artwork. */
  color: string;
  weight: number;
  /** Percent, one decimal: the published chance. */
  chance: number;
  bonus: BonusItem;
}

/** GET wheel_bonuses/: a list whose first item has a bonuses array (the spec's shape). */
export interface WheelBonuses {
  bonuses: WheelPrize[];
  /** Signed in: whether a spin is available now. Guests: false. */
  can_spin: boolean;
  /** When the next spin opens (05:00 in the player's time zone), ISO 8601, or null when available now. */
  next_spin_at: string | null;
  /** The player's time zone the wheel day is counted in. */
  time_zone: string | null;
  last_spin_at: string | null;
}

export const wheelSpinRequest = z.object({
  /** IANA zone from the browser; remembered on the first spin and used for every later day. */
  time_zone: z.string().trim().min(1).max(64).optional(),
});
export type WheelSpinRequest = z.input<typeof wheelSpinRequest>;

export interface WheelSpinResult {
  /** The prize the server drew; the client's animation lands on it. */
  prize_id: number;
  /** Its index in WheelBonuses.bonuses. */
  index: number;
  /** The player's bonus it issued (offered: activate within 48 hours). */
  bonus: BonusItem;
  next_spin_at: string;
}

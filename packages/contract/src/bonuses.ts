import { z } from 'zod';
import { named, timestamp } from './common.js';

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
export const BonusItemSchema = /* @__PURE__ */ named(
  {
    id: 'BonusItem',
    description:
      "A bonus card: an offer, the player's current bonus or a wheel prize. activate, deactivate and reactivate take its id.",
  },
  () =>
    z.object({
      id: z.number().int().describe("The player's bonus id (0 for a wheel prize not yet won)."),
      title: z.string(),
      short_description: z.string(),
      description: z.string().describe('HTML-free text; paragraphs separated by blank lines.'),
      type: z.enum(BONUS_TYPES),
      offer: z.enum(BONUS_OFFERS).describe('Where the offer comes from.'),
      percentage: z.number().describe('Percent of the deposit added as bonus (0 for spins only).'),
      max_bonus_amount: z.number().describe('USD.'),
      max_winning: z.number().describe('USD: the most the bonus converts to cash.'),
      wager: z.number().describe('Wagering multiplier (x35).'),
      number_of_spins: z.number().int(),
      bet_per_spin: z.number().describe('USD.'),
      min_deposit_amount: z.number().describe('USD.'),
      lifetime: z.number().describe('Days the bonus may be wagered once granted.'),
      time_left: z
        .string()
        .describe("'Nd Nh Nm Ns' until the offer or the bonus ends; empty when it does not run out."),
      ends_at: timestamp().nullable().describe('Absolute end of the above, or null.'),
      image: z.string().describe('An image path served by the casino.'),
      button_text: z.string(),
      is_active: z.boolean().describe('Activated (pending or active).'),
      is_used: z.boolean().describe('Granted and being wagered.'),
      max_bet: z
        .number()
        .nullable()
        .describe('USD: the most one bet may stake while the bonus is wagered (null: no limit).'),
      spin_games: z
        .array(z.string())
        .describe('The game codes the spins play on (empty when the bonus has no spins).'),
    }),
);
export type BonusItem = z.infer<typeof BonusItemSchema>;

/** The My bonus section: the bonus being wagered (or waiting for its deposit) with its progress. */
export const ActiveBonusSchema = /* @__PURE__ */ named(
  {
    id: 'ActiveBonus',
    description: 'The bonus being wagered (or waiting for its deposit) with its progress.',
  },
  () =>
    BonusItemSchema.extend({
      state: z
        .enum(['pending', 'active'])
        .describe('pending waits for the qualifying deposit; active is being wagered.'),
      bonus_balance: z.number().describe('USD on the bonus account.'),
      wager_required: z.number().describe('USD to wager in total.'),
      wagered: z.number().describe('USD wagered so far (after category contributions).'),
      wager_progress: z.number().describe('0 to 100, one decimal.'),
      spins_left: z.number().int(),
      spins_winnings: z.number().describe('USD won by the spins so far.'),
      contributions: z
        .record(z.enum(WAGERING_CATEGORIES), z.number())
        .describe('Percent of each bet that counts towards wagering, by game category.'),
      free_bet: z
        .object({
          phase: z
            .enum(['qualifying', 'token', 'placed', 'wagering'])
            .describe(
              'qualifying: the first bet of 20 USD at 1.50 is awaited or open; token: the free bet is ready; placed: it is on a bet; wagering: its winnings are wagered 3x on sports.',
            ),
          id: z.number().int().describe('free_bet_id for the bet slip (the bonus id).'),
          amount: z.number().describe('USD of the free bet; 0 until credited.'),
          expires_at: timestamp().nullable(),
        })
        .nullable()
        .describe('The sports welcome free bet (null for a casino bonus).'),
    }),
);
export type ActiveBonus = z.infer<typeof ActiveBonusSchema>;

export const BonusActionResultSchema = /* @__PURE__ */ named(
  { id: 'BonusActionResult', description: "The player's bonus after the action, and what happened." },
  () =>
    z.object({
      bonus: BonusItemSchema,
      detail: z.string().describe("The translated outcome, e.g. 'The bonus has been activated.'"),
    }),
);
export type BonusActionResult = z.infer<typeof BonusActionResultSchema>;

export const UsedPromoCodeSchema = /* @__PURE__ */ named(
  { id: 'UsedPromoCode', description: 'A promo code the player activated.' },
  () =>
    z.object({
      promo_code: z.string(),
      used_at: timestamp(),
      title: z.string().describe('The bonus title it gave.'),
    }),
);
export type UsedPromoCode = z.infer<typeof UsedPromoCodeSchema>;

export const bonusMessageKeys = {
  bonusIdInvalid: 'bonus_id_invalid',
  promoCodeRequired: 'promo_code_required',
} as const;

const bonusId = z
  .number(bonusMessageKeys.bonusIdInvalid)
  .int(bonusMessageKeys.bonusIdInvalid)
  .positive(bonusMessageKeys.bonusIdInvalid)
  .max(2 ** 31 - 1, bonusMessageKeys.bonusIdInvalid);

export const bonusActivateRequest = /* @__PURE__ */ named(
  { id: 'BonusActivateRequest', description: "The player's bonus id (BonusItem.id)." },
  () => z.object({ bonus_id: bonusId }),
);
export type BonusActivateRequest = z.input<typeof bonusActivateRequest>;

export const superBonusRequest = /* @__PURE__ */ named(
  { id: 'SuperBonusRequest', description: 'The chosen super bonus (BonusItem.id).' },
  () => z.object({ id: bonusId }),
);
export type SuperBonusRequest = z.input<typeof superBonusRequest>;

export const promoCodeRequest = /* @__PURE__ */ named(
  {
    id: 'PromoCodeRequest',
    description: 'A promo code as the player typed it (case does not matter).',
  },
  () =>
    z.object({
      promo_code: z
        .string(bonusMessageKeys.promoCodeRequired)
        .trim()
        .min(1, bonusMessageKeys.promoCodeRequired)
        .max(64, bonusMessageKeys.promoCodeRequired),
    }),
);
export type PromoCodeRequest = z.input<typeof promoCodeRequest>;

/** One prize on the wheel, with its published weight (chance = weight / total weight). */
export const WheelPrizeSchema = /* @__PURE__ */ named(
  { id: 'WheelPrize', description: 'One prize on the wheel with its published weight.' },
  () =>
    z.object({
      id: z.number().int(),
      label: z.string(),
      color: z.string().describe("Segment colour key for the client's artwork."),
      weight: z.number().int(),
      chance: z.number().describe('Percent, one decimal: the published chance.'),
      bonus: BonusItemSchema,
    }),
);
export type WheelPrize = z.infer<typeof WheelPrizeSchema>;

/** GET wheel_bonuses/: a list whose first item has a bonuses array (the spec's shape). */
export const WheelBonusesSchema = /* @__PURE__ */ named(
  { id: 'WheelBonuses', description: "The wheel's prizes and the caller's spin state." },
  () =>
    z.object({
      bonuses: z.array(WheelPrizeSchema),
      can_spin: z.boolean().describe('Signed in: whether a spin is available now. Guests: false.'),
      next_spin_at: timestamp()
        .nullable()
        .describe("When the next spin opens (05:00 in the player's time zone), or null when available now."),
      time_zone: z.string().nullable().describe("The player's time zone the wheel day is counted in."),
      last_spin_at: timestamp().nullable(),
    }),
);
export type WheelBonuses = z.infer<typeof WheelBonusesSchema>;

export const wheelSpinRequest = /* @__PURE__ */ named(
  { id: 'WheelSpinRequest', description: "The player's time zone." },
  () =>
    z.object({
      /** IANA zone from the browser; remembered on the first spin and used for every later day. */
      time_zone: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .optional()
        .describe('IANA zone from the browser; remembered on the first spin and used for every later day.'),
    }),
);
export type WheelSpinRequest = z.input<typeof wheelSpinRequest>;

export const WheelSpinResultSchema = /* @__PURE__ */ named(
  { id: 'WheelSpinResult', description: "Today's spin: the drawn prize and the offer it issued." },
  () =>
    z.object({
      prize_id: z.number().int().describe("The prize the server drew; the client's animation lands on it."),
      index: z.number().int().describe('Its index in WheelBonuses.bonuses.'),
      bonus: BonusItemSchema.describe('The bonus it issued (offered: activate within 48 hours).'),
      next_spin_at: timestamp(),
    }),
);
export type WheelSpinResult = z.infer<typeof WheelSpinResultSchema>;

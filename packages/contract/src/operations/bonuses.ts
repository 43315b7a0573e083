import { z } from 'zod';
import {
  ActiveBonusSchema,
  BonusActionResultSchema,
  BonusItemSchema,
  UsedPromoCodeSchema,
  WheelBonusesSchema,
  WheelSpinResultSchema,
  bonusActivateRequest,
  promoCodeRequest,
  superBonusRequest,
  wheelSpinRequest,
} from '../bonuses.js';
import { EmptyObjectSchema } from '../accounts.js';
import { DetailResponseSchema } from '../common.js';
import { defineOperation } from './operation.js';
import { THROTTLED, idParam } from './params.js';

const tag = 'Bonuses';
const NOT_OFFERED = "No such bonus among the player's.";
const REFUSED =
  'The bonus cannot be taken now (another one is active, the offer ended...): on non_field_errors or bonus_id.';

/** Bonuses, promo codes, the super bonus and the wheel of fortune (document 2, sections 2 to 9). */

/** A time-out or self-exclusion closes bonuses (docs/decisions/038). */
const PAUSED = 'The player is in a time-out or self-exclusion.';
export const bonusOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/bonus/available/',
    operationId: 'listAvailableBonuses',
    tag,
    summary: "The player's bonus offers",
    description:
      'The offers the player may activate and their current bonus. Listing an offer records it for the player, so its id can be activated.',
    auth: 'player',
    responses: { 200: { description: 'Always an array.', schema: z.array(BonusItemSchema) } },
    errors: { 404: 'The account no longer exists.' },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/bonus/active/',
    operationId: 'getActiveBonus',
    tag,
    summary: 'The bonus being wagered',
    description: 'The current bonus with its wagering progress, or null.',
    auth: 'player',
    responses: { 200: { description: 'The bonus, or null.', schema: ActiveBonusSchema.nullable() } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/bonus/activate/',
    operationId: 'activateBonus',
    tag,
    summary: 'Activate an offer',
    auth: 'player',
    body: { json: bonusActivateRequest },
    responses: { 200: { description: 'The activated bonus.', schema: BonusActionResultSchema } },
    errors: { 400: REFUSED, 403: PAUSED, 404: NOT_OFFERED },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/bonus_reactivate/',
    operationId: 'reactivateBonus',
    tag,
    summary: 'Activate an offer in place of the current bonus',
    description: 'Ends the current bonus (its bonus money is lost) and activates the offer.',
    auth: 'player',
    body: { json: bonusActivateRequest },
    responses: { 200: { description: 'The activated bonus.', schema: BonusActionResultSchema } },
    errors: { 400: REFUSED, 403: PAUSED, 404: NOT_OFFERED },
  }),
  defineOperation({
    method: 'DELETE',
    path: '/api/frontend/bonus_deactivate/{id}/',
    operationId: 'deactivateBonus',
    tag,
    summary: 'Cancel the current bonus',
    auth: 'player',
    params: idParam("The player's bonus id."),
    responses: { 200: { description: 'The cancelled bonus.', schema: BonusActionResultSchema } },
    errors: { 400: REFUSED, 404: NOT_OFFERED },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/bonus/super/',
    operationId: 'listSuperBonuses',
    tag,
    summary: 'The super bonus choices',
    description: 'Empty once the super bonus was chosen or declined.',
    auth: 'player',
    responses: { 200: { description: 'The choices.', schema: z.array(BonusItemSchema) } },
    errors: { 404: 'The account no longer exists.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/bonus/super/',
    operationId: 'chooseSuperBonus',
    tag,
    summary: 'Choose the super bonus',
    auth: 'player',
    body: { json: superBonusRequest },
    responses: { 200: { description: 'The chosen bonus, activated.', schema: BonusActionResultSchema } },
    errors: { 400: REFUSED, 403: PAUSED, 404: 'Not one of the super bonus choices.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/bonus_reject/',
    operationId: 'declineSuperBonus',
    tag,
    summary: 'Decline the super bonus',
    description: 'is_new_user turns false.',
    auth: 'player',
    body: { json: EmptyObjectSchema, required: false },
    responses: { 200: { description: 'Declined.', schema: DetailResponseSchema } },
    errors: { 404: 'The account no longer exists.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/promo-code/activate/',
    operationId: 'activatePromoCode',
    tag,
    summary: 'Activate a promo code',
    description: "The code's bonus is activated at once, in place of a current one.",
    auth: 'player',
    body: { json: promoCodeRequest },
    responses: { 200: { description: 'The activated bonus.', schema: BonusActionResultSchema } },
    errors: {
      400: 'Unknown, used, expired or not for this player (on promo_code).',
      403: PAUSED,
      429: THROTTLED,
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/promo-code/used/',
    operationId: 'listUsedPromoCodes',
    tag,
    summary: 'Promo codes the player used',
    auth: 'player',
    responses: { 200: { description: 'Newest first.', schema: z.array(UsedPromoCodeSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/wheel_bonuses/',
    operationId: 'getWheel',
    tag: 'Wheel of fortune',
    summary: "The wheel's prizes and spin state",
    description: "A list of one item (the spec's shape). Guests see the prizes with can_spin false.",
    auth: 'optional',
    responses: { 200: { description: 'One item.', schema: z.array(WheelBonusesSchema) } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/wheel/spin/',
    operationId: 'spinWheel',
    tag: 'Wheel of fortune',
    summary: "Spin today's wheel",
    description:
      "One spin a day (the day starts at 05:00 in the player's time zone). The prize is an offer to activate within 48 hours.",
    auth: 'player',
    body: { json: wheelSpinRequest },
    responses: { 200: { description: 'The drawn prize.', schema: WheelSpinResultSchema } },
    errors: {
      400: "An unknown time zone, today's spin already taken, or no prizes (on non_field_errors).",
      403: PAUSED,
      404: 'The account no longer exists.',
      429: THROTTLED,
    },
  }),
];

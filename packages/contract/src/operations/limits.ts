import {
  GamblingLimitsSchema,
  LimitsPromptsSchema,
  answerLimitsOfferRequest,
  confirmLimitRequest,
  setLimitRequest,
  takeBreakRequest,
} from '../limits.js';
import { defineOperation } from './operation.js';

/** Responsible gambling: limits, time-outs and self-exclusion (docs/decisions/038). */
export const limitsOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/limits/',
    operationId: 'getLimits',
    tag: 'Responsible gambling',
    summary: "The player's limits and break",
    auth: 'player',
    responses: {
      200: {
        description: 'Limits with what each leaves, and any break running.',
        schema: GamblingLimitsSchema,
      },
    },
  }),
  defineOperation({
    method: 'PUT',
    path: '/api/frontend/limits/',
    operationId: 'setLimit',
    tag: 'Responsible gambling',
    summary: 'Set, lower, raise or remove a limit',
    description:
      'A new or lower limit applies at once; a higher one or a removal (amount null) waits 24 hours and the player confirms it then.',
    auth: 'player',
    body: { json: setLimitRequest },
    responses: { 200: { description: 'The limits after the change.', schema: GamblingLimitsSchema } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/limits/confirm/',
    operationId: 'confirmLimit',
    tag: 'Responsible gambling',
    summary: 'Confirm a waiting increase or removal',
    auth: 'player',
    body: { json: confirmLimitRequest },
    responses: { 200: { description: 'The limits after the change.', schema: GamblingLimitsSchema } },
    errors: { 409: 'Nothing is waiting, or its 24 hours have not passed.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/limits/break/',
    operationId: 'takeBreak',
    tag: 'Responsible gambling',
    summary: 'Take a time-out or exclude oneself',
    description: 'Starts at once, never ends early; every session is signed out. Withdrawals stay open.',
    auth: 'player',
    body: { json: takeBreakRequest },
    responses: {
      200: { description: 'The limits and the break now running.', schema: GamblingLimitsSchema },
    },
    errors: { 409: 'A longer break is already running.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/limits/reopen/',
    operationId: 'reopenAccount',
    tag: 'Responsible gambling',
    summary: 'Ask to reopen the account after a self-exclusion ended',
    description:
      'Only once the self-exclusion is over (never a permanent one); play opens after a 24-hour cooling-off.',
    auth: 'player',
    responses: {
      200: { description: 'The limits and the cooling-off now running.', schema: GamblingLimitsSchema },
    },
    errors: { 409: 'Nothing to reopen: no self-exclusion has ended, or it is permanent.' },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/limits/prompts/',
    operationId: 'getLimitsPrompts',
    tag: 'Responsible gambling',
    summary: 'Whether deposit limits are offered and the review of the limits is due',
    auth: 'player',
    responses: { 200: { description: 'The offer and the review.', schema: LimitsPromptsSchema } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/limits/offer/',
    operationId: 'answerLimitsOffer',
    tag: 'Responsible gambling',
    summary: 'Set deposit limits when offered, or decline them',
    description:
      'Offered at sign-up and before the first deposit; the answer is remembered, so the offer is not repeated.',
    auth: 'player',
    body: { json: answerLimitsOfferRequest },
    responses: {
      200: { description: 'The offer and the review after the answer.', schema: LimitsPromptsSchema },
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/limits/review/',
    operationId: 'reviewLimits',
    tag: 'Responsible gambling',
    summary: 'Record that the player reviewed their limits',
    description: 'The next review is due six months later.',
    auth: 'player',
    responses: { 200: { description: 'The review after it.', schema: LimitsPromptsSchema } },
    errors: { 409: 'The player has no limits to review.' },
  }),
];

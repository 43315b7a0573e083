import { z } from 'zod';
import { EmptyObjectSchema } from '../accounts.js';
import { CashbackClaimResultSchema, CashbackClaimSchema, RanksAnswerSchema } from '../loyalty.js';
import { TournamentDetailSchema, TournamentEventSchema } from '../tournaments.js';
import { defineOperation } from './operation.js';
import { idParam } from './params.js';

/** The status programme, cashback and VIP (document 2, sections 2, 4, 6 and 9). */
export const loyaltyOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/ranks/',
    operationId: 'getRanks',
    tag: 'Status and cashback',
    summary: 'The status ladder',
    description:
      "The seven stations, how points are earned, and the signed-in player's standing (null for a guest).",
    auth: 'optional',
    responses: { 200: { description: 'The ladder.', schema: RanksAnswerSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/cashback/',
    operationId: 'listCashback',
    tag: 'Status and cashback',
    summary: "The player's weekly cashback",
    auth: 'player',
    responses: { 200: { description: 'Newest first.', schema: z.array(CashbackClaimSchema) } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/cashback/{id}/claim/',
    operationId: 'claimCashback',
    tag: 'Status and cashback',
    summary: "Claim a week's cashback",
    description: 'Paid once, as a bonus with its wagering. The call reads no body.',
    auth: 'player',
    params: idParam("The claim's id."),
    body: { json: EmptyObjectSchema, required: false },
    responses: { 200: { description: 'The claimed week.', schema: CashbackClaimResultSchema } },
    errors: {
      400: 'Already claimed, expired, or another bonus is active (on non_field_errors).',
      404: "No such claim of this player's.",
    },
  }),
];

/** Events (tournaments), document 2, sections 3, 4 and 7: public. */
export const tournamentOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/events/',
    operationId: 'listEvents',
    tag: 'Tournaments',
    summary: 'Events',
    auth: 'none',
    responses: { 200: { description: 'Every published event.', schema: z.array(TournamentEventSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/events/{id}/',
    operationId: 'getEvent',
    tag: 'Tournaments',
    summary: "An event's detail",
    description: 'The rules, the live leaderboard and the games that count.',
    auth: 'none',
    params: idParam("The event's id."),
    responses: { 200: { description: 'The event.', schema: TournamentDetailSchema } },
    errors: { 404: 'No such event.' },
  }),
];

import {
  EventDetailSchema,
  EventPageSchema,
  SportListSchema,
  eventListQuery,
  liveStreamQuery,
} from '../sportsbook.js';
import { BetPageSchema, BetSchema, betListQuery, placeBetBody } from '../sportsbook-bets.js';
import { defineOperation } from './operation.js';
import { idParam } from './params.js';

const tag = 'Sportsbook';

/** The sportsbook's read side, open to guests (docs/decisions/044). */
export const sportsbookOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/',
    operationId: 'listSports',
    tag,
    summary: 'Sports with their competitions',
    description:
      'Each sport and competition with how many events are open (not started or live) and live now.',
    auth: 'none',
    responses: { 200: { description: 'Every sport the feed describes.', schema: SportListSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/events/',
    operationId: 'listSportEvents',
    tag,
    summary: 'Events by sport, competition and time',
    description: "Open events, live first then soonest, each with its main market's odds.",
    auth: 'none',
    query: eventListQuery,
    responses: { 200: { description: 'A page of events.', schema: EventPageSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/events/{id}/',
    operationId: 'getSportEvent',
    tag,
    summary: 'An event with all its markets',
    auth: 'none',
    params: idParam("The event's id."),
    responses: { 200: { description: 'The event, its markets and outcomes.', schema: EventDetailSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/live/',
    operationId: 'streamSportChanges',
    tag,
    summary: 'Odds, status and score changes, as they happen',
    description:
      'A Server-Sent Events stream: an event `event` with the changed event (as getSportEvent answers it) each time the feed changes its odds, status or score; `reset` when changes may have been missed (read again). With `event`, only that event.',
    auth: 'none',
    query: liveStreamQuery,
    errors: { 404: 'No event has the id given as `event`.' },
    responses: {
      200: { description: 'The stream, open until the client leaves.', mediaType: 'text/event-stream' },
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/sports/bets/',
    operationId: 'placeSportBet',
    tag,
    summary: 'Place a bet',
    description:
      'A single, an accumulator or a system bet on outcomes of open markets. The total stake is taken from the wallet in the same transaction; a repeat with the same key answers the first placement (200). An in-play bet is answered pending and accepted or refused after the acceptance delay (docs/decisions/047).',
    auth: 'player',
    body: { json: placeBetBody },
    responses: {
      200: { description: 'The bet an earlier request with this key placed.', schema: BetSchema },
      201: { description: 'The placed (or, in play, pending) bet.', schema: BetSchema },
    },
    errors: {
      400: 'A refused field: unknown outcome, a type that does not fit the legs, two legs of one event, a stake out of bounds.',
      409: 'The market is suspended or closed, the event started, the price moved against the odds-change preference, the balance is short, or a responsible-gambling limit refuses it.',
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/bets/',
    operationId: 'listSportBets',
    tag,
    summary: "The player's bets (My bets)",
    auth: 'player',
    query: betListQuery,
    responses: { 200: { description: 'Newest first.', schema: BetPageSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/sports/bets/{id}/',
    operationId: 'getSportBet',
    tag,
    summary: "One of the player's bets",
    auth: 'player',
    params: idParam("The bet's id."),
    responses: { 200: { description: 'The bet with its legs and explanation.', schema: BetSchema } },
    errors: { 404: 'No bet of this player has this id.' },
  }),
];

import {
  EventDetailSchema,
  EventPageSchema,
  SportListSchema,
  eventListQuery,
  liveStreamQuery,
} from '../sportsbook.js';
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
];

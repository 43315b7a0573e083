import { z } from 'zod';
import {
  CategorySchema,
  GameLaunchSchema,
  GamePageSchema,
  MainPageRowSchema,
  ProviderSchema,
  RandomSlotSchema,
  SlideSchema,
  WinItemSchema,
  casinoTypeQuery,
  gameLaunchQuery,
  slotListQuery,
} from '../catalogue.js';
import { GameRoundPageSchema, gameHistoryQuery } from '../games.js';
import { defineOperation } from './operation.js';
import { THROTTLED } from './params.js';

const tag = 'Catalogue';
const QUERY_REFUSED = 'A query parameter is refused.';

/** The lobby's public calls (document 1, sections 2, 3 and 7). */
export const catalogueOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/provider/',
    operationId: 'listProviders',
    tag,
    summary: 'Game providers',
    auth: 'none',
    responses: { 200: { description: 'Every provider.', schema: z.array(ProviderSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/categories/',
    operationId: 'listCategories',
    tag,
    summary: 'Game categories',
    auth: 'none',
    query: casinoTypeQuery,
    responses: {
      200: {
        description: "The casino type's categories, in the operator's order.",
        schema: z.array(CategorySchema),
      },
    },
    errors: { 400: QUERY_REFUSED },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/main_page/',
    operationId: 'getMainPage',
    tag,
    summary: 'Lobby rows',
    description: "One row per category with its first games, in the operator's order.",
    auth: 'none',
    query: casinoTypeQuery,
    responses: { 200: { description: 'The rows.', schema: z.array(MainPageRowSchema) } },
    errors: { 400: QUERY_REFUSED },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/slot/',
    operationId: 'listSlots',
    tag,
    summary: 'Search the catalogue',
    description: 'Filters combine; repeated filters repeat the parameter (?categories=1&categories=2).',
    auth: 'none',
    query: slotListQuery,
    responses: { 200: { description: 'A page of games.', schema: GamePageSchema } },
    errors: { 400: QUERY_REFUSED },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/random_slot/',
    operationId: 'getRandomSlot',
    tag,
    summary: 'A random game',
    auth: 'none',
    query: casinoTypeQuery,
    responses: { 200: { description: 'A game to open.', schema: RandomSlotSchema } },
    errors: { 400: QUERY_REFUSED, 404: 'The casino type has no games.' },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/slide/',
    operationId: 'listSlides',
    tag,
    summary: 'Lobby banners',
    auth: 'none',
    responses: {
      200: { description: "The banners in the request's language.", schema: z.array(SlideSchema) },
    },
  }),
];

/** Launching games, the lobby's wins and the player's rounds. */
export const gameOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/start',
    operationId: 'launchGame',
    tag: 'Games',
    summary: 'Launch a game',
    description:
      "The game's address for the frame. Demo is open to guests; real money needs a signed-in player. The path also answers with a trailing slash.",
    auth: 'optional',
    query: gameLaunchQuery,
    responses: {
      200: {
        description: 'The launch (status false when the game cannot start now).',
        schema: GameLaunchSchema,
      },
    },
    errors: {
      400: QUERY_REFUSED,
      401: 'Real money without a valid access token.',
      403: 'Real money during a time-out or self-exclusion.',
      429: THROTTLED,
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/winning_now/',
    operationId: 'listWinningNow',
    tag: 'Games',
    summary: 'Big wins now',
    auth: 'none',
    responses: { 200: { description: 'Recent large wins.', schema: z.array(WinItemSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/last_wins/',
    operationId: 'listLastWins',
    tag: 'Games',
    summary: 'Latest wins',
    auth: 'none',
    responses: { 200: { description: 'The latest wins.', schema: z.array(WinItemSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/games/history/',
    operationId: 'listGameRounds',
    tag: 'Games',
    summary: "The player's rounds",
    description: 'Real-money rounds, newest first.',
    auth: 'player',
    query: gameHistoryQuery,
    responses: { 200: { description: 'A page of rounds.', schema: GameRoundPageSchema } },
    errors: { 400: QUERY_REFUSED },
  }),
];

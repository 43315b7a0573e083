import { casinoTypeQuery, slotListQuery } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import {
  presentCategory,
  presentMainPageRow,
  presentProvider,
  presentSlide,
  presentSlotPage,
} from './catalogue.presenter.js';
import { CatalogueIndex } from './catalogue-index.js';
import { CatalogueService } from './catalogue.service.js';
import { tournamentGamesOf } from './tournament-games.js';

const SLOT_PATH = '/api/frontend/slot/';

const localeOf = (request: FastifyRequest) => resolveLocale(request.headers['accept-language']);
const rawQueryOf = (request: FastifyRequest): string => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

/** The lobby's public calls: providers, categories, the main page, the catalogue, a random game, slides. */
export async function registerCatalogueRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // The tournaments module provides its eligible-games lookup through this seam.
  const catalogue = new CatalogueService(deps, {
    tournamentGames: tournamentGamesOf(deps.db),
    index: new CatalogueIndex(deps.db),
  });

  app.get('/api/frontend/provider/', async () => (await catalogue.listProviders()).map(presentProvider));

  app.get('/api/frontend/categories/', async (request) => {
    const { casino_type } = parseInput(casinoTypeQuery, request.query);
    const locale = localeOf(request);
    return (await catalogue.listCategories(casino_type)).map((c) => presentCategory(c, locale));
  });

  app.get('/api/frontend/main_page/', async (request) => {
    const { casino_type } = parseInput(casinoTypeQuery, request.query);
    const locale = localeOf(request);
    return (await catalogue.mainPage(casino_type)).map((row) => presentMainPageRow(row, locale));
  });

  app.get('/api/frontend/slot/', async (request, reply) => {
    const query = parseInput(slotListQuery, request.query);
    const rawQuery = rawQueryOf(request);
    const slots = await catalogue.listSlots(query);
    // Serializing a page of tiles costs more than finding it: a page the catalogue index holds
    // keeps its bytes per raw query (its links carry that query) for as long as the index keeps
    // the page, which is never past a change to the catalogue.
    let body = slots.answers?.get(rawQuery);
    if (!body) {
      body = Buffer.from(JSON.stringify(presentSlotPage(slots, SLOT_PATH, rawQuery)));
      slots.answers?.set(rawQuery, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/frontend/random_slot/', async (request) => {
    const { casino_type } = parseInput(casinoTypeQuery, request.query);
    return { game_id: await catalogue.randomSlot(casino_type) };
  });

  app.get('/api/frontend/slide/', async (request) => {
    const locale = localeOf(request);
    return (await catalogue.listSlides()).map((s) => presentSlide(s, locale));
  });
}

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
import { CatalogueService } from './catalogue.service.js';
import { noTournamentGames } from './tournament-games.js';

const SLOT_PATH = '/api/frontend/slot/';

const localeOf = (request: FastifyRequest) => resolveLocale(request.headers['accept-language']);
const rawQueryOf = (request: FastifyRequest): string => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

/** The lobby's public calls: providers, categories, the main page, the catalogue, a random game, slides. */
export async function registerCatalogueRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // The tournaments module will pass its eligible-games lookup here.
  const catalogue = new CatalogueService(deps, { tournamentGames: noTournamentGames });

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

  app.get('/api/frontend/slot/', async (request) => {
    const query = parseInput(slotListQuery, request.query);
    return presentSlotPage(await catalogue.listSlots(query), SLOT_PATH, rawQueryOf(request));
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

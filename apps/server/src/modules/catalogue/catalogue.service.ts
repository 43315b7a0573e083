import type { CasinoType, GameType, SlotListQuery } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import * as repo from './catalogue.repository.js';
import type { CategoryRow, GameTileRow, ProviderRow, SlideRow } from './catalogue.repository.js';
import type { AnswerCache, CatalogueIndex } from './catalogue-index.js';
import { searchPatterns, searchWords } from './search-text.js';
import { noTournamentGames, type TournamentGames } from './tournament-games.js';
import './catalogue.messages.js';

/** A lobby row's length on the main page; the rest is behind /slots?categories=. */
export const MAIN_PAGE_ROW_GAMES = 12;
const MAX_GAME_ID = 2_147_483_647;

/** What other modules (game launch, rounds, history) know of a game. */
export interface CatalogueGame {
  /** The public game_id. */
  id: number;
  /** The provider's code for the game. */
  code: string;
  name: string;
  img: string;
  providerCode: string;
  providerName: string;
  mode: CasinoType;
  type: GameType;
  demo: boolean;
  /** Playable: the game and its provider are both active. */
  active: boolean;
}

export interface MainPageCategory {
  category: CategoryRow;
  games: GameTileRow[];
  total: number;
}

export interface SlotPage {
  count: number;
  games: GameTileRow[];
  page: number;
  pageSize: number;
  /** Where the route may keep this page's serialized answers; only pages the index caches have it. */
  answers?: AnswerCache;
}

const toCatalogueGame = (row: repo.CatalogueGameRow): CatalogueGame => ({
  id: row.id,
  code: row.code,
  name: row.name,
  img: row.img,
  providerCode: row.provider_code,
  providerName: row.provider_name,
  mode: row.mode,
  type: row.type,
  demo: row.demo,
  active: row.active,
});

/** The game catalogue and the lobby: providers, categories, games, search and slides. */
export class CatalogueService {
  private readonly tournamentGames: TournamentGames;
  private readonly index: CatalogueIndex | undefined;

  /** With an index, the catalogue's list and search are answered from it instead of by SQL. */
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    options: { tournamentGames?: TournamentGames; index?: CatalogueIndex } = {},
  ) {
    this.tournamentGames = options.tournamentGames ?? noTournamentGames;
    this.index = options.index;
  }

  /** Providers with playable games, with how many each has (both modes). */
  listProviders(): Promise<ProviderRow[]> {
    return repo.listProvidersWithGames(this.deps.db);
  }

  /** The mode's categories that hold playable games, in the operator's order. */
  listCategories(casinoType: CasinoType): Promise<CategoryRow[]> {
    return repo.listCategories(this.deps.db, casinoType);
  }

  /** The lobby: each category of the mode with its first games and its total. */
  async mainPage(casinoType: CasinoType): Promise<MainPageCategory[]> {
    const categories = await repo.listCategories(this.deps.db, casinoType);
    const heads = await repo.listCategoryHeads(this.deps.db, casinoType, MAIN_PAGE_ROW_GAMES);
    const byCategory = new Map<number, { games: GameTileRow[]; total: number }>();
    for (const { category_id, total, ...game } of heads) {
      const row = byCategory.get(category_id) ?? { games: [], total };
      row.games.push(game);
      byCategory.set(category_id, row);
    }
    return categories.flatMap((category) => {
      const row = byCategory.get(category.id);
      return row ? [{ category, ...row }] : [];
    });
  }

  /** One page of the catalogue, filtered and in the lobby's order (hot, the operator's sort, name). */
  async listSlots(query: SlotListQuery): Promise<SlotPage> {
    const { page, page_size: pageSize } = query;
    const empty: SlotPage = { count: 0, games: [], page, pageSize };
    let gameIds: readonly number[] | undefined;
    if (query.tournaments) {
      gameIds = await this.tournamentGames(query.tournaments);
      if (gameIds.length === 0) return empty;
    }
    const offset = (page - 1) * pageSize;
    if (this.index) {
      const words = query.name ? searchWords(query.name) : [];
      const filter = { mode: query.casino_type, providerIds: query.provider, categoryIds: query.categories };
      const found = await this.index.page({ ...filter, gameIds, words }, { limit: pageSize, offset });
      return { count: found.count, games: found.games, page, pageSize, answers: found.answers };
    }
    const filter: repo.GameFilter = {
      mode: query.casino_type,
      providerIds: query.provider,
      categoryIds: query.categories,
      gameIds,
      namePatterns: query.name ? searchPatterns(query.name) : [],
    };
    const games = await repo.listGames(this.deps.db, filter, { limit: pageSize, offset });
    // A page that is neither full nor past the end tells the total by itself: most searches
    // find fewer games than a page holds and then cost one statement, not two.
    const partial = games.length < pageSize && (games.length > 0 || offset === 0);
    const count = partial ? offset + games.length : await repo.countGames(this.deps.db, filter);
    return { count, games, page, pageSize };
  }

  /** A random playable game of the mode; 404 when the mode has none. */
  async randomSlot(casinoType: CasinoType): Promise<number> {
    const id = await repo.randomGameId(this.deps.db, casinoType);
    if (id === undefined) throw notFound('catalogue_no_games');
    return id;
  }

  /** The lobby's slides showing now. */
  listSlides(): Promise<SlideRow[]> {
    return repo.listLiveSlides(this.deps.db, this.deps.clock.now());
  }

  /** One game by its public id, active or not; undefined when there is no such game. */
  async findGame(gameId: number): Promise<CatalogueGame | undefined> {
    const [game] = await this.findGamesByIds([gameId]);
    return game;
  }

  /** The games among ids that exist, by id ascending (unknown or impossible ids are left out). */
  async findGamesByIds(ids: readonly number[]): Promise<CatalogueGame[]> {
    const valid = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_GAME_ID);
    if (valid.length === 0) return [];
    return (await repo.findGamesByIds(this.deps.db, valid)).map(toCatalogueGame);
  }
}

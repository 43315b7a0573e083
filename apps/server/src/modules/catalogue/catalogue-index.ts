import type { CasinoType } from '@casino/contract';
import type { Db } from '../../platform/db/types.js';
import * as repo from './catalogue.repository.js';
import type { GameTileRow, SearchableGameRow } from './catalogue.repository.js';

/** What the in-memory catalogue filters on; the same meaning as the SQL path's GameFilter. */
export interface IndexFilter {
  mode?: CasinoType;
  providerIds?: readonly number[];
  categoryIds?: readonly number[];
  /** Only these games (e.g. a tournament's); an empty list matches nothing. */
  gameIds?: readonly number[];
  /** Folded words (search-text.ts), each of which the folded name must contain. */
  words: readonly string[];
}

export interface IndexPage {
  count: number;
  games: GameTileRow[];
  /**
   * The page's serialized HTTP answers by raw query string (its next and previous links carry
   * the request's query), kept by the route while the page is cached; absent when it is not.
   */
  answers?: AnswerCache;
}

/** Pages kept per catalogue version. Searches repeat heavily (what players type is few words). */
const MAX_CACHED_PAGES = 1_000;
/** Spellings of one page's query kept (parameter order, case, accents): few in practice. */
const MAX_ANSWERS_PER_PAGE = 4;

/** A page's serialized answers, the oldest dropped beyond MAX_ANSWERS_PER_PAGE. */
export class AnswerCache {
  private readonly answers = new Map<string, Buffer>();

  get(rawQuery: string): Buffer | undefined {
    return this.answers.get(rawQuery);
  }

  set(rawQuery: string, body: Buffer): void {
    this.answers.set(rawQuery, body);
    if (this.answers.size > MAX_ANSWERS_PER_PAGE) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }
}

interface Snapshot {
  version: bigint;
  /** Every playable game, in the lobby's order. */
  games: readonly SearchableGameRow[];
  /** Answered pages by filter and page, least recently used first. */
  pages: Map<string, IndexPage>;
}

/**
 * The playable catalogue in this process's memory, for the lobby's list and name search: a
 * search scans a few thousand short strings instead of running two SQL statements, and a repeated
 * one is a map lookup that also finds the bytes of its previous answer.
 *
 * The database stays the source of truth. Every answer first reads the catalogue's version
 * (migration 010: triggers raise it in the transaction of any change to games, providers or game
 * categories, whoever makes it) and reloads the copy when it is behind, so an answer never shows
 * less than what was committed before the request arrived, with any number of server processes.
 * Reading the version is coalesced: the requests of one turn of the event loop share one read of
 * a one-row table, so a burst of searches costs a few tiny statements, not one each.
 *
 * It needs no message from the other processes (platform/db/notifications.ts): a NOTIFY arrives
 * after its commit, at some later moment, so a request could come first and be answered from the
 * old copy; the version read by the request itself cannot miss a commit that came before it.
 */
export class CatalogueIndex {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private versionRead: Promise<bigint> | undefined;

  constructor(private readonly db: Db) {}

  /** One page of the filter's games in the lobby's order, and how many there are in all. */
  async page(filter: IndexFilter, page: { limit: number; offset: number }): Promise<IndexPage> {
    const snapshot = await this.current();
    // A tournament's game list can be long and changes with the tournament: not worth a cache key.
    const key = filter.gameIds ? undefined : pageKey(filter, page);
    if (key !== undefined) {
      const cached = snapshot.pages.get(key);
      if (cached) {
        snapshot.pages.delete(key);
        snapshot.pages.set(key, cached);
        return cached;
      }
    }
    const matches = snapshot.games.filter(matcher(filter));
    const answer: IndexPage = {
      count: matches.length,
      games: matches.slice(page.offset, page.offset + page.limit).map(toTile),
    };
    if (key !== undefined) {
      answer.answers = new AnswerCache();
      snapshot.pages.set(key, answer);
      if (snapshot.pages.size > MAX_CACHED_PAGES) {
        const oldest = snapshot.pages.keys().next();
        if (!oldest.done) snapshot.pages.delete(oldest.value);
      }
    }
    return answer;
  }

  /** The copy of the catalogue at least as new as what was committed when this call was made. */
  private async current(): Promise<Snapshot> {
    const committed = await this.committedVersion();
    for (;;) {
      const snapshot = this.snapshot;
      if (snapshot && snapshot.version >= committed) return snapshot;
      await this.load();
    }
  }

  /**
   * The committed version, read by a statement that starts after this call. The requests that
   * arrive in one turn of the event loop share one read, started once they have all been
   * parsed; a read already running may have started before the caller's request arrived and
   * missed a change committed since, so nobody joins it.
   */
  private committedVersion(): Promise<bigint> {
    this.versionRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.versionRead = undefined;
      return repo.readCatalogueVersion(this.db);
    });
    return this.versionRead;
  }

  /** Loads the catalogue once however many callers ask at the same time. */
  private load(): Promise<Snapshot> {
    this.loading ??= repo.loadSearchableGames(this.db).then(
      ({ version, games }) => {
        this.loading = undefined;
        // Two loads never overlap, but keep the newer copy should one ever finish late.
        if (!this.snapshot || version > this.snapshot.version) {
          this.snapshot = { version, games, pages: new Map() };
        }
        return this.snapshot;
      },
      (err: unknown) => {
        this.loading = undefined;
        throw err;
      },
    );
    return this.loading;
  }
}

function pageKey(filter: IndexFilter, page: { limit: number; offset: number }): string {
  const ids = (list: readonly number[] | undefined) => (list ? [...list].sort((a, b) => a - b) : null);
  return JSON.stringify([
    filter.mode ?? null,
    ids(filter.providerIds),
    ids(filter.categoryIds),
    [...filter.words].sort(),
    page.limit,
    page.offset,
  ]);
}

/** The filter as a predicate; the cheap integer tests run before the substring ones. */
function matcher(filter: IndexFilter): (game: SearchableGameRow) => boolean {
  const providers = filter.providerIds ? new Set(filter.providerIds) : undefined;
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const gameIds = filter.gameIds ? new Set(filter.gameIds) : undefined;
  const { mode, words } = filter;
  return (game) =>
    (mode === undefined || game.mode === mode) &&
    (providers === undefined || providers.has(game.provider_id)) &&
    (gameIds === undefined || gameIds.has(game.game_id)) &&
    (categories === undefined || game.category_ids.some((id) => categories.has(id))) &&
    words.every((word) => game.search_name.includes(word));
}

const toTile = (game: SearchableGameRow): GameTileRow => ({
  game_id: game.game_id,
  name: game.name,
  img: game.img,
  uploaded_images: game.uploaded_images,
  is_hot: game.is_hot,
  is_exclusive: game.is_exclusive,
  demo: game.demo,
  basic_rtp: game.basic_rtp,
});

import type { GameRoundRow, Page, WinItem } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import type { CatalogueGame } from '../catalogue/catalogue.service.js';
import { presentRound, presentWin } from './games.presenter.js';
import * as repo from './games.repository.js';

/** How many wins the lobby's lists show, and how far back "winning now" looks. */
export const WIN_LIST_LENGTH = 12;
export const WINNING_NOW_HOURS = 24;
/**
 * The lobby lists are read by every visitor; a few seconds of staleness spares the database.
 * Each process keeps its own copy that long, with no message from the others: a closed round
 * anywhere changes these lists, so invalidating on every round would leave nothing cached.
 */
const WIN_LIST_CACHE_MS = 5_000;

/** What the rounds read of the catalogue (CatalogueService). */
export interface GamesByIds {
  findGamesByIds(ids: readonly number[]): Promise<CatalogueGame[]>;
}

/** Rounds as the lobby (real wins) and the player's history show them. */
export class RoundsService {
  private readonly cache = new Map<string, { until: number; items: WinItem[] }>();

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>,
    private readonly games: GamesByIds,
  ) {}

  /** The biggest wins of the last 24 hours (closed rounds only). */
  winningNow(): Promise<WinItem[]> {
    return this.cached('winning_now', async () => {
      const since = new Date(this.deps.clock.now().getTime() - WINNING_NOW_HOURS * 3600 * 1000);
      return repo.biggestWinsSince(this.deps.db, since, WIN_LIST_LENGTH);
    });
  }

  /** The latest wins (closed rounds only). */
  lastWins(): Promise<WinItem[]> {
    return this.cached('last_wins', () => repo.latestWins(this.deps.db, WIN_LIST_LENGTH));
  }

  /** A page of the player's own rounds, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<Page<GameRoundRow>> {
    const { rows, count } = await repo.playerRounds(this.deps.db, userId, pageSize, (page - 1) * pageSize);
    const games = await this.gamesOf(rows.map((r) => r.game_id));
    const link = (n: number) =>
      `${this.deps.config.publicUrl}/api/frontend/games/history/?page=${n}&page_size=${pageSize}`;
    return {
      count,
      next: page * pageSize < count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: rows.map((r) => presentRound(r, games.get(r.game_id), this.deps.config.studio.publicBase)),
    };
  }

  private async cached(key: string, load: () => Promise<repo.WinRow[]>): Promise<WinItem[]> {
    const now = this.deps.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.until > now && hit.until - now <= WIN_LIST_CACHE_MS) return hit.items;
    const rows = await load();
    const games = await this.gamesOf(rows.map((r) => r.game_id));
    const items = rows.map((r) => presentWin(r, games.get(r.game_id)));
    this.cache.set(key, { until: now + WIN_LIST_CACHE_MS, items });
    return items;
  }

  private async gamesOf(ids: number[]): Promise<Map<number, CatalogueGame>> {
    if (ids.length === 0) return new Map();
    const games = await this.games.findGamesByIds(ids);
    return new Map(games.map((g) => [g.id, g]));
  }
}

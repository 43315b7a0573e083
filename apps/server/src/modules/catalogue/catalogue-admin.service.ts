import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import * as repo from './catalogue-admin.repository.js';
import type { AdminGameRow } from './catalogue-admin.repository.js';
import { searchPatterns } from './search-text.js';

/** A change to one game the catalogue cannot take: nothing was written. */
export class GameChangeError extends Error {
  constructor(
    readonly field: 'category_ids',
    readonly ids: readonly number[],
  ) {
    super(`not categories of this game's mode: ${ids.join(', ')}`);
    this.name = 'GameChangeError';
  }
}

export interface GameChange {
  active?: boolean;
  sort?: number;
  is_hot?: boolean;
  is_exclusive?: boolean;
  category_ids?: readonly number[];
}

export interface GameListQuery {
  q?: string;
  provider_id?: number;
  category_id?: number;
  status: 'all' | 'active' | 'inactive';
  sort: 'id' | 'name' | 'sort' | 'rtp' | 'updated_at';
  order: 'asc' | 'desc';
}

/** The whole catalogue, withdrawn games included, filtered and paged on the server. */
export function listCatalogueGames(
  db: Db,
  query: GameListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  const q = query.q?.trim() ?? '';
  return repo.listAdminGames(
    db,
    {
      namePatterns: q ? searchPatterns(q) : [],
      // A number typed in the search box is also a game id; any text also a provider's code.
      id: /^\d{1,9}$/.test(q) ? Number(q) : undefined,
      code: q || undefined,
      providerId: query.provider_id,
      categoryId: query.category_id,
      active: query.status === 'all' ? undefined : query.status === 'active',
    },
    { sort: query.sort, direction: query.order },
    page,
  );
}

/** What the audit log keeps of a game: the fields an operator can change. */
const auditedGame = (g: Pick<AdminGameRow, keyof GameChange>) => ({
  active: g.active,
  sort: g.sort,
  is_hot: g.is_hot,
  is_exclusive: g.is_exclusive,
  category_ids: [...g.category_ids].sort((a, b) => a - b),
});

/**
 * Changes one game's listing, order, flags or categories, with the audit entry, in one
 * transaction (the catalogue's version rises by trigger, so every lobby reloads it). Setting the
 * flags or categories marks the game curated: the provider's next feed leaves them alone. Answers
 * null when there is no such game.
 */
export async function changeGame(
  deps: { db: Db; clock: Clock },
  id: number,
  change: GameChange,
  author: { actor: Actor; reason: string | null },
): Promise<AdminGameRow | null> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findAdminGame(tx, id, { lock: true });
    if (!before) return null;
    const categoryIds = change.category_ids ? [...new Set(change.category_ids)] : undefined;
    if (categoryIds) {
      const known = await repo.categoriesOfMode(tx, before.mode, categoryIds);
      const unknown = categoryIds.filter((c) => !known.has(c));
      if (unknown.length > 0) throw new GameChangeError('category_ids', unknown);
    }
    const curates =
      change.is_hot !== undefined || change.is_exclusive !== undefined || categoryIds !== undefined;
    await repo.updateGame(
      tx,
      id,
      {
        active: change.active ?? before.active,
        sort: change.sort ?? before.sort,
        is_hot: change.is_hot ?? before.is_hot,
        is_exclusive: change.is_exclusive ?? before.is_exclusive,
        curated: before.curated || curates,
      },
      deps.clock.now(),
    );
    if (categoryIds) await repo.setGameCategories(tx, id, categoryIds);
    const after = await repo.findAdminGame(tx, id);
    if (!after) return null;
    await recordAudit(tx, deps.clock, {
      actor: author.actor,
      action:
        change.active !== undefined && change.active !== before.active
          ? change.active
            ? 'game.enable'
            : 'game.disable'
          : 'game.change',
      subject: { type: 'game', id },
      reason: author.reason,
      before: auditedGame(before),
      after: auditedGame(after),
    });
    return after;
  });
}

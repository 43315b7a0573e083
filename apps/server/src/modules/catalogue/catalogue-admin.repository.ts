import type { CasinoType, GameType } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';

/** A game as the console lists and edits it, listed or not. */
export interface AdminGameRow {
  id: number;
  code: string;
  name: string;
  img: string;
  provider_id: number;
  provider_name: string;
  provider_active: boolean;
  mode: CasinoType;
  type: GameType;
  rtp: number;
  is_hot: boolean;
  is_exclusive: boolean;
  active: boolean;
  curated: boolean;
  sort: number;
  category_ids: number[];
  updated_at: Date;
}

export interface AdminGameFilter {
  /** LIKE patterns on the folded name (all must match); a number also matches the id. */
  namePatterns: readonly string[];
  id?: number;
  code?: string;
  providerId?: number;
  categoryId?: number;
  active?: boolean;
}

const ADMIN_COLUMNS = `g.id, g.code, g.name, g.img, g.provider_id, p.name AS provider_name,
  p.active AS provider_active, g.mode, g.type, g.rtp::float8 AS rtp, g.is_hot, g.is_exclusive, g.active,
  g.curated, g.sort, g.updated_at,
  ARRAY(SELECT gc.category_id FROM game_categories gc WHERE gc.game_id = g.id ORDER BY gc.category_id) AS category_ids`;

const SORTS = {
  id: 'g.id',
  name: 'g.search_name COLLATE "C"',
  sort: 'g.sort',
  rtp: 'g.rtp',
  updated_at: 'g.updated_at',
} as const;

/** One page of the whole catalogue (withdrawn games too) and how many match. */
export async function listAdminGames(
  db: Queryable,
  filter: AdminGameFilter,
  order: { sort: keyof typeof SORTS; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminGameRow[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const byName = filter.namePatterns.map((p) => `g.search_name LIKE ${param(p)}`).join(' AND ');
  const alternatives = [byName || null];
  if (filter.id !== undefined) alternatives.push(`g.id = ${param(filter.id)}`);
  if (filter.code !== undefined) alternatives.push(`g.code = ${param(filter.code)}`);
  const matches = alternatives.filter(Boolean);
  if (matches.length > 0) where.push(`(${matches.join(' OR ')})`);
  if (filter.providerId !== undefined) where.push(`g.provider_id = ${param(filter.providerId)}`);
  if (filter.categoryId !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM game_categories gc WHERE gc.game_id = g.id AND gc.category_id = ${param(filter.categoryId)})`,
    );
  if (filter.active !== undefined) where.push(`g.active = ${param(filter.active)}`);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await db.query<AdminGameRow & { total: number }>(
    `SELECT ${ADMIN_COLUMNS}, count(*) OVER ()::int AS total
       FROM games g JOIN providers p ON p.id = g.provider_id
       ${clause}
      ORDER BY ${SORTS[order.sort]} ${direction}, g.id ${direction}
      LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** One game as the console shows it; with lock, its row is held for a change. */
export async function findAdminGame(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminGameRow | null> {
  const { rows } = await db.query<AdminGameRow>(
    `SELECT ${ADMIN_COLUMNS} FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.id = $1
     ${options.lock ? 'FOR UPDATE OF g' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The ids among ids that are categories of the mode. */
export async function categoriesOfMode(
  db: Queryable,
  mode: CasinoType,
  ids: readonly number[],
): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE casino_type = $1 AND id = ANY($2::int[])',
    [mode, ids],
  );
  return new Set(rows.map((r) => r.id));
}

export interface GameChangeRow {
  active: boolean;
  sort: number;
  is_hot: boolean;
  is_exclusive: boolean;
  curated: boolean;
}

/** Writes a game's listing, order and flags (the catalogue version rises by trigger). */
export async function updateGame(db: Queryable, id: number, change: GameChangeRow, now: Date): Promise<void> {
  await db.query(
    `UPDATE games SET active = $2, sort = $3, is_hot = $4, is_exclusive = $5, curated = $6, updated_at = $7
      WHERE id = $1`,
    [id, change.active, change.sort, change.is_hot, change.is_exclusive, change.curated, now],
  );
}

/** Makes a game's categories exactly categoryIds (the positions of those it keeps stay). */
export async function setGameCategories(
  db: Queryable,
  id: number,
  categoryIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM game_categories WHERE game_id = $1 AND category_id <> ALL($2::int[])', [
    id,
    categoryIds,
  ]);
  await db.query(
    `INSERT INTO game_categories (category_id, game_id) SELECT c, $1 FROM unnest($2::int[]) AS c
     ON CONFLICT DO NOTHING`,
    [id, categoryIds],
  );
}

export interface FilterOptions {
  providers: Array<{ id: number; name: string; active: boolean; games: number }>;
  categories: Array<{ id: number; slug: string; name: string; mode: CasinoType; active: boolean }>;
}

/** Every provider and category, for the console's filters and the game form. */
export async function filterOptions(db: Queryable): Promise<FilterOptions> {
  const providers = await db.query<FilterOptions['providers'][number]>(
    `SELECT p.id, p.name, p.active, (SELECT count(*)::int FROM games g WHERE g.provider_id = p.id) AS games
       FROM providers p ORDER BY lower(p.name) COLLATE "C", p.id`,
  );
  const categories = await db.query<FilterOptions['categories'][number]>(
    `SELECT id, slug, names->>'en' AS name, casino_type AS mode, active FROM categories
      ORDER BY casino_type, sort, id`,
  );
  return { providers: providers.rows, categories: categories.rows };
}

import type { CasinoType, GameType } from '@casino/contract';
import { type Db, type Queryable, requireRow } from '../../platform/db/types.js';

/** Translations of a category's name; en is always there. */
export type LocalizedNames = { en: string } & Partial<Record<'es' | 'pt' | 'ru', string>>;
export interface SlideTexts {
  title: string;
  text: string;
  button_text: string;
}
export type LocalizedSlideTexts = { en: SlideTexts } & Partial<Record<'es' | 'pt' | 'ru', SlideTexts>>;

/** A game as the lobby lists it. */
export interface GameTileRow {
  game_id: number;
  name: string;
  img: string;
  uploaded_images: string[];
  is_hot: boolean;
  is_exclusive: boolean;
  demo: boolean;
  /** The RTP in percent, rounded to 2 decimals. */
  basic_rtp: number;
}

const TILE_COLUMNS = `g.id AS game_id, g.name, g.img, g.uploaded_images, g.is_hot, g.is_exclusive, g.demo,
  round(g.rtp * 100, 2)::float8 AS basic_rtp`;
// search_name in byte order: the same order on PGlite and on any server collation.
const LOBBY_ORDER = `g.is_hot DESC, g.sort, g.search_name COLLATE "C", g.id`;
const PLAYABLE = `g.active AND p.active`;

export interface ProviderRow {
  id: number;
  name: string;
  logo: string;
  uploaded_images: string[];
  slots_count: number;
}

/** Active providers with at least one playable game, and how many they have. */
export async function listProvidersWithGames(db: Queryable): Promise<ProviderRow[]> {
  const { rows } = await db.query<ProviderRow>(
    `SELECT p.id, p.name, p.logo, p.uploaded_images, count(*)::int AS slots_count
     FROM providers p JOIN games g ON g.provider_id = p.id
     WHERE ${PLAYABLE}
     GROUP BY p.id
     ORDER BY p.sort, lower(p.name) COLLATE "C", p.id`,
  );
  return rows;
}

export interface CategoryRow {
  id: number;
  slug: string;
  names: LocalizedNames;
  icon: string;
}

/** The mode's active categories holding at least one playable game, in the operator's order. */
export async function listCategories(db: Queryable, casinoType: CasinoType): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT c.id, c.slug, c.names, c.icon
     FROM categories c
     WHERE c.casino_type = $1 AND c.active AND EXISTS (
       SELECT 1 FROM game_categories gc
       JOIN games g ON g.id = gc.game_id JOIN providers p ON p.id = g.provider_id
       WHERE gc.category_id = c.id AND ${PLAYABLE})
     ORDER BY c.sort, c.id`,
    [casinoType],
  );
  return rows;
}

export interface CategoryGameRow extends GameTileRow {
  category_id: number;
  /** All playable games of the category. */
  total: number;
}

/** The first perCategory games of each active category of the mode, with each category's total. */
export async function listCategoryHeads(
  db: Queryable,
  casinoType: CasinoType,
  perCategory: number,
): Promise<CategoryGameRow[]> {
  const { rows } = await db.query<CategoryGameRow>(
    `SELECT category_id, game_id, name, img, uploaded_images, is_hot, is_exclusive, demo, basic_rtp, total
     FROM (
       SELECT gc.category_id, ${TILE_COLUMNS},
         row_number() OVER (PARTITION BY gc.category_id ORDER BY gc.position, ${LOBBY_ORDER}) AS n,
         count(*) OVER (PARTITION BY gc.category_id)::int AS total
       FROM categories c
       JOIN game_categories gc ON gc.category_id = c.id
       JOIN games g ON g.id = gc.game_id
       JOIN providers p ON p.id = g.provider_id
       WHERE c.casino_type = $1 AND c.active AND ${PLAYABLE}
     ) ranked
     WHERE n <= $2
     ORDER BY category_id, n`,
    [casinoType, perCategory],
  );
  return rows;
}

export interface GameFilter {
  mode?: CasinoType;
  providerIds?: readonly number[];
  categoryIds?: readonly number[];
  /** Only these games (e.g. a tournament's); an empty list matches nothing. */
  gameIds?: readonly number[];
  /** LIKE patterns on the folded name, all of which must match. */
  namePatterns: readonly string[];
}

/** The WHERE clause of a filter, its values appended to params (never spliced into the text). */
function filterClause(filter: GameFilter, params: unknown[]): string {
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [PLAYABLE];
  if (filter.mode) where.push(`g.mode = ${param(filter.mode)}`);
  if (filter.providerIds) where.push(`g.provider_id = ANY(${param(filter.providerIds)}::int[])`);
  if (filter.categoryIds) {
    where.push(`EXISTS (SELECT 1 FROM game_categories gc
      WHERE gc.game_id = g.id AND gc.category_id = ANY(${param(filter.categoryIds)}::int[]))`);
  }
  if (filter.gameIds) where.push(`g.id = ANY(${param(filter.gameIds)}::int[])`);
  // Backslash is LIKE's default escape character; the patterns escape their own wildcards.
  for (const pattern of filter.namePatterns) where.push(`g.search_name LIKE ${param(pattern)}`);
  return where.join(' AND ');
}

export async function countGames(db: Queryable, filter: GameFilter): Promise<number> {
  const params: unknown[] = [];
  const where = filterClause(filter, params);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games g JOIN providers p ON p.id = g.provider_id WHERE ${where}`,
    params,
  );
  return rows[0]?.count ?? 0;
}

/** One page of the filter's games in the lobby's order. */
export async function listGames(
  db: Queryable,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<GameTileRow[]> {
  const params: unknown[] = [];
  const where = filterClause(filter, params);
  params.push(page.limit, page.offset);
  const limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const narrowed =
    filter.namePatterns.length > 0 || filter.providerIds || filter.categoryIds || filter.gameIds;
  // A narrowing filter finds its games first and sorts only those: walking the lobby-order
  // index instead reads nearly the whole table for rare names that sort late (Cyrillic ones,
  // say). NOT is_hot orders like is_hot DESC but is no index's key, so no walk is planned.
  // The whole catalogue, or one mode of it, is read straight off that index.
  const order = narrowed ? `(NOT g.is_hot), g.sort, g.search_name COLLATE "C", g.id` : LOBBY_ORDER;
  const { rows } = await db.query<GameTileRow>(
    `SELECT ${TILE_COLUMNS} FROM games g JOIN providers p ON p.id = g.provider_id
     WHERE ${where} ORDER BY ${order} ${limit}`,
    params,
  );
  return rows;
}

/** The catalogue's version: raised by triggers in every transaction that changes games, providers or game categories. */
export async function readCatalogueVersion(db: Queryable): Promise<bigint> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalogue_version',
    [],
    { name: 'catalogue_version' },
  );
  return BigInt(requireRow(rows, 'catalogue_version has no row').version);
}

/** A playable game with what search filters on, as the in-memory catalogue keeps it. */
export interface SearchableGameRow extends GameTileRow {
  search_name: string;
  mode: CasinoType;
  provider_id: number;
  category_ids: number[];
}

/**
 * Every playable game in the lobby's order, and the catalogue version they are at. Both are
 * read in one repeatable-read transaction, so the version describes exactly these rows.
 */
export async function loadSearchableGames(db: Db): Promise<{ version: bigint; games: SearchableGameRow[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const version = await readCatalogueVersion(tx);
    const { rows } = await tx.query<SearchableGameRow>(
      `SELECT ${TILE_COLUMNS}, g.search_name, g.mode, g.provider_id,
         ARRAY(SELECT gc.category_id FROM game_categories gc WHERE gc.game_id = g.id) AS category_ids
       FROM games g JOIN providers p ON p.id = g.provider_id
       WHERE ${PLAYABLE}
       ORDER BY ${LOBBY_ORDER}`,
    );
    return { version, games: rows };
  });
}

/** A uniformly random playable game of the mode. */
export async function randomGameId(db: Queryable, mode: CasinoType): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT g.id FROM games g JOIN providers p ON p.id = g.provider_id
     WHERE ${PLAYABLE} AND g.mode = $1
     ORDER BY g.id
     OFFSET floor(random() * (SELECT count(*) FROM games g JOIN providers p ON p.id = g.provider_id
                              WHERE ${PLAYABLE} AND g.mode = $1))
     LIMIT 1`,
    [mode],
  );
  return rows[0]?.id;
}

export interface CatalogueGameRow {
  id: number;
  code: string;
  name: string;
  img: string;
  provider_code: string;
  provider_name: string;
  mode: CasinoType;
  type: GameType;
  demo: boolean;
  /** The game and its provider are both active. */
  active: boolean;
}

export async function findGamesByIds(db: Queryable, ids: readonly number[]): Promise<CatalogueGameRow[]> {
  const { rows } = await db.query<CatalogueGameRow>(
    `SELECT g.id, g.code, g.name, g.img, p.code AS provider_code, p.name AS provider_name, g.mode, g.type,
       g.demo, (g.active AND p.active) AS active
     FROM games g JOIN providers p ON p.id = g.provider_id
     WHERE g.id = ANY($1::int[])
     ORDER BY g.id`,
    [ids],
  );
  return rows;
}

export interface SlideRow {
  id: number;
  image: string;
  button_action: string;
  texts: LocalizedSlideTexts;
}

/** Active slides whose window (if any) holds now, in the operator's order. */
export async function listLiveSlides(db: Queryable, now: Date): Promise<SlideRow[]> {
  const { rows } = await db.query<SlideRow>(
    `SELECT id, image, button_action, texts FROM slides
     WHERE active AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)
     ORDER BY sort, id`,
    [now],
  );
  return rows;
}

// ---- Imports and seeds ----

/** Takes the import lock: two imports at once (two servers starting) run one after the other. */
export async function lockCatalogueImports(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7261006)');
}

export async function upsertProvider(
  db: Queryable,
  p: { code: string; name: string; logo: string },
  now: Date,
): Promise<{ id: number; inserted: boolean }> {
  const { rows } = await db.query<{ id: number; inserted: boolean }>(
    `INSERT INTO providers (code, name, logo, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, logo = EXCLUDED.logo, updated_at = EXCLUDED.updated_at
     RETURNING id, (xmax = 0) AS inserted`,
    [p.code, p.name, p.logo, now],
  );
  return requireRow(rows, 'provider upsert answered no row');
}

/** A game as an import writes it (the operator's active flag and sort are never overwritten). */
export interface GameImportRow {
  code: string;
  name: string;
  search_name: string;
  mode: CasinoType;
  type: GameType;
  img: string;
  uploaded_images: string[];
  rtp: number;
  max_win_multiplier: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
  demo: boolean;
  is_hot: boolean;
  is_exclusive: boolean;
  /** ISO 8601. */
  released_at: string | null;
}

/** Inserts or updates a batch of one provider's games; answers each game's id and whether it is new. */
export async function upsertGames(
  db: Queryable,
  providerId: number,
  games: readonly GameImportRow[],
  now: Date,
): Promise<Array<{ id: number; code: string; inserted: boolean }>> {
  const { rows } = await db.query<{ id: number; code: string; inserted: boolean }>(
    `INSERT INTO games (provider_id, code, name, search_name, mode, type, img, uploaded_images, rtp,
       max_win_multiplier, volatility, demo, is_hot, is_exclusive, released_at, created_at, updated_at)
     SELECT $1, r.code, r.name, r.search_name, r.mode, r.type, r.img, r.uploaded_images, r.rtp,
       r.max_win_multiplier, r.volatility, r.demo, r.is_hot, r.is_exclusive, r.released_at, $3, $3
     FROM jsonb_to_recordset($2::jsonb) AS r(code text, name text, search_name text, mode text, type text,
       img text, uploaded_images jsonb, rtp numeric, max_win_multiplier numeric, volatility text,
       demo boolean, is_hot boolean, is_exclusive boolean, released_at timestamptz)
     ON CONFLICT (provider_id, code) DO UPDATE SET
       name = EXCLUDED.name, search_name = EXCLUDED.search_name, mode = EXCLUDED.mode, type = EXCLUDED.type,
       img = EXCLUDED.img, uploaded_images = EXCLUDED.uploaded_images, rtp = EXCLUDED.rtp,
       max_win_multiplier = EXCLUDED.max_win_multiplier, volatility = EXCLUDED.volatility,
       demo = EXCLUDED.demo,
       -- Flags an operator set by hand (curated) stay; the feed's are only its suggestion.
       is_hot = CASE WHEN games.curated THEN games.is_hot ELSE EXCLUDED.is_hot END,
       is_exclusive = CASE WHEN games.curated THEN games.is_exclusive ELSE EXCLUDED.is_exclusive END,
       released_at = EXCLUDED.released_at, updated_at = EXCLUDED.updated_at
     RETURNING id, code, (xmax = 0) AS inserted`,
    [providerId, JSON.stringify(games), now],
  );
  return rows;
}

export interface NewCategory {
  casino_type: CasinoType;
  slug: string;
  names: LocalizedNames;
  icon: string;
  sort: number;
}

/** Adds the categories that are missing; an existing one (and an operator's edits of it) stays. Answers how many were added. */
export async function insertMissingCategories(
  db: Queryable,
  categories: readonly NewCategory[],
): Promise<number> {
  if (categories.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO categories (casino_type, slug, names, icon, sort)
     SELECT r.casino_type, r.slug, r.names, r.icon, r.sort
     FROM jsonb_to_recordset($1::jsonb) AS r(casino_type text, slug text, names jsonb, icon text, sort int)
     ON CONFLICT (casino_type, slug) DO NOTHING`,
    [JSON.stringify(categories)],
  );
  return rowCount;
}

export async function findCategoryIds(
  db: Queryable,
  casinoType: CasinoType,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM categories WHERE casino_type = $1 AND slug = ANY($2::text[])`,
    [casinoType, slugs],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Makes the games' category memberships exactly the given pairs (a position set by hand stays);
 * a game whose categories an operator chose (curated) keeps them.
 */
export async function replaceGameCategories(
  db: Queryable,
  importedIds: readonly number[],
  importedPairs: ReadonlyArray<{ game_id: number; category_id: number }>,
): Promise<void> {
  if (importedIds.length === 0) return;
  const { rows: curated } = await db.query<{ id: number }>(
    'SELECT id FROM games WHERE id = ANY($1::int[]) AND curated',
    [importedIds],
  );
  const kept = new Set(curated.map((r) => r.id));
  const gameIds = importedIds.filter((id) => !kept.has(id));
  const pairs = importedPairs.filter((p) => !kept.has(p.game_id));
  if (gameIds.length === 0) return;
  const wanted = JSON.stringify(pairs);
  await db.query(
    `DELETE FROM game_categories gc
     WHERE gc.game_id = ANY($1::int[]) AND NOT EXISTS (
       SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS w(game_id int, category_id int)
       WHERE w.game_id = gc.game_id AND w.category_id = gc.category_id)`,
    [gameIds, wanted],
  );
  await db.query(
    `INSERT INTO game_categories (category_id, game_id)
     SELECT w.category_id, w.game_id FROM jsonb_to_recordset($1::jsonb) AS w(game_id int, category_id int)
     ON CONFLICT DO NOTHING`,
    [wanted],
  );
}

/**
 * Merges the search index's pending entries (GIN keeps fresh inserts in an unsorted list that
 * every search scans, and makes the planner shun the index) and, after a large import, refreshes
 * the table's statistics, so searches right after an import use the index at full speed.
 */
export async function settleSearchIndex(db: Queryable, options: { analyze: boolean }): Promise<void> {
  await db.query(
    `SELECT gin_clean_pending_list(i) FROM to_regclass('games_search_trgm') AS i WHERE i IS NOT NULL`,
  );
  if (options.analyze) await db.query('ANALYZE games');
}

/** Active games of the provider whose codes are not among codes (gone from its latest feed). */
export async function countGamesNotIn(
  db: Queryable,
  providerId: number,
  codes: readonly string[],
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games WHERE provider_id = $1 AND active AND code <> ALL($2::text[])`,
    [providerId, codes],
  );
  return rows[0]?.count ?? 0;
}

export interface NewSlide {
  code: string;
  sort: number;
  image: string;
  button_action: string;
  texts: LocalizedSlideTexts;
}

/** Adds the product's slides that are missing (by code); an operator's changes to one stay. */
export async function insertMissingSlides(db: Queryable, slides: readonly NewSlide[]): Promise<void> {
  await db.query(
    `INSERT INTO slides (code, sort, image, button_action, texts)
     SELECT r.code, r.sort, r.image, r.button_action, r.texts
     FROM jsonb_to_recordset($1::jsonb) AS r(code text, sort int, image text, button_action text, texts jsonb)
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(slides)],
  );
}

/** The catalogue's size, for operators. */
export async function catalogueStats(
  db: Queryable,
): Promise<{ providers: number; games: number; active_games: number; categories: number; slides: number }> {
  const { rows } = await db.query<{
    providers: number;
    games: number;
    active_games: number;
    categories: number;
    slides: number;
  }>(
    `SELECT (SELECT count(*) FROM providers)::int AS providers, (SELECT count(*) FROM games)::int AS games,
       (SELECT count(*) FROM games WHERE active)::int AS active_games,
       (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM slides)::int AS slides`,
  );
  return requireRow(rows, 'stats answered no row');
}

/** A provider's id and, if it has it, the id of one of its games. */
export async function findProviderGame(
  db: Queryable,
  providerCode: string,
  gameCode: string,
): Promise<{ provider_id: number; game_id: number | null } | undefined> {
  const { rows } = await db.query<{ provider_id: number; game_id: number | null }>(
    `SELECT p.id AS provider_id, g.id AS game_id
     FROM providers p LEFT JOIN games g ON g.provider_id = p.id AND g.code = $2
     WHERE p.code = $1`,
    [providerCode, gameCode],
  );
  return rows[0];
}

/** Lists or withdraws one game; answers whether the game exists. */
export async function setGameActive(
  db: Queryable,
  gameId: number,
  active: boolean,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE games SET active = $2, updated_at = $3 WHERE id = $1`, [
    gameId,
    active,
    now,
  ]);
  return rowCount > 0;
}

/** A slide as the console edits it: its window, order and whether it shows. */
export interface SlideAdminRow extends SlideRow {
  code: string | null;
  sort: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
}

const SLIDE_ADMIN_COLUMNS =
  'id, code, sort, active, image, button_action, texts, starts_at, ends_at, created_at';

/** A page of every slide (shown or not), in the lobby's order by default. */
export async function pageSlides(
  db: Queryable,
  p: { sort: 'sort' | 'id' | 'created_at'; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: SlideAdminRow[]; total: number }> {
  const { rows } = await db.query<SlideAdminRow & { total: number }>(
    `SELECT ${SLIDE_ADMIN_COLUMNS}, count(*) OVER ()::int AS total FROM slides
     ORDER BY ${p.sort} ${p.order}, id ${p.order} LIMIT ${p.limit} OFFSET ${p.offset}`,
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findSlide(db: Queryable, id: number, lock = false): Promise<SlideAdminRow | undefined> {
  const { rows } = await db.query<SlideAdminRow>(
    `SELECT ${SLIDE_ADMIN_COLUMNS} FROM slides WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export interface SlideFields {
  sort: number;
  active: boolean;
  image: string;
  button_action: string;
  texts: LocalizedSlideTexts;
  starts_at: Date | null;
  ends_at: Date | null;
}

export async function insertSlide(db: Queryable, s: SlideFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO slides (sort, active, image, button_action, texts, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
    [s.sort, s.active, s.image, s.button_action, JSON.stringify(s.texts), s.starts_at, s.ends_at],
  );
  return requireRow(rows, 'slide insert returned no id').id;
}

export async function updateSlide(db: Queryable, id: number, s: SlideFields): Promise<void> {
  await db.query(
    `UPDATE slides SET sort = $2, active = $3, image = $4, button_action = $5, texts = $6::jsonb, starts_at = $7,
       ends_at = $8 WHERE id = $1`,
    [id, s.sort, s.active, s.image, s.button_action, JSON.stringify(s.texts), s.starts_at, s.ends_at],
  );
}

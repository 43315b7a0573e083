/**
 * The game catalogue: providers, lobby categories per mode, games and their categories, and the
 * lobby's slides. games.id is the public game_id the client sends back to launch a game.
 *
 * Name search runs on games.search_name, the name folded in TypeScript at import time (lower
 * case, accents and compatibility forms stripped, see modules/catalogue/search-text.ts): the
 * same code folds the player's query, so PostgreSQL needs no unaccent dictionary and the column
 * is plain data. A pg_trgm GIN index serves LIKE '%term%' on it. pg_trgm ships with PostgreSQL's
 * contrib and with PGlite; where it cannot be installed the search still works, unindexed.
 */
export const sql = /* sql */ `
CREATE TABLE providers (
  id SERIAL PRIMARY KEY,
  -- The provider's own code, as its feed and its wallet calls name it.
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  uploaded_images JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(uploaded_images) = 'array'),
  active BOOLEAN NOT NULL DEFAULT true,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id SERIAL PRIMARY KEY,
  casino_type TEXT NOT NULL CHECK (casino_type IN ('casino', 'live_casino')),
  slug TEXT NOT NULL CHECK (slug ~ '^[a-z0-9-]{1,40}$'),
  -- {"en": ..., "es": ..., "pt": ..., "ru": ...}; a missing language falls back to en.
  names JSONB NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  icon TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  active BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (casino_type, slug)
);

CREATE TABLE games (
  id SERIAL PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id),
  -- The provider's game code (what its launch and wallet calls carry).
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  search_name TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('casino', 'live_casino')),
  -- What the game is for bonus wagering (slots, tables...).
  type TEXT NOT NULL CHECK (type IN ('slots', 'live', 'tables', 'video_poker', 'jackpots', 'game_shows', 'lobby')),
  img TEXT NOT NULL DEFAULT '',
  uploaded_images JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(uploaded_images) = 'array'),
  -- The published return to player as a fraction (0.9612 is 96.12%).
  rtp NUMERIC(7, 6) NOT NULL CHECK (rtp > 0 AND rtp <= 1),
  max_win_multiplier NUMERIC(14, 2) CHECK (max_win_multiplier > 0),
  volatility TEXT CHECK (volatility IN ('low', 'medium', 'high')),
  demo BOOLEAN NOT NULL DEFAULT false,
  is_hot BOOLEAN NOT NULL DEFAULT false,
  is_exclusive BOOLEAN NOT NULL DEFAULT false,
  active BOOLEAN NOT NULL DEFAULT true,
  released_at TIMESTAMPTZ,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (provider_id, code)
);
-- The lobby's order (hot first, then the operator's sort, then the name), for unfiltered pages.
CREATE INDEX games_lobby_order ON games (is_hot DESC, sort, search_name COLLATE "C", id) WHERE active;
CREATE INDEX games_mode_order ON games (mode, is_hot DESC, sort, search_name COLLATE "C", id) WHERE active;

CREATE TABLE game_categories (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  -- The game's place in the category's lobby row (lower first; ties in the lobby's order).
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, game_id)
);
CREATE INDEX game_categories_game ON game_categories (game_id);

CREATE TABLE slides (
  id SERIAL PRIMARY KEY,
  -- A stable handle for slides the product seeds (NULL for an operator's own).
  code TEXT UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0,
  active BOOLEAN NOT NULL DEFAULT true,
  image TEXT NOT NULL,
  -- A route of the app (/promo) or a game (/game?gameId=...).
  button_action TEXT NOT NULL DEFAULT '',
  -- {"en": {"title", "text", "button_text"}, "es": {...}, ...}; a missing language falls back to en.
  texts JSONB NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts ? 'en'),
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
);

-- pg_trgm lives in public (not in a per-schema search_path), so dropping one schema never drops
-- the extension under another schema's index; the operator class is named by its real schema.
DO $$
DECLARE
  trgm_schema TEXT;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): game name search runs unindexed', SQLERRM;
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX games_search_trgm ON games USING gin (search_name %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
`;

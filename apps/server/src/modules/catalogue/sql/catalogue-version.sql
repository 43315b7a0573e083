-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).

-- Raises the catalogue's version after any statement that changes games, providers or lobby
-- categories (their triggers are in migration 010), so cached lobbies know they are stale.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;

/**
 * The catalogue's version: a counter that every change to what the lobby lists (games,
 * providers, game categories) raises in the same transaction, by statement-level triggers, so no
 * writer can forget it. Each server process keeps the playable catalogue in memory for name
 * search and compares its copy's version with this row before answering (modules/catalogue/
 * catalogue-index.ts): the database stays the source of truth and several processes stay exact.
 */
export const sql = /* sql */ `
CREATE TABLE catalogue_version (
  singleton BOOLEAN PRIMARY KEY DEFAULT true CHECK (singleton),
  version BIGINT NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER games_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER providers_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER game_categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
`;

/**
 * Tournaments (document 2, "events"): an event's terms, the games it counts, each player's score
 * and the prize paid per place (docs/decisions/016). A score row is kept per player and event so
 * the round path writes one row per running event and the leaderboard reads one index range.
 */
export const sql = /* sql */ `
CREATE TABLE tournaments (
  id BIGSERIAL PRIMARY KEY,
  -- Operator's stable name for the event (demo content is seeded by it); never shown.
  code TEXT NOT NULL UNIQUE,
  -- A JSON string, or an object of texts per locale (en required).
  name JSONB NOT NULL,
  -- Sanitized HTML, as name: one string or one per locale.
  description JSONB NOT NULL,
  prize_cents BIGINT NOT NULL CHECK (prize_cents >= 0),
  -- The most rounds of one player that count; NULL: every round.
  rounds INTEGER CHECK (rounds IS NULL OR rounds > 0),
  main_img TEXT NOT NULL DEFAULT '',
  preview_img TEXT NOT NULL DEFAULT '',
  min_bet_cents BIGINT NOT NULL DEFAULT 0 CHECK (min_bet_cents >= 0),
  category TEXT NOT NULL CHECK (category IN ('bet_count', 'bet_sum', 'max_win')),
  -- The prize of each place, first place first; prize_places is its length.
  prizes BIGINT[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 100),
  start_date TIMESTAMPTZ NOT NULL,
  end_date TIMESTAMPTZ NOT NULL,
  -- Set once every place with a player has been paid.
  settled_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
CREATE INDEX tournaments_unsettled ON tournaments (end_date) WHERE settled_at IS NULL;

CREATE TABLE tournament_games (
  tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  game_id BIGINT NOT NULL REFERENCES games (id),
  PRIMARY KEY (tournament_id, game_id)
);
-- The round path looks up the events of the game just played.
CREATE INDEX tournament_games_game ON tournament_games (game_id, tournament_id);

CREATE TABLE tournament_scores (
  tournament_id BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- Rounds (bet_count) or cents (bet_sum, max_win).
  points BIGINT NOT NULL,
  rounds_counted INTEGER NOT NULL,
  -- When the player reached these points: the earlier one ranks first on equal points.
  reached_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_scores_board ON tournament_scores (tournament_id, points DESC, reached_at, user_id);

CREATE TABLE tournament_payouts (
  id BIGSERIAL PRIMARY KEY,
  tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
  place INTEGER NOT NULL CHECK (place > 0),
  user_id BIGINT NOT NULL REFERENCES users (id),
  prize_cents BIGINT NOT NULL CHECK (prize_cents > 0),
  points BIGINT NOT NULL,
  transfer_id BIGINT NOT NULL,
  paid_at TIMESTAMPTZ NOT NULL,
  UNIQUE (tournament_id, place)
);
`;

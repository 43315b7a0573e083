/**
 * Sportsbook trading (docs/decisions/049): a player's stake factor, the share of the book's
 * maximum stake a line may carry (0.5: half), set by a trader with a reason. No row: factor 1.
 */
export const sql = /* sql */ `
CREATE TABLE sports_stake_factors (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  factor NUMERIC(4, 2) NOT NULL CHECK (factor >= 0.01 AND factor <= 1),
  set_by BIGINT NOT NULL REFERENCES staff (id),
  set_at TIMESTAMPTZ NOT NULL
);
`;

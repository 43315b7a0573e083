/**
 * The sports welcome free bet (docs/decisions/048): the phases a sports welcome goes through on
 * its player bonus row, the bet that qualified for the free bet, the free bet itself (one per
 * sports welcome, so its id on the wire is the bonus's), and the bets that used or counted towards it.
 */
export const sql = /* sql */ `
-- free_bet_phase (null for every other bonus): qualifying (the deposit came, the first qualifying
-- bet is awaited or open), token (the free bet is credited and unused), placed (the free bet is on
-- a bet not yet settled), wagering (the free bet won: its winnings are on the bonus balance).
ALTER TABLE player_bonuses
  ADD COLUMN free_bet_phase TEXT CHECK (free_bet_phase IN ('qualifying', 'token', 'placed', 'wagering')),
  ADD COLUMN qualifying_bet_id BIGINT UNIQUE REFERENCES sports_bets (id),
  ADD COLUMN free_bet_cents BIGINT NOT NULL DEFAULT 0 CHECK (free_bet_cents >= 0),
  ADD COLUMN free_bet_expires_at TIMESTAMPTZ,
  ADD COLUMN free_bet_bet_id BIGINT UNIQUE REFERENCES sports_bets (id);

-- The sports welcome a bet played the free bet of (free_bet true) or counted towards when it was
-- first settled (wagering_counted), so neither happens twice.
ALTER TABLE sports_bets
  ADD COLUMN player_bonus_id BIGINT REFERENCES player_bonuses (id),
  ADD COLUMN wagering_counted BOOLEAN NOT NULL DEFAULT false;
`;

/**
 * The bonus a round's bets were counted towards, so a rolled-back bet is counted off again, and
 * bonuses granted by the loyalty programme (cashback, station rewards) (docs/decisions/013).
 */
export const sql = /* sql */ `
ALTER TABLE game_rounds ADD COLUMN wagering_bonus_id BIGINT REFERENCES player_bonuses (id);
ALTER TABLE player_bonuses DROP CONSTRAINT player_bonuses_source_check;
ALTER TABLE player_bonuses ADD CONSTRAINT player_bonuses_source_check
  CHECK (source IN ('offer', 'super', 'promo', 'wheel', 'operator', 'loyalty'));
`;

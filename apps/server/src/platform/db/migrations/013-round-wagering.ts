/** The bonus a round's bets were counted towards, so a rolled-back bet is counted off again (docs/decisions/013). */
export const sql = /* sql */ `
ALTER TABLE game_rounds ADD COLUMN wagering_bonus_id BIGINT REFERENCES player_bonuses (id);
`;

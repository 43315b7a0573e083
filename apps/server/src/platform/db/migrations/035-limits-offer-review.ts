/**
 * Deposit limits offered at sign-up and before the first deposit, and the six-monthly review of a
 * player's limits (docs/decisions/043), kept on the player's responsible-gambling row.
 */
export const sql = /* sql */ `
-- When the player answered the offer to set deposit limits (set some, or declined): it is not
-- offered again. Null: never answered.
ALTER TABLE gambling_players ADD COLUMN limits_offered_at TIMESTAMPTZ;
-- When the player last set, changed or reviewed their limits; the next review is due six months on.
ALTER TABLE gambling_players ADD COLUMN limits_reviewed_at TIMESTAMPTZ;

-- Limits set before this: their last change is their last review.
UPDATE gambling_players gp SET limits_reviewed_at = l.last_change
FROM (SELECT user_id, max(updated_at) AS last_change FROM gambling_limits GROUP BY user_id) l
WHERE l.user_id = gp.user_id;
`;

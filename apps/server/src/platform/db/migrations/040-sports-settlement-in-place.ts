/**
 * Settling a market rewrites each of its bets in place (docs/decisions/047, "Settling at volume"):
 * a bet's settlement writes its figures (status, return, paid, moves, settled_at) and nothing
 * else. The legs' states and the explanation are no longer stored: they are computed from the
 * legs' feed results by the same code that settles (bet-outcome.ts), so they cannot disagree with
 * the figures, and settlement writes one narrow row per bet, never its legs.
 *
 * For that row to be a heap-only update (no new index entry, the new version on the same page),
 * no column settlement writes may be indexed, and the page needs room: the held bets' index keys
 * on accept_at alone (cleared once a bet is decided) instead of on status, and the table leaves
 * half of each page free when rows are inserted. A market's bets were placed over its life, so
 * they share pages with bets on other markets; the room is for the worst case, a page whose every
 * bet one settlement rewrites. Pruning reclaims the old versions once the settlement commits.
 *
 * And a free bet's potential return is stored as it would pay (its winnings alone), so the one
 * author of that rule is settlement's core, which the placement asks.
 */
export const sql = /* sql */ `
ALTER TABLE sports_bets DROP COLUMN explanation;
ALTER TABLE sports_bet_legs DROP COLUMN state;

DROP INDEX sports_bets_pending;
UPDATE sports_bets SET accept_at = NULL WHERE status <> 'pending' AND accept_at IS NOT NULL;
CREATE INDEX sports_bets_held ON sports_bets (accept_at) WHERE accept_at IS NOT NULL;

ALTER TABLE sports_bets SET (fillfactor = 50);

-- A free bet's potential return is stored as it would pay, its winnings alone (the placement now
-- computes it with settlement's core), so My bets and the trading figures read it as it is.
UPDATE sports_bets SET potential_return_cents = GREATEST(potential_return_cents - total_stake_cents, 0)
 WHERE free_bet;
`;

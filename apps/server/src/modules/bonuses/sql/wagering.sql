-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- Bonus wagering: bets counted towards the active bonus (docs/decisions/013).

-- Bets (one per player) counted towards their players' bonus being wagered, weighted by the
-- game's category. Answers each player's bonus and its maximum bet (no row without an active bonus).
CREATE OR REPLACE FUNCTION bonuses_count_wagerings(p_bets JSONB)
RETURNS TABLE (for_user BIGINT, bonus_id BIGINT, bonus_max_bet_cents BIGINT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  UPDATE player_bonuses b
  SET wagered_cents = b.wagered_cents + (x.amount * COALESCE((b.contributions ->> x.category)::int, 0)) / 100
  FROM jsonb_to_recordset(p_bets) AS x(user_id BIGINT, amount BIGINT, category TEXT)
  WHERE b.user_id = x.user_id AND b.state = 'active'
  RETURNING b.user_id::bigint, b.id::bigint, b.max_bet_cents::bigint;
END;
$$;

-- One bet (the full path): bonuses_count_wagerings with one entry.
CREATE OR REPLACE FUNCTION bonuses_count_wagering(p_user BIGINT, p_amount BIGINT, p_category TEXT)
RETURNS TABLE (id BIGINT, max_bet_cents BIGINT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT w.bonus_id, w.bonus_max_bet_cents FROM bonuses_count_wagerings(jsonb_build_array(
    jsonb_build_object('user_id', p_user, 'amount', p_amount, 'category', p_category))) w;
END;
$$;

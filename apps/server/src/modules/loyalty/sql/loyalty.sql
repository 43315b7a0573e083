-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- Status points: a bet's weighted stake counted in its player's month (docs/decisions/015).

-- Bets' weighted stakes added to their players' month (one entry per player, each at its bet's
-- time); a profile's rank and points follow when a whole point (or the month's first bet) changes
-- them. Answers each player's month stake before and after, and its station.
-- (Until the times were per entry, one time stood for the whole batch.)
DROP FUNCTION IF EXISTS loyalty_add_stakes(BIGINT[], BIGINT[], DATE, BIGINT[], BIGINT, TIMESTAMPTZ);
CREATE OR REPLACE FUNCTION loyalty_add_stakes(
  p_users BIGINT[], p_weighted BIGINT[], p_month DATE, p_thresholds BIGINT[], p_stake_per_point BIGINT, p_at TIMESTAMPTZ[]
) RETURNS TABLE (for_user BIGINT, stake_before BIGINT, stake_after BIGINT, at_station INT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH added AS (
    INSERT INTO loyalty_months AS lm (user_id, month, weighted_stake, station, updated_at)
    SELECT x.u, p_month, x.w, width_bucket(x.w, p_thresholds), x.at FROM unnest(p_users, p_weighted, p_at) AS x(u, w, at)
    ON CONFLICT (user_id, month) DO UPDATE
      SET weighted_stake = lm.weighted_stake + EXCLUDED.weighted_stake,
          station = width_bucket(lm.weighted_stake + EXCLUDED.weighted_stake, p_thresholds),
          updated_at = EXCLUDED.updated_at
    RETURNING lm.user_id, lm.weighted_stake, lm.station
  ), stakes AS (
    SELECT a.user_id, a.weighted_stake - x.w AS before, a.weighted_stake AS after, a.station
    FROM added a JOIN unnest(p_users, p_weighted) AS x(u, w) ON x.u = a.user_id
  ), ranked AS (
    UPDATE users u SET current_rank = s.station, current_rank_progress = s.after / p_stake_per_point
    FROM stakes s
    WHERE u.id = s.user_id AND (s.before = 0 OR s.after / p_stake_per_point <> s.before / p_stake_per_point)
  )
  SELECT s.user_id, s.before, s.after, s.station::int FROM stakes s;
END;
$$;

-- One bet's weighted stake (the full path): loyalty_add_stakes with one entry.
CREATE OR REPLACE FUNCTION loyalty_add_stake(
  p_user BIGINT, p_month DATE, p_weighted BIGINT, p_thresholds BIGINT[], p_stake_per_point BIGINT, p_at TIMESTAMPTZ
) RETURNS TABLE (stake_before BIGINT, stake_after BIGINT, station INT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT s.stake_before, s.stake_after, s.at_station
  FROM loyalty_add_stakes(ARRAY[p_user], ARRAY[p_weighted], p_month, p_thresholds, p_stake_per_point, ARRAY[p_at]) s;
END;
$$;

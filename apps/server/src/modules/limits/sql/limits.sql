-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- Responsible gambling's rules on stakes (docs/decisions/038), one author for both wallet paths:
-- the full path calls limits_take_stake for one bet, the batch (games_fast_calls) calls
-- limits_stake_room and limits_count_play for its bets and wins.

-- The length of a limit's rolling window.
CREATE OR REPLACE FUNCTION limits_span(p_period TEXT) RETURNS INTERVAL LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days'
                       ELSE interval '30 days' END
$$;

-- What the player's time-out or self-exclusion and loss and wager limits leave for a stake at
-- p_at: blocked_until when a break is running, and the tightest limit's room (null: no play
-- limit), with the moment its oldest counted hour leaves the window. Play is counted per clock
-- hour (UTC), and an hour counts until a whole window has passed since its end, so no window is
-- ever shorter than its length. A loss is stakes minus wins, so wins in the window give room back.
CREATE OR REPLACE FUNCTION limits_stake_room(p_user BIGINT, p_at TIMESTAMPTZ)
RETURNS TABLE (blocked_until TIMESTAMPTZ, room BIGINT, limit_kind TEXT, limit_period TEXT, frees_at TIMESTAMPTZ)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_blocked TIMESTAMPTZ;
  v_counted BOOLEAN;
BEGIN
  SELECT CASE WHEN gp.blocked_until > p_at THEN gp.blocked_until END, gp.counted INTO v_blocked, v_counted
  FROM gambling_players gp WHERE gp.user_id = p_user;
  IF NOT COALESCE(v_counted, false) THEN
    RETURN QUERY SELECT v_blocked, NULL::bigint, NULL::text, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;
  RETURN QUERY
  WITH hours AS (
    SELECT ph.hour, ph.staked_cents, ph.won_cents FROM play_hours ph
    WHERE ph.user_id = p_user AND ph.hour > p_at - interval '30 days' - interval '1 hour'
  ), windows AS (
    SELECT l.kind, l.period, l.amount_cents - COALESCE(u.used, 0) AS room, u.oldest + limits_span(l.period) + interval '1 hour' AS frees
    FROM gambling_limits l
    CROSS JOIN LATERAL (
      SELECT sum(CASE WHEN l.kind = 'wager' THEN h.staked_cents ELSE h.staked_cents - h.won_cents END)::bigint AS used,
             min(h.hour) FILTER (WHERE h.staked_cents > 0) AS oldest
      FROM hours h WHERE h.hour > p_at - limits_span(l.period) - interval '1 hour') u
    WHERE l.user_id = p_user AND l.kind IN ('loss', 'wager')
  )
  SELECT v_blocked, w.room, w.kind, w.period, w.frees
  FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT * FROM windows ORDER BY windows.room, windows.kind, windows.period LIMIT 1) w ON true;
END;
$$;

-- Stakes and wins counted for the players whose play is counted (gambling_players.counted), each
-- in its clock hour; a refund counts as a negative stake.
CREATE OR REPLACE FUNCTION limits_count_play(p_users BIGINT[], p_ats TIMESTAMPTZ[], p_staked BIGINT[], p_won BIGINT[])
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO play_hours AS ph (user_id, hour, staked_cents, won_cents)
  SELECT x.u, date_trunc('hour', x.at, 'UTC'), sum(x.s), sum(x.w)
  FROM unnest(p_users, p_ats, p_staked, p_won) AS x(u, at, s, w)
  WHERE EXISTS (SELECT 1 FROM gambling_players gp WHERE gp.user_id = x.u AND gp.counted)
  GROUP BY x.u, date_trunc('hour', x.at, 'UTC')
  ORDER BY 1, 2
  ON CONFLICT (user_id, hour) DO UPDATE
    SET staked_cents = ph.staked_cents + EXCLUDED.staked_cents, won_cents = ph.won_cents + EXCLUDED.won_cents;
END;
$$;

-- One bet on the full path, with the player's accounts locked by the caller: refused ('paused'
-- during a time-out or self-exclusion, 'limit' beyond a limit's room, with the figures), or
-- counted (refusal null).
CREATE OR REPLACE FUNCTION limits_take_stake(p_user BIGINT, p_amount BIGINT, p_at TIMESTAMPTZ)
RETURNS TABLE (refusal TEXT, blocked_until TIMESTAMPTZ, room BIGINT, limit_kind TEXT, limit_period TEXT, frees_at TIMESTAMPTZ)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r RECORD;
BEGIN
  SELECT * INTO r FROM limits_stake_room(p_user, p_at);
  IF r.blocked_until IS NOT NULL THEN
    RETURN QUERY SELECT 'paused'::text, r.blocked_until, r.room, r.limit_kind, r.limit_period, r.frees_at;
  ELSIF r.room IS NOT NULL AND p_amount > r.room THEN
    RETURN QUERY SELECT 'limit'::text, r.blocked_until, r.room, r.limit_kind, r.limit_period, r.frees_at;
  ELSE
    PERFORM limits_count_play(ARRAY[p_user], ARRAY[p_at], ARRAY[p_amount], ARRAY[0::bigint]);
    RETURN QUERY SELECT NULL::text, r.blocked_until, r.room, r.limit_kind, r.limit_period, r.frees_at;
  END IF;
END;
$$;

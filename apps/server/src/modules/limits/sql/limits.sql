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
-- One SELECT in SQL, so the planner inlines it where it is read: the batch reads it for all its
-- bets inside its own single read (games_fast_calls), not as a statement per bet.
CREATE OR REPLACE FUNCTION limits_stake_room(p_user BIGINT, p_at TIMESTAMPTZ)
RETURNS TABLE (blocked_until TIMESTAMPTZ, room BIGINT, limit_kind TEXT, limit_period TEXT, frees_at TIMESTAMPTZ)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN gp.blocked_until > p_at THEN gp.blocked_until END, w.room, w.kind, w.period, w.frees
  FROM (SELECT 1) one
  LEFT JOIN gambling_players gp ON gp.user_id = p_user
  LEFT JOIN LATERAL (
    SELECT l.kind, l.period, l.amount_cents - COALESCE(u.used, 0) AS room,
           u.oldest + limits_span(l.period) + interval '1 hour' AS frees
    FROM gambling_limits l
    CROSS JOIN LATERAL (
      SELECT sum(CASE WHEN l.kind = 'wager' THEN ph.staked_cents ELSE ph.staked_cents - ph.won_cents END)::bigint AS used,
             min(ph.hour) FILTER (WHERE ph.staked_cents > 0) AS oldest
      FROM play_hours ph
      WHERE ph.user_id = p_user AND ph.hour > p_at - limits_span(l.period) - interval '1 hour') u
    WHERE gp.counted AND l.user_id = p_user AND l.kind IN ('loss', 'wager')
    ORDER BY 3, l.kind, l.period LIMIT 1) w ON true
$$;

-- Stakes and wins counted for the players whose play is counted (gambling_players.counted), each
-- in its clock hour; a refund counts as a negative stake. A win of nothing (a lost round's close)
-- changes no window, so it writes nothing.
CREATE OR REPLACE FUNCTION limits_count_play(p_users BIGINT[], p_ats TIMESTAMPTZ[], p_staked BIGINT[], p_won BIGINT[])
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO play_hours AS ph (user_id, hour, staked_cents, won_cents)
  SELECT x.u, date_trunc('hour', x.at, 'UTC'), sum(x.s), sum(x.w)
  FROM unnest(p_users, p_ats, p_staked, p_won) AS x(u, at, s, w)
  WHERE (x.s <> 0 OR x.w <> 0)
    AND EXISTS (SELECT 1 FROM gambling_players gp WHERE gp.user_id = x.u AND gp.counted)
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

-- Play time (docs/decisions/039). A play session runs while the player's real-money bets come
-- less than the idle gap apart: its first bet counts the round allowance, each later one the time
-- since the bet before. Time is summed per day of the player's zone (gambling_players.time_zone),
-- the gap before a bet counted in the bet's day.
CREATE OR REPLACE FUNCTION limits_idle_gap() RETURNS INTERVAL LANGUAGE sql IMMUTABLE AS $$
  SELECT interval '10 minutes'
$$;
CREATE OR REPLACE FUNCTION limits_round_allowance() RETURNS INT LANGUAGE sql IMMUTABLE AS $$
  SELECT 10
$$;

-- What a real-money bet at p_at would make of the player's play time, without writing it: its
-- refusal ('time' beyond the daily time limit, 'reality_check' when the interval of continuous
-- play has elapsed since the session's start or the last acknowledgement), and the session and
-- day as the bet would leave them. A reality-check minute lasts p_check_unit seconds (60; tests
-- shorten it); p_default_check is the interval of a player who chose none (null: off). Every
-- column is null when the player's time is not kept (no time limit, no reality check). One
-- SELECT in SQL, inlined where it is read (as limits_stake_room).
CREATE OR REPLACE FUNCTION limits_time_room(p_user BIGINT, p_at TIMESTAMPTZ, p_check_unit INT, p_default_check INT)
RETURNS TABLE (refusal TEXT, day DATE, day_seconds INT, limit_minutes INT, session_started_at TIMESTAMPTZ,
               check_from TIMESTAMPTZ, check_due_at TIMESTAMPTZ)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN t.limit_minutes IS NOT NULL AND t.seconds > t.limit_minutes * 60 THEN 'time'
              WHEN t.continuing AND p_at >= t.due THEN 'reality_check' END,
         t.day, t.seconds, t.limit_minutes, t.started, t.check_from, t.due
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT s.day, s.continuing, l.amount_cents::int AS limit_minutes,
           CASE WHEN pt.day = s.day THEN pt.day_seconds ELSE 0 END
             + CASE WHEN s.continuing THEN GREATEST(0, ceil(extract(epoch FROM p_at - pt.last_bet_at)))::int
                    ELSE limits_round_allowance() END AS seconds,
           CASE WHEN s.continuing THEN pt.session_started_at ELSE p_at END AS started,
           CASE WHEN s.continuing THEN pt.check_from ELSE p_at END AS check_from,
           CASE WHEN s.check_minutes IS NOT NULL
                THEN CASE WHEN s.continuing THEN pt.check_from ELSE p_at END
                     + make_interval(secs => s.check_minutes * p_check_unit) END AS due
    FROM (SELECT 1) one
    LEFT JOIN gambling_players gp ON gp.user_id = p_user
    LEFT JOIN play_time pt ON pt.user_id = p_user
    LEFT JOIN gambling_limits l ON l.user_id = p_user AND l.kind = 'time' AND l.period = 'day'
    CROSS JOIN LATERAL (
      SELECT (p_at AT TIME ZONE COALESCE(gp.time_zone, 'UTC'))::date AS day,
             COALESCE(gp.reality_check_minutes, p_default_check) AS check_minutes,
             COALESCE(p_at - pt.last_bet_at < limits_idle_gap(), false) AS continuing) s
    WHERE COALESCE(gp.timed, false) OR s.check_minutes IS NOT NULL) t ON true
$$;

-- Play time as accepted real-money bets leave it (the session, the check's start and the day, as
-- limits_time_room computed them), written for each player: one bet per player, with the players'
-- accounts locked. The batch passes what its read computed; limits_count_time computes it here.
CREATE OR REPLACE FUNCTION limits_write_time(p_users BIGINT[], p_ats TIMESTAMPTZ[], p_started TIMESTAMPTZ[],
                                             p_check_from TIMESTAMPTZ[], p_days DATE[], p_seconds INT[])
RETURNS VOID LANGUAGE sql AS $$
  INSERT INTO play_time AS pt (user_id, session_started_at, last_bet_at, check_from, day, day_seconds)
  SELECT * FROM unnest(p_users, p_started, p_ats, p_check_from, p_days, p_seconds)
  ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET session_started_at = EXCLUDED.session_started_at,
    last_bet_at = EXCLUDED.last_bet_at, check_from = EXCLUDED.check_from, day = EXCLUDED.day,
    day_seconds = EXCLUDED.day_seconds
$$;

-- Accepted real-money bets written into their players' play time (one bet per player: the batch
-- takes one call per player, the full path one bet), with the players' accounts locked.
CREATE OR REPLACE FUNCTION limits_count_time(p_users BIGINT[], p_ats TIMESTAMPTZ[], p_check_unit INT, p_default_check INT)
RETURNS VOID LANGUAGE sql AS $$
  SELECT limits_write_time(array_agg(x.u), array_agg(x.at), array_agg(r.session_started_at), array_agg(r.check_from),
                           array_agg(r.day), array_agg(r.day_seconds))
  FROM unnest(p_users, p_ats) AS x(u, at)
  CROSS JOIN LATERAL limits_time_room(x.u, x.at, p_check_unit, p_default_check) r
  WHERE r.day IS NOT NULL
$$;

-- One real-money bet on the full path, with the player's accounts locked by the caller: refused
-- (refusal set, nothing written), or written into the play time.
CREATE OR REPLACE FUNCTION limits_take_time(p_user BIGINT, p_at TIMESTAMPTZ, p_check_unit INT, p_default_check INT)
RETURNS TABLE (refusal TEXT, day DATE, day_seconds INT, limit_minutes INT, session_started_at TIMESTAMPTZ,
               check_from TIMESTAMPTZ, check_due_at TIMESTAMPTZ)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r RECORD;
BEGIN
  SELECT * INTO r FROM limits_time_room(p_user, p_at, p_check_unit, p_default_check);
  IF r.refusal IS NULL AND r.day IS NOT NULL THEN
    PERFORM limits_count_time(ARRAY[p_user], ARRAY[p_at], p_check_unit, p_default_check);
  END IF;
  RETURN QUERY SELECT r.refusal, r.day, r.day_seconds, r.limit_minutes, r.session_started_at, r.check_from, r.check_due_at;
END;
$$;

-- The player's rounds begun between p_from and p_to as play time, by the rule above applied to the
-- rounds' starts: each round's time, the seconds it adds and whether it starts a session. Read
-- when keeping the time begins (the day so far) and by the activity statement.
CREATE OR REPLACE FUNCTION limits_round_play(p_user BIGINT, p_from TIMESTAMPTZ, p_to TIMESTAMPTZ)
RETURNS TABLE (at TIMESTAMPTZ, seconds INT, starts BOOLEAN)
LANGUAGE sql STABLE AS $$
  SELECT b.at,
         CASE WHEN b.prev IS NOT NULL AND b.at - b.prev < limits_idle_gap()
              THEN GREATEST(0, ceil(extract(epoch FROM b.at - b.prev)))::int ELSE limits_round_allowance() END,
         b.prev IS NULL OR b.at - b.prev >= limits_idle_gap()
  FROM (SELECT gr.created_at AS at, lag(gr.created_at) OVER (ORDER BY gr.created_at, gr.id) AS prev
        FROM game_rounds gr
        WHERE gr.user_id = p_user AND gr.created_at >= p_from AND gr.created_at <= p_to
          AND gr.free_round_bonus_id IS NULL) b
$$;

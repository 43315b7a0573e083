-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- Tournament scoring: closed real-money rounds counted in the running events of their game
-- (docs/decisions/016).

-- Closed real-money rounds (one per player) counted in every running event of their game that
-- they qualify for. Answers each round's player and the events whose boards moved.
CREATE OR REPLACE FUNCTION tournaments_score_rounds(p_rounds JSONB)
RETURNS TABLE (for_user BIGINT, event_id BIGINT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  INSERT INTO tournament_scores AS s (tournament_id, user_id, points, rounds_counted, reached_at)
  SELECT t.id, r.user_id,
         CASE t.category WHEN 'bet_count' THEN 1 WHEN 'bet_sum' THEN r.bet ELSE r.win END,
         1, r.at
  FROM jsonb_to_recordset(p_rounds) AS r(user_id BIGINT, game_id BIGINT, bet BIGINT, win BIGINT, at TIMESTAMPTZ)
  JOIN tournament_games g ON g.game_id = r.game_id
  JOIN tournaments t ON t.id = g.tournament_id
  WHERE t.start_date <= r.at AND t.end_date > r.at AND t.min_bet_cents <= r.bet
  ON CONFLICT (tournament_id, user_id) DO UPDATE
    SET points = CASE WHEN (SELECT category FROM tournaments WHERE id = EXCLUDED.tournament_id) = 'max_win'
                      THEN GREATEST(s.points, EXCLUDED.points) ELSE s.points + EXCLUDED.points END,
        rounds_counted = s.rounds_counted + 1,
        reached_at = CASE
          WHEN (SELECT category FROM tournaments WHERE id = EXCLUDED.tournament_id) = 'max_win'
            THEN CASE WHEN EXCLUDED.points > s.points THEN EXCLUDED.reached_at ELSE s.reached_at END
          WHEN EXCLUDED.points <> 0 THEN EXCLUDED.reached_at
          ELSE s.reached_at END
    WHERE s.rounds_counted < COALESCE((SELECT rounds FROM tournaments WHERE id = EXCLUDED.tournament_id), 2147483647)
  RETURNING s.user_id::bigint, s.tournament_id::bigint;
END;
$$;

-- One closed round (the full path): tournaments_score_rounds with one entry.
CREATE OR REPLACE FUNCTION tournaments_score_round(
  p_user BIGINT, p_game BIGINT, p_bet BIGINT, p_win BIGINT, p_at TIMESTAMPTZ
) RETURNS SETOF BIGINT LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT e.event_id FROM tournaments_score_rounds(jsonb_build_array(jsonb_build_object(
    'user_id', p_user, 'game_id', p_game, 'bet', p_bet, 'win', p_win, 'at', p_at))) e;
END;
$$;

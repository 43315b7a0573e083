/**
 * The round's hot path in the database (docs/decisions/021): the ledger's transfer, the loyalty
 * month's stake and the tournaments' scoring become functions that the application's own
 * statements call, and `games_fast_calls` settles a batch of plain seamless-wallet bets and wins
 * (cash stakes and wins only, no free round, no station crossed, no bonus ending) with those same
 * functions, in one
 * round trip and one commit. Anything else it answers null for, and the application decides that
 * call on its full path, so every refusal keeps one author.
 */
/** The ledger's transfer function as this migration made it (021 splits it). */
const LEDGER_TRANSFER_SQL = /* sql */ `
-- The ledger's one movement: both accounts locked in ascending id order (the order every writer
-- uses), a player's balance never below zero, the key unused. Answers the new transfer, or no row
-- when the key exists, an account is missing or a player account is short (nothing moved).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key TEXT, p_kind TEXT, p_debit BIGINT, p_credit BIGINT, p_amount BIGINT, p_reference JSONB, p_at TIMESTAMPTZ
) RETURNS SETOF transfers LANGUAGE plpgsql AS $$
DECLARE
  v_locked INT := 0;
  v_short BOOLEAN := false;
  v_row transfers;
  a RECORD;
BEGIN
  FOR a IN SELECT id, owner_type, balance FROM accounts WHERE id IN (p_debit, p_credit) ORDER BY id FOR UPDATE LOOP
    v_locked := v_locked + 1;
    IF a.id = p_debit AND a.owner_type = 'player' AND a.balance < p_amount THEN v_short := true; END IF;
  END LOOP;
  IF v_locked <> 2 OR v_short THEN RETURN; END IF;
  INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, created_at)
  VALUES (p_key, p_kind, p_debit, p_credit, p_amount, p_reference, p_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING * INTO v_row;
  IF v_row.id IS NULL THEN RETURN; END IF;
  UPDATE accounts SET balance = balance - p_amount WHERE id = p_debit;
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_credit;
  RETURN NEXT v_row;
END;
$$;
`;

export const sql = /* sql */ `
${LEDGER_TRANSFER_SQL}
-- A bet's weighted stake added to the player's month; the profile's rank and points follow when a
-- whole point (or the month's first bet) changes them. Answers the month's stake before and after.
CREATE FUNCTION loyalty_add_stake(
  p_user BIGINT, p_month DATE, p_weighted BIGINT, p_thresholds BIGINT[], p_stake_per_point BIGINT, p_at TIMESTAMPTZ
) RETURNS TABLE (stake_before BIGINT, stake_after BIGINT, station INT) LANGUAGE plpgsql AS $$
DECLARE
  v_after BIGINT;
  v_station INT;
  v_before BIGINT;
BEGIN
  INSERT INTO loyalty_months AS lm (user_id, month, weighted_stake, station, updated_at)
  VALUES (p_user, p_month, p_weighted, width_bucket(p_weighted, p_thresholds), p_at)
  ON CONFLICT (user_id, month) DO UPDATE
    SET weighted_stake = lm.weighted_stake + EXCLUDED.weighted_stake,
        station = width_bucket(lm.weighted_stake + EXCLUDED.weighted_stake, p_thresholds),
        updated_at = EXCLUDED.updated_at
  RETURNING lm.weighted_stake, lm.station INTO v_after, v_station;
  v_before := v_after - p_weighted;
  IF v_before = 0 OR v_after / p_stake_per_point <> v_before / p_stake_per_point THEN
    UPDATE users SET current_rank = v_station, current_rank_progress = v_after / p_stake_per_point WHERE id = p_user;
  END IF;
  RETURN QUERY SELECT v_before, v_after, v_station;
END;
$$;

-- A closed real-money round counted in every running event of its game that it qualifies for;
-- answers the events whose boards moved.
CREATE FUNCTION tournaments_score_round(
  p_user BIGINT, p_game BIGINT, p_bet BIGINT, p_win BIGINT, p_at TIMESTAMPTZ
) RETURNS SETOF BIGINT LANGUAGE sql AS $$
  INSERT INTO tournament_scores AS s (tournament_id, user_id, points, rounds_counted, reached_at)
  SELECT t.id, p_user,
         CASE t.category WHEN 'bet_count' THEN 1 WHEN 'bet_sum' THEN p_bet ELSE p_win END,
         1, p_at
  FROM tournament_games g JOIN tournaments t ON t.id = g.tournament_id
  WHERE g.game_id = p_game AND t.start_date <= p_at AND t.end_date > p_at AND t.min_bet_cents <= p_bet
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
  RETURNING s.tournament_id::bigint
$$;

-- A bet counted towards the player's bonus being wagered, weighted by the game's category;
-- answers the bonus and its maximum bet (no row without an active bonus).
CREATE FUNCTION bonuses_count_wagering(p_user BIGINT, p_amount BIGINT, p_category TEXT)
RETURNS TABLE (id BIGINT, max_bet_cents BIGINT) LANGUAGE sql AS $$
  UPDATE player_bonuses
  SET wagered_cents = wagered_cents + (p_amount * COALESCE((contributions ->> p_category)::int, 0)) / 100
  WHERE user_id = p_user AND state = 'active'
  RETURNING id::bigint, max_bet_cents::bigint
$$;

-- One plain bet or win (see the header), or null for the full path. Every check that can send a
-- call to the full path runs before the first write, so a null answer leaves nothing behind.
CREATE FUNCTION games_fast_call(
  c JSONB, p_house_shards INT, p_loyalty BOOLEAN, p_contributions JSONB, p_thresholds BIGINT[],
  p_stake_per_point BIGINT, p_tournaments BOOLEAN, p_bonuses BOOLEAN, p_active_threshold BIGINT
) RETURNS JSONB LANGUAGE plpgsql AS $$
DECLARE
  v_action TEXT := c->>'action';
  v_provider TEXT := c->>'provider';
  v_amount BIGINT := (c->>'amount')::bigint;
  v_at TIMESTAMPTZ := (c->>'now')::timestamptz;
  v_month DATE := date_trunc('month', (c->>'now')::timestamptz AT TIME ZONE 'UTC')::date;
  v_prev RECORD;
  s RECORD;
  a RECORD;
  v_round RECORD;
  v_house BIGINT;
  v_cash_id BIGINT;
  v_cash BIGINT;
  v_bonus BIGINT := 0;
  v_weighted BIGINT := 0;
  v_before BIGINT;
  v_round_id BIGINT;
  v_transfer BIGINT;
  v_body TEXT;
  v_scored BIGINT[] := '{}';
  v_wagering RECORD;
BEGIN
  SELECT request_hash, response_status, response_body INTO v_prev
  FROM wallet_calls WHERE provider = v_provider AND transaction_id = c->>'transaction_id';
  IF FOUND THEN
    -- The same request again gets its first answer, byte for byte; anything else the full path.
    IF v_prev.request_hash = c->>'request_hash' THEN
      RETURN jsonb_build_object('status', v_prev.response_status, 'body', v_prev.response_body);
    END IF;
    RETURN NULL;
  END IF;

  SELECT id, user_id, game_id, game_code, game_type, category_ids, currency, expires_at INTO s
  FROM game_sessions WHERE token_hash = c->>'token_hash';
  IF NOT FOUND OR s.user_id::text <> c->>'player_id' OR s.game_code <> c->>'game'
     OR s.currency <> c->>'currency' OR (v_action = 'bet' AND s.expires_at <= v_at) THEN
    RETURN NULL;
  END IF;


  SELECT id INTO v_house FROM accounts
  WHERE owner_type = 'house' AND kind = 'game_bets' AND shard = s.user_id % p_house_shards;
  FOR a IN SELECT id, kind, balance FROM accounts
           WHERE (owner_type = 'player' AND user_id = s.user_id) OR id = v_house ORDER BY id FOR UPDATE LOOP
    IF a.id = v_house THEN CONTINUE; END IF;
    IF a.kind = 'cash' THEN v_cash_id := a.id; v_cash := a.balance; ELSE v_bonus := a.balance; END IF;
  END LOOP;
  IF v_house IS NULL OR v_cash_id IS NULL THEN RETURN NULL; END IF;
  -- A bonus being wagered (read under the accounts' locks, which its changes take too): batches
  -- take its rounds only while cash covers the stakes, so no stake and no win is the bonus's.
  SELECT id, max_bet_cents, spins_left, wager_required_cents > 0 AND wagered_cents >= wager_required_cents AS met
  INTO v_wagering FROM player_bonuses WHERE user_id = s.user_id AND state = 'active';
  IF v_wagering.id IS NULL AND v_bonus <> 0 OR v_wagering.id IS NOT NULL AND NOT p_bonuses THEN RETURN NULL; END IF;

  IF v_action = 'bet' THEN
    IF v_cash < v_amount OR v_amount > v_wagering.max_bet_cents THEN RETURN NULL; END IF;
    IF p_loyalty THEN
      v_weighted := v_amount * COALESCE((p_contributions->>s.game_type)::bigint, 0);
      IF v_weighted > 0 THEN
        SELECT weighted_stake INTO v_before FROM loyalty_months WHERE user_id = s.user_id AND month = v_month;
        v_before := COALESCE(v_before, 0);
        -- A station reached offers its spins and writes to the inbox: the full path's work.
        IF EXISTS (SELECT 1 FROM unnest(p_thresholds) t WHERE v_before < t AND v_before + v_weighted >= t) THEN
          RETURN NULL;
        END IF;
      END IF;
    END IF;
    INSERT INTO game_rounds (provider, provider_round_id, user_id, game_id, game_code, session_id, currency,
                             bet_cents, fair, created_at, wagering_bonus_id)
    VALUES (v_provider, c->>'round_id', s.user_id, s.game_id, s.game_code, s.id, s.currency, v_amount,
            NULLIF(c->'fair', 'null'::jsonb), v_at, v_wagering.id)
    ON CONFLICT (provider, provider_round_id) DO UPDATE
      SET bet_cents = game_rounds.bet_cents + EXCLUDED.bet_cents,
          fair = COALESCE(game_rounds.fair, EXCLUDED.fair)
      WHERE game_rounds.status = 'open' AND game_rounds.user_id = EXCLUDED.user_id
        AND game_rounds.game_id = EXCLUDED.game_id
    RETURNING id INTO v_round_id;
    -- A closed round, or someone else's: nothing was written, the full path refuses it.
    IF v_round_id IS NULL THEN RETURN NULL; END IF;
    UPDATE game_sessions SET last_used_at = v_at WHERE id = s.id AND last_used_at < v_at - interval '60 seconds';
    SELECT t.id INTO v_transfer FROM ledger_transfer(
      (c->>'ledger_key') || ':cash', 'bet', v_cash_id, v_house, v_amount,
      jsonb_build_object('round_id', v_round_id, 'provider_round_id', c->>'round_id', 'game_id', s.game_id,
                         'provider', v_provider, 'game_type', s.game_type, 'category_ids', to_jsonb(s.category_ids),
                         'source', 'cash'),
      v_at) t;
    IF v_transfer IS NULL THEN RAISE EXCEPTION 'games_fast_call: the bet % moved no money', c->>'transaction_id'; END IF;
    IF v_wagering.id IS NOT NULL THEN PERFORM bonuses_count_wagering(s.user_id, v_amount, s.game_type); END IF;
    IF v_weighted > 0 THEN
      PERFORM loyalty_add_stake(s.user_id, v_month, v_weighted, p_thresholds, p_stake_per_point, v_at);
    END IF;
    v_body := format('{"balance":%s,"currency":%s,"casino_transaction_id":"%s"}',
                     v_cash - v_amount + v_bonus, to_json(s.currency)::text, v_transfer);
  ELSE
    -- A closing win that may end the bonus (wagering met, or its balance below the threshold).
    IF (c->>'close')::boolean AND v_wagering.id IS NOT NULL AND v_wagering.spins_left = 0
       AND (v_wagering.met OR v_bonus < p_active_threshold) THEN
      RETURN NULL;
    END IF;
    UPDATE game_rounds r
    SET win_cents = r.win_cents + v_amount,
        status = CASE WHEN (c->>'close')::boolean THEN 'closed' ELSE r.status END,
        closed_at = CASE WHEN (c->>'close')::boolean THEN v_at ELSE r.closed_at END
    WHERE r.provider = v_provider AND r.provider_round_id = c->>'round_id' AND r.user_id = s.user_id
      AND r.status = 'open' AND r.free_round_bonus_id IS NULL AND (v_wagering.id IS NULL OR r.bonus_bet_cents = 0)
    RETURNING r.id, r.game_id, r.bet_cents - r.refunded_cents AS staked, r.win_cents INTO v_round;
    IF NOT FOUND THEN RETURN NULL; END IF;
    v_round_id := v_round.id;
    IF v_amount > 0 THEN
      SELECT t.id INTO v_transfer FROM ledger_transfer(
        c->>'ledger_key', 'win', v_house, v_cash_id, v_amount,
        jsonb_build_object('round_id', v_round.id, 'provider_round_id', c->>'round_id', 'game_id', v_round.game_id,
                           'provider', v_provider),
        v_at) t;
      IF v_transfer IS NULL THEN RAISE EXCEPTION 'games_fast_call: the win % moved no money', c->>'transaction_id'; END IF;
    END IF;
    IF (c->>'close')::boolean AND p_tournaments THEN
      v_scored := ARRAY(SELECT tournaments_score_round(s.user_id, v_round.game_id, v_round.staked, v_round.win_cents, v_at));
    END IF;
    v_body := CASE WHEN v_transfer IS NULL
      THEN format('{"balance":%s,"currency":%s}', v_cash + v_amount + v_bonus, to_json(s.currency)::text)
      ELSE format('{"balance":%s,"currency":%s,"casino_transaction_id":"%s"}',
                  v_cash + v_amount + v_bonus, to_json(s.currency)::text, v_transfer) END;
  END IF;

  INSERT INTO wallet_calls (provider, transaction_id, action, request_hash, response_status, response_body,
                            round_id, user_id, amount_cents, bonus_cents, created_at)
  VALUES (v_provider, c->>'transaction_id', v_action, c->>'request_hash', 200, v_body, v_round_id, s.user_id,
          CASE WHEN v_action = 'bet' THEN v_amount END, CASE WHEN v_action = 'bet' THEN 0 END, v_at);
  RETURN jsonb_build_object('status', 200, 'body', v_body, 'scored', to_jsonb(v_scored));
END;
$$;

-- A batch of calls in one transaction, in order (a later call sees an earlier one's writes):
-- an answer per call, null where the full path decides.
CREATE FUNCTION games_fast_calls(calls JSONB, settings JSONB) RETURNS JSONB LANGUAGE plpgsql AS $$
DECLARE
  v_answers JSONB[] := '{}';
  v_call JSONB;
  v_loyalty BOOLEAN := settings ? 'loyalty';
  v_thresholds BIGINT[] := ARRAY(SELECT jsonb_array_elements_text(settings->'loyalty'->'thresholds')::bigint);
BEGIN
  FOR v_call IN SELECT value FROM jsonb_array_elements(calls) LOOP
    v_answers := v_answers || COALESCE(
      games_fast_call(v_call, (settings->>'house_shards')::int, v_loyalty, settings->'loyalty'->'contributions',
                      v_thresholds, (settings->'loyalty'->>'stake_per_point')::bigint, settings ? 'tournaments',
                      settings ? 'bonuses', (settings->'bonuses'->>'active_threshold_cents')::bigint),
      'null'::jsonb);
  END LOOP;
  RETURN to_jsonb(v_answers);
END;
$$;
`;

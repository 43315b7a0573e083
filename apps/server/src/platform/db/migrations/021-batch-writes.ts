/**
 * The round's hot path, written in bulk (docs/decisions/021): a batch of plain wallet calls now
 * reads what it decides on in two statements and writes each table once, instead of a dozen
 * statements per call (in PostgreSQL most of a small statement's cost is starting it: its plan,
 * its constraints, its indexes and its foreign keys, whatever the number of rows). To keep one
 * author per rule, the ledger's movement and the loyalty month's stake become bulk functions
 * (`ledger_moves`, `loyalty_add_stakes`) that the one-call functions the full path uses
 * (`ledger_transfer`, `loyalty_add_stake`) call with one entry. The tournaments' scoring and the
 * bonuses' wagering become PL/pgSQL, whose plans are kept for the session (a SQL function's plan
 * is made again on every call).
 */

/** The ledger's functions as this migration made them (today's text: modules/wallet/sql/ledger.sql). */
const LEDGER_SQL = /* sql */ `
-- Money moved between accounts the caller holds locked and has checked (a player's balance covers
-- its debits): each move's transfer recorded under its key, each account's balance moved once by
-- the sum of its moves. Answers the key and id of each new transfer; a move whose key exists is
-- not recorded and moves nothing.
CREATE OR REPLACE FUNCTION ledger_moves(p_moves JSONB)
RETURNS TABLE (move_key TEXT, transfer_id BIGINT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH moved AS (
    INSERT INTO transfers AS t (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, created_at)
    SELECT m.key, m.kind, m.debit, m.credit, m.amount, m.reference, m.at
    FROM jsonb_to_recordset(p_moves)
      AS m(key TEXT, kind TEXT, debit BIGINT, credit BIGINT, amount BIGINT, reference JSONB, at TIMESTAMPTZ)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING t.idempotency_key, t.id, t.debit_account_id, t.credit_account_id, t.amount
  ), balances AS (
    UPDATE accounts a SET balance = a.balance + d.delta
    FROM (SELECT x.account, sum(x.delta)::bigint AS delta
          FROM (SELECT debit_account_id AS account, -amount AS delta FROM moved
                UNION ALL SELECT credit_account_id, amount FROM moved) x
          GROUP BY x.account) d
    WHERE a.id = d.account
  )
  SELECT moved.idempotency_key, moved.id FROM moved;
END;
$$;

-- The ledger's one transfer: both accounts locked in ascending id order (the order every writer
-- uses), a player's balance never below zero, then ledger_moves. Answers the new transfer, or no
-- row when the key exists, an account is missing or a player account is short (nothing moved).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key TEXT, p_kind TEXT, p_debit BIGINT, p_credit BIGINT, p_amount BIGINT, p_reference JSONB, p_at TIMESTAMPTZ
) RETURNS SETOF transfers LANGUAGE plpgsql AS $$
DECLARE
  v_locked INT := 0;
  v_short BOOLEAN := false;
  v_id BIGINT;
  a RECORD;
BEGIN
  FOR a IN SELECT id, owner_type, balance FROM accounts WHERE id IN (p_debit, p_credit) ORDER BY id FOR UPDATE LOOP
    v_locked := v_locked + 1;
    IF a.id = p_debit AND a.owner_type = 'player' AND a.balance < p_amount THEN v_short := true; END IF;
  END LOOP;
  IF v_locked <> 2 OR v_short THEN RETURN; END IF;
  SELECT m.transfer_id INTO v_id FROM ledger_moves(jsonb_build_array(jsonb_build_object(
    'key', p_key, 'kind', p_kind, 'debit', p_debit, 'credit', p_credit, 'amount', p_amount,
    'reference', p_reference, 'at', p_at))) m;
  IF v_id IS NULL THEN RETURN; END IF;
  RETURN QUERY SELECT * FROM transfers WHERE id = v_id;
END;
$$;
`;

export const sql = /* sql */ `
${LEDGER_SQL}

DROP FUNCTION loyalty_add_stake(BIGINT, DATE, BIGINT, BIGINT[], BIGINT, TIMESTAMPTZ);

-- Bets' weighted stakes added to their players' month (one entry per player); a profile's rank and
-- points follow when a whole point (or the month's first bet) changes them. Answers each player's
-- month stake before and after, and its station.
CREATE FUNCTION loyalty_add_stakes(
  p_users BIGINT[], p_weighted BIGINT[], p_month DATE, p_thresholds BIGINT[], p_stake_per_point BIGINT, p_at TIMESTAMPTZ
) RETURNS TABLE (for_user BIGINT, stake_before BIGINT, stake_after BIGINT, at_station INT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH added AS (
    INSERT INTO loyalty_months AS lm (user_id, month, weighted_stake, station, updated_at)
    SELECT x.u, p_month, x.w, width_bucket(x.w, p_thresholds), p_at FROM unnest(p_users, p_weighted) AS x(u, w)
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
CREATE FUNCTION loyalty_add_stake(
  p_user BIGINT, p_month DATE, p_weighted BIGINT, p_thresholds BIGINT[], p_stake_per_point BIGINT, p_at TIMESTAMPTZ
) RETURNS TABLE (stake_before BIGINT, stake_after BIGINT, station INT) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT s.stake_before, s.stake_after, s.at_station
  FROM loyalty_add_stakes(ARRAY[p_user], ARRAY[p_weighted], p_month, p_thresholds, p_stake_per_point, p_at) s;
END;
$$;

-- Closed real-money rounds (one per player) counted in every running event of their game that
-- they qualify for. Answers each round's player and the events whose boards moved.
CREATE FUNCTION tournaments_score_rounds(p_rounds JSONB)
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

-- Bets (one per player) counted towards their players' bonus being wagered, weighted by the
-- game's category. Answers each player's bonus and its maximum bet (no row without an active bonus).
CREATE FUNCTION bonuses_count_wagerings(p_bets JSONB)
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

DROP FUNCTION games_fast_calls(JSONB, JSONB);
DROP FUNCTION games_fast_call(JSONB, INT, BOOLEAN, JSONB, BIGINT[], BIGINT, BOOLEAN, BOOLEAN, BIGINT);

-- A batch of plain bets and wins (see migration 020) in one transaction: an answer per call, null
-- where the full path decides. A batch takes one call per player and per round (later ones are
-- the full path's, after this batch commits), so its calls never see each other's writes: it
-- locks its players' accounts and the house's, reads everything it decides on, decides every
-- call, and only then writes, each table once. Every check that can send a call to the full path
-- runs before the first write; a write that finds the database other than read raises, and the
-- whole batch goes the full path.
-- Its statements' plans do not depend on the batch, so they are made once per session
-- (PostgreSQL would otherwise plan the larger ones again for every batch).
CREATE FUNCTION games_fast_calls(calls JSONB, settings JSONB) RETURNS JSONB LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_loyalty BOOLEAN := settings ? 'loyalty';
  v_contributions JSONB := settings->'loyalty'->'contributions';
  v_thresholds BIGINT[] := ARRAY(SELECT jsonb_array_elements_text(settings->'loyalty'->'thresholds')::bigint);
  v_stake_per_point BIGINT := (settings->'loyalty'->>'stake_per_point')::bigint;
  v_tournaments BOOLEAN := settings ? 'tournaments';
  v_bonuses BOOLEAN := settings ? 'bonuses';
  v_active_threshold BIGINT := (settings->'bonuses'->>'active_threshold_cents')::bigint;
  -- The house's game_bets account of each shard (null where the full path has not made it yet).
  v_houses BIGINT[] := ARRAY(SELECT a.id FROM generate_series(0, (settings->>'house_shards')::int - 1) g
                             LEFT JOIN accounts a ON a.owner_type = 'house' AND a.kind = 'game_bets' AND a.shard = g
                             ORDER BY g);
  v_n INT := jsonb_array_length(calls);
  v_answers JSONB[] := array_fill(NULL::jsonb, ARRAY[v_n]);
  v_month DATE := date_trunc('month', (calls->0->>'now')::timestamptz AT TIME ZONE 'UTC')::date;
  v_seen_players TEXT[] := '{}';
  v_seen_keys TEXT[] := '{}';
  v_plan JSONB[] := '{}';
  v_bets JSONB[] := '{}';
  v_wins JSONB[] := '{}';
  v_round_ids JSONB := '{}';
  v_closed JSONB := '{}';
  v_moves JSONB[] := '{}';
  v_transfers JSONB := '{}';
  v_loyalty_users BIGINT[] := '{}';
  v_loyalty_weights BIGINT[] := '{}';
  v_touched BIGINT[] := '{}';
  v_latest TIMESTAMPTZ;
  r RECORD;
  p JSONB;
  c JSONB;
  v_user TEXT;
  v_amount BIGINT;
  v_house BIGINT;
  v_weighted BIGINT;
  v_round_key TEXT;
  v_round JSONB;
  v_transfer TEXT;
  v_body TEXT;
  v_wagered JSONB[] := '{}';
  v_closing JSONB[] := '{}';
  v_scores JSONB := '{}';
  v_count INT;
  v_calls JSONB[] := '{}';
  v_users BIGINT[];
BEGIN
  -- The batch's players' accounts and their house shards', locked in ascending id order (every
  -- writer's order; lanes have distinct shards, so they never wait on each other).
  v_users := ARRAY(SELECT s.user_id FROM jsonb_array_elements(calls) x
                   JOIN LATERAL (SELECT gs.user_id FROM game_sessions gs WHERE gs.token_hash = x->>'token_hash' LIMIT 1) s ON true);
  PERFORM 1 FROM accounts ac
  WHERE (ac.owner_type = 'player' AND ac.user_id = ANY(v_users))
     OR ac.id = ANY(ARRAY(SELECT v_houses[u % cardinality(v_houses) + 1] FROM unnest(v_users) u))
  ORDER BY ac.id FOR UPDATE;

  -- Everything each call is decided on, read under those locks (a bonus's changes take them too).
  FOR r IN
    -- Each lookup a LATERAL ... LIMIT 1, which the planner keeps as an index lookup per call (joined
    -- plainly, it guesses a hundred calls and scans whole tables).
    SELECT c.i::int AS i, c.x AS c, prev.request_hash AS prev_hash, prev.response_status AS prev_status,
           prev.response_body AS prev_body, prev.found IS NOT NULL AS repeated,
           s.id AS session_id, s.user_id, s.game_id, s.game_code, s.game_type, s.category_ids, s.currency, s.expires_at,
           b.id AS bonus_id, b.max_bet_cents, b.spins_left, b.met, COALESCE(lm.weighted_stake, 0) AS month_stake,
           gr.id AS round_id, gr.status AS round_status, gr.user_id AS round_user, gr.game_id AS round_game,
           gr.free_round_bonus_id, gr.bonus_bet_cents, cash.id AS cash_id, cash.balance AS cash,
           COALESCE(bonus.balance, 0) AS bonus_balance
    FROM jsonb_array_elements(calls) WITH ORDINALITY AS c(x, i)
    LEFT JOIN LATERAL (SELECT true AS found, w.request_hash, w.response_status, w.response_body FROM wallet_calls w
                       WHERE w.provider = c.x->>'provider' AND w.transaction_id = c.x->>'transaction_id' LIMIT 1) prev ON true
    LEFT JOIN LATERAL (SELECT * FROM game_sessions gs WHERE gs.token_hash = c.x->>'token_hash' LIMIT 1) s ON true
    LEFT JOIN LATERAL (SELECT pb.id, pb.max_bet_cents, pb.spins_left,
                              pb.wager_required_cents > 0 AND pb.wagered_cents >= pb.wager_required_cents AS met
                       FROM player_bonuses pb WHERE pb.user_id = s.user_id AND pb.state = 'active' LIMIT 1) b ON true
    LEFT JOIN LATERAL (SELECT m.weighted_stake FROM loyalty_months m
                       WHERE m.user_id = s.user_id AND m.month = v_month LIMIT 1) lm ON true
    LEFT JOIN LATERAL (SELECT * FROM game_rounds g
                       WHERE g.provider = c.x->>'provider' AND g.provider_round_id = c.x->>'round_id' LIMIT 1) gr ON true
    LEFT JOIN LATERAL (SELECT ac.id, ac.balance FROM accounts ac
                       WHERE ac.owner_type = 'player' AND ac.user_id = s.user_id AND ac.kind = 'cash' LIMIT 1) cash ON true
    LEFT JOIN LATERAL (SELECT ac.balance FROM accounts ac
                       WHERE ac.owner_type = 'player' AND ac.user_id = s.user_id AND ac.kind = 'bonus' LIMIT 1) bonus ON true
    ORDER BY c.i
  LOOP
    c := r.c;
    IF r.repeated THEN
      -- The same request again gets its first answer, byte for byte; anything else the full path.
      IF r.prev_hash = c->>'request_hash' THEN
        v_answers[r.i] := jsonb_build_object('status', r.prev_status, 'body', r.prev_body);
      END IF;
      CONTINUE;
    END IF;
    IF r.session_id IS NULL OR r.user_id::text <> c->>'player_id' OR r.game_code <> c->>'game'
       OR r.currency <> c->>'currency' OR (c->>'action' = 'bet' AND r.expires_at <= (c->>'now')::timestamptz) THEN
      CONTINUE;
    END IF;
    v_user := r.user_id::text;
    v_round_key := (c->>'provider') || ':' || (c->>'round_id');
    -- One call per player and per round: a later one is the full path's, after this batch.
    IF v_user = ANY(v_seen_players) OR v_round_key = ANY(v_seen_keys) OR (c->>'ledger_key') = ANY(v_seen_keys) THEN
      CONTINUE;
    END IF;
    v_house := v_houses[r.user_id % cardinality(v_houses) + 1];
    IF v_house IS NULL OR r.cash_id IS NULL THEN CONTINUE; END IF;
    IF r.bonus_id IS NULL AND r.bonus_balance <> 0 OR r.bonus_id IS NOT NULL AND NOT v_bonuses THEN
      CONTINUE;
    END IF;
    v_amount := (c->>'amount')::bigint;

    IF c->>'action' = 'bet' THEN
      -- Cash covers the stake, so no stake takes bonus money.
      IF r.cash < v_amount OR v_amount > r.max_bet_cents THEN CONTINUE; END IF;
      IF r.round_id IS NOT NULL AND (r.round_status <> 'open' OR r.round_user <> r.user_id OR r.round_game <> r.game_id) THEN
        CONTINUE;
      END IF;
      v_weighted := 0;
      IF v_loyalty THEN
        v_weighted := v_amount * COALESCE((v_contributions->>r.game_type)::bigint, 0);
        IF v_weighted > 0 AND (
             date_trunc('month', (c->>'now')::timestamptz AT TIME ZONE 'UTC')::date <> v_month
             -- A station reached offers its spins and writes to the inbox: the full path's work.
             OR EXISTS (SELECT 1 FROM unnest(v_thresholds) t WHERE r.month_stake < t AND r.month_stake + v_weighted >= t)) THEN
          CONTINUE;
        END IF;
      END IF;
      v_bets := v_bets || jsonb_build_object(
        'provider', c->>'provider', 'round', c->>'round_id', 'user_id', r.user_id, 'game_id', r.game_id,
        'game_code', r.game_code, 'session_id', r.session_id, 'currency', r.currency, 'bet', v_amount,
        'fair', NULLIF(c->'fair', 'null'::jsonb), 'at', c->>'now', 'bonus_id', r.bonus_id);
      IF v_weighted > 0 THEN
        v_loyalty_users := v_loyalty_users || r.user_id;
        v_loyalty_weights := v_loyalty_weights || v_weighted;
      END IF;
    ELSE
      -- A closing win that may end the bonus (wagering met, or its balance below the threshold).
      IF (c->>'close')::boolean AND r.bonus_id IS NOT NULL AND r.spins_left = 0
         AND (r.met OR r.bonus_balance < v_active_threshold) THEN
        CONTINUE;
      END IF;
      IF r.round_id IS NULL OR r.round_status <> 'open' OR r.round_user <> r.user_id OR r.free_round_bonus_id IS NOT NULL
         OR (r.bonus_id IS NOT NULL AND r.bonus_bet_cents <> 0) THEN
        CONTINUE;
      END IF;
      v_wins := v_wins || jsonb_build_object('id', r.round_id, 'user_id', r.user_id, 'amount', v_amount,
                                             'close', COALESCE((c->>'close')::boolean, false), 'at', c->>'now',
                                             'wagering', r.bonus_id IS NOT NULL);
    END IF;
    v_seen_players := v_seen_players || v_user;
    v_seen_keys := v_seen_keys || v_round_key || (c->>'ledger_key');
    v_plan := v_plan || jsonb_build_object(
      'i', r.i, 'c', c, 'user_id', r.user_id, 'game_id', r.game_id, 'game_type', r.game_type,
      'category_ids', to_jsonb(r.category_ids), 'currency', r.currency, 'session_id', r.session_id,
      'cash_id', r.cash_id, 'house', v_house, 'bonus_id', r.bonus_id, 'round_key', v_round_key,
      'balance', r.cash + r.bonus_balance
                 + CASE WHEN c->>'action' = 'bet' THEN -v_amount ELSE v_amount END);
  END LOOP;
  IF cardinality(v_plan) = 0 THEN RETURN to_jsonb(v_answers); END IF;

  -- Writes, each table once. The bets' rounds (a new round, or another stake in an open one):
  WITH written AS (
    INSERT INTO game_rounds AS gr (provider, provider_round_id, user_id, game_id, game_code, session_id, currency,
                                   bet_cents, fair, created_at, wagering_bonus_id)
    SELECT b.provider, b.round, b.user_id, b.game_id, b.game_code, b.session_id, b.currency, b.bet, b.fair, b.at, b.bonus_id
    FROM jsonb_to_recordset(to_jsonb(v_bets)) AS b(provider TEXT, round TEXT, user_id BIGINT, game_id BIGINT, game_code TEXT,
                                         session_id BIGINT, currency TEXT, bet BIGINT, fair JSONB, at TIMESTAMPTZ, bonus_id BIGINT)
    ON CONFLICT (provider, provider_round_id) DO UPDATE
      SET bet_cents = gr.bet_cents + EXCLUDED.bet_cents, fair = COALESCE(gr.fair, EXCLUDED.fair)
      WHERE gr.status = 'open' AND gr.user_id = EXCLUDED.user_id AND gr.game_id = EXCLUDED.game_id
    RETURNING gr.provider, gr.provider_round_id, gr.id
  )
  SELECT count(*), COALESCE(jsonb_object_agg(w.provider || ':' || w.provider_round_id, w.id), '{}')
  INTO v_count, v_round_ids FROM written w;
  IF v_count <> cardinality(v_bets) THEN RAISE EXCEPTION 'games_fast_calls: a round changed under the batch'; END IF;

  -- The wins' rounds:
  WITH won AS (
    UPDATE game_rounds gr
    SET win_cents = gr.win_cents + w.amount,
        status = CASE WHEN w.close THEN 'closed' ELSE gr.status END,
        closed_at = CASE WHEN w.close THEN w.at ELSE gr.closed_at END
    FROM jsonb_to_recordset(to_jsonb(v_wins))
      AS w(id BIGINT, user_id BIGINT, amount BIGINT, close BOOLEAN, at TIMESTAMPTZ, wagering BOOLEAN)
    -- The checks read above, again on the row as it is now (a concurrent writer's change counts).
    WHERE gr.id = w.id AND gr.user_id = w.user_id AND gr.status = 'open' AND gr.free_round_bonus_id IS NULL
      AND (NOT w.wagering OR gr.bonus_bet_cents = 0)
    RETURNING gr.provider, gr.provider_round_id, gr.id, gr.game_id, gr.bet_cents - gr.refunded_cents AS staked, gr.win_cents
  )
  SELECT count(*), COALESCE(jsonb_object_agg(w.provider || ':' || w.provider_round_id,
                                             jsonb_build_object('id', w.id, 'game_id', w.game_id, 'staked', w.staked,
                                                                'win', w.win_cents)), '{}')
  INTO v_count, v_closed FROM won w;
  IF v_count <> cardinality(v_wins) THEN RAISE EXCEPTION 'games_fast_calls: a round changed under the batch'; END IF;

  -- The money, through the ledger:
  FOREACH p IN ARRAY v_plan LOOP
    c := p->'c';
    v_amount := (c->>'amount')::bigint;
    IF c->>'action' = 'bet' THEN
      v_moves := v_moves || jsonb_build_object(
        'key', (c->>'ledger_key') || ':cash', 'kind', 'bet', 'debit', p->'cash_id', 'credit', p->'house', 'amount', v_amount,
        'reference', jsonb_build_object('round_id', v_round_ids->(p->>'round_key'), 'provider_round_id', c->>'round_id',
                                        'game_id', p->'game_id', 'provider', c->>'provider', 'game_type', p->>'game_type',
                                        'category_ids', p->'category_ids', 'source', 'cash'),
        'at', c->>'now');
    ELSIF v_amount > 0 THEN
      v_round := v_closed->(p->>'round_key');
      v_moves := v_moves || jsonb_build_object(
        'key', c->>'ledger_key', 'kind', 'win', 'debit', p->'house', 'credit', p->'cash_id', 'amount', v_amount,
        'reference', jsonb_build_object('round_id', v_round->'id', 'provider_round_id', c->>'round_id',
                                        'game_id', v_round->'game_id', 'provider', c->>'provider'),
        'at', c->>'now');
    END IF;
  END LOOP;
  SELECT count(*), COALESCE(jsonb_object_agg(m.move_key, m.transfer_id), '{}') INTO v_count, v_transfers
  FROM ledger_moves(to_jsonb(v_moves)) m;
  IF v_count <> cardinality(v_moves) THEN RAISE EXCEPTION 'games_fast_calls: a transfer key was used'; END IF;

  IF cardinality(v_loyalty_users) > 0 THEN
    PERFORM loyalty_add_stakes(v_loyalty_users, v_loyalty_weights, v_month, v_thresholds, v_stake_per_point,
                               (calls->0->>'now')::timestamptz);
  END IF;

  -- Bonus wagering and tournament scores, each in one statement.
  FOREACH p IN ARRAY v_plan LOOP
    c := p->'c';
    IF c->>'action' = 'bet' AND p->>'bonus_id' IS NOT NULL THEN
      v_wagered := v_wagered || jsonb_build_object('user_id', p->'user_id', 'amount', (c->>'amount')::bigint,
                                                   'category', p->>'game_type');
    ELSIF c->>'action' = 'win' AND (c->>'close')::boolean AND v_tournaments THEN
      v_round := v_closed->(p->>'round_key');
      v_closing := v_closing || jsonb_build_object('user_id', p->'user_id', 'game_id', v_round->'game_id',
                                                   'bet', v_round->'staked', 'win', v_round->'win', 'at', c->>'now');
    END IF;
  END LOOP;
  IF cardinality(v_wagered) > 0 THEN PERFORM bonuses_count_wagerings(to_jsonb(v_wagered)); END IF;
  IF cardinality(v_closing) > 0 THEN
    SELECT COALESCE(jsonb_object_agg(e.for_user, e.events), '{}') INTO v_scores
    FROM (SELECT x.for_user, jsonb_agg(x.event_id) AS events
          FROM tournaments_score_rounds(to_jsonb(v_closing)) x GROUP BY x.for_user) e;
  END IF;

  -- Per call: the answer and the call's record.
  FOREACH p IN ARRAY v_plan LOOP
    c := p->'c';
    v_amount := (c->>'amount')::bigint;
    IF c->>'action' = 'bet' THEN
      v_touched := v_touched || (p->>'session_id')::bigint;
      v_transfer := v_transfers->>((c->>'ledger_key') || ':cash');
      v_round := jsonb_build_object('id', v_round_ids->(p->>'round_key'));
    ELSE
      v_transfer := v_transfers->>(c->>'ledger_key');
      v_round := v_closed->(p->>'round_key');
    END IF;
    v_body := CASE WHEN v_transfer IS NULL
      THEN format('{"balance":%s,"currency":%s}', p->>'balance', to_json(p->>'currency')::text)
      ELSE format('{"balance":%s,"currency":%s,"casino_transaction_id":"%s"}', p->>'balance',
                  to_json(p->>'currency')::text, v_transfer) END;
    v_answers[(p->>'i')::int] := jsonb_build_object('status', 200, 'body', v_body, 'scored', COALESCE(v_scores->(p->>'user_id'), '[]'));
    v_calls := v_calls || jsonb_build_object(
      'provider', c->>'provider', 'transaction_id', c->>'transaction_id', 'action', c->>'action',
      'request_hash', c->>'request_hash', 'body', v_body, 'round_id', v_round->'id', 'user_id', p->'user_id',
      'amount', CASE WHEN c->>'action' = 'bet' THEN v_amount END, 'bonus', CASE WHEN c->>'action' = 'bet' THEN 0 END,
      'at', c->>'now');
    v_latest := GREATEST(v_latest, (c->>'now')::timestamptz);
  END LOOP;

  UPDATE game_sessions SET last_used_at = v_latest
  WHERE id = ANY(v_touched) AND last_used_at < v_latest - interval '60 seconds';

  INSERT INTO wallet_calls (provider, transaction_id, action, request_hash, response_status, response_body,
                            round_id, user_id, amount_cents, bonus_cents, created_at)
  SELECT w.provider, w.transaction_id, w.action, w.request_hash, 200, w.body, w.round_id, w.user_id, w.amount, w.bonus, w.at
  FROM jsonb_to_recordset(to_jsonb(v_calls)) AS w(provider TEXT, transaction_id TEXT, action TEXT, request_hash TEXT, body TEXT,
                                        round_id BIGINT, user_id BIGINT, amount BIGINT, bonus BIGINT, at TIMESTAMPTZ);
  RETURN to_jsonb(v_answers);
END;
$$;
`;

/**
 * The batch of plain wallet calls finds every row through a key, whatever the planner's statistics
 * (docs/decisions/021, "Follow-up: plans that cannot scan a table"). The function is migration
 * 021's with two changes: it runs with enable_seqscan = off, and the wins' update names its rounds
 * by id (`gr.id = ANY(...)`) instead of only joining them to the batch's list.
 */
export const sql = /* sql */ `
-- A batch of plain bets and wins (see migration 020) in one transaction: an answer per call, null
-- where the full path decides. A batch takes one call per player and per round (later ones are
-- the full path's, after this batch commits), so its calls never see each other's writes: it
-- locks its players' accounts and the house's, reads everything it decides on, decides every
-- call, and only then writes, each table once. Every check that can send a call to the full path
-- runs before the first write; a write that finds the database other than read raises, and the
-- whole batch goes the full path.
-- Its statements' plans do not depend on the batch, so they are made once per session
-- (PostgreSQL would otherwise plan the larger ones again for every batch).
-- No statement here may read a whole table: every row it touches is found through a key. Its plans
-- are made once per session (generic plans, above), and a plan made while a table was nearly
-- empty (a new database, or one whose statistics are not gathered yet) kept a sequential scan for
-- the session's life: the wins' update read all of game_rounds on every batch, and cost more as
-- the table grew (37% of the batch's time after 30,000 rounds). enable_seqscan = off makes any
-- index path the planner's choice whatever the statistics say; a table without one is still scanned.
CREATE OR REPLACE FUNCTION games_fast_calls(calls JSONB, settings JSONB) RETURNS JSONB LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
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
  v_win_ids BIGINT[] := '{}';
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
      v_win_ids := v_win_ids || r.round_id;
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
    -- The rounds by their keys (an index condition on game_rounds itself, so no join order can
    -- scan the table), and the checks read above, again on the row as it is now.
    WHERE gr.id = ANY(v_win_ids) AND gr.id = w.id AND gr.user_id = w.user_id AND gr.status = 'open' AND gr.free_round_bonus_id IS NULL
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

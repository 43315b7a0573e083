-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- The batch of plain seamless-wallet bets and wins (docs/decisions/021): cash stakes and wins
-- only, no free round, no station crossed, no bonus ending; anything else it answers null for, and
-- the application decides that call on its full path.

-- The parts of the batch: each applies one of the declared bet and win rules
-- (modules/bet-and-win-rules.ts) to the actions named, and is marked "part <name>" below. At start-up
-- the app compares its declared list with these, both ways, and games_fast_calls refuses settings
-- that name a part not here or leave one out: a rule the app declares is never skipped by a batch,
-- and no part here applies a rule the app does not declare.
CREATE OR REPLACE FUNCTION games_batch_parts() RETURNS TABLE (part TEXT, actions TEXT[]) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('repeat', ARRAY['bet', 'win']),
         ('session', ARRAY['bet', 'win']),
         ('round', ARRAY['bet', 'win']),
         ('funds', ARRAY['bet', 'win']),
         ('free_rounds', ARRAY['bet', 'win']),
         ('bonus_maximum_bet', ARRAY['bet']),
         ('bonus_wagering', ARRAY['bet']),
         ('bonus_ending', ARRAY['win']),
         ('loyalty', ARRAY['bet']),
         ('limits', ARRAY['bet']),
         ('limit_wins', ARRAY['win']),
         ('play_time', ARRAY['bet']),
         ('tournaments', ARRAY['win'])
$$;

-- The batch's row type: dropped and made again so a changed list of fields applies (nothing may
-- depend on it but games_fast_calls's own variables, so the drop fails loudly if something does).
DROP TYPE IF EXISTS games_batch_call;

-- A call the batch settles: the call's own fields, then what the batch read and decided for it.
CREATE TYPE games_batch_call AS (
  i INT,
  action TEXT,
  provider TEXT,
  transaction_id TEXT,
  round_id TEXT,
  -- provider:round_id, how the batch's maps of written rounds are keyed.
  round_key TEXT,
  request_hash TEXT,
  ledger_key TEXT,
  amount BIGINT,
  close BOOLEAN,
  fair JSONB,
  at TIMESTAMPTZ,
  user_id BIGINT,
  game_id BIGINT,
  game_code TEXT,
  game_type TEXT,
  category_ids INTEGER[],
  currency TEXT,
  session_id BIGINT,
  cash_id BIGINT,
  house BIGINT,
  bonus_id BIGINT,
  -- A win's round (its id), checked again when it is written.
  round_row BIGINT,
  -- The balance the call's answer shows.
  balance BIGINT,
  -- The player's play is counted for loss and wager limits (limits_count_play).
  counted BOOLEAN,
  -- The bet is written into the player's play time (limits_write_time), as the read found it:
  timed BOOLEAN,
  time_started TIMESTAMPTZ,
  time_check_from TIMESTAMPTZ,
  time_day DATE,
  time_seconds INT
);

-- A batch of plain bets and wins (see above) in one transaction: an answer per
-- call, null where the full path decides. One call per player and per round; it locks its
-- players' accounts and the house's (skipping any another transaction holds), reads everything it
-- decides on, decides every call, and only
-- then writes, each table once. Every check that can send a call to the full path runs before the
-- first write; a write that finds the database other than read raises, and the whole batch goes
-- the full path.
-- Its statements' plans are made once per session (PostgreSQL would otherwise plan the larger ones
-- again for every batch). No statement here may read a whole table: every row it touches is found
-- through a key, and a plan made while a table was nearly empty (a new database, or one whose
-- statistics are not gathered yet) would keep a sequential scan for the session's life.
-- enable_seqscan = off makes any index path the planner's choice whatever the statistics say.
CREATE OR REPLACE FUNCTION games_fast_calls(calls JSONB, settings JSONB) RETURNS JSONB LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_contributions JSONB := settings->'loyalty'->'contributions';
  v_thresholds BIGINT[] := ARRAY(SELECT jsonb_array_elements_text(settings->'loyalty'->'thresholds')::bigint);
  v_stake_per_point BIGINT := (settings->'loyalty'->>'stake_per_point')::bigint;
  v_active_threshold BIGINT := (settings->'bonus_ending'->>'active_threshold_cents')::bigint;
  v_check_unit INT := (settings->'play_time'->>'check_unit_seconds')::int;
  v_default_check INT := (settings->'play_time'->>'default_check_minutes')::int;
  -- The house's game_bets account of each shard (null where the full path has not made it yet).
  v_houses BIGINT[] := ARRAY(SELECT a.id FROM generate_series(0, (settings->>'house_shards')::int - 1) g
                             LEFT JOIN accounts a ON a.owner_type = 'house' AND a.kind = 'game_bets' AND a.shard = g
                             ORDER BY g);
  v_n INT := jsonb_array_length(calls);
  -- Repeats' stored answers, by position (the settled calls' answers are made at the end).
  v_repeats JSONB[] := array_fill(NULL::jsonb, ARRAY[v_n]);
  v_month DATE := date_trunc('month', (calls->0->>'now')::timestamptz AT TIME ZONE 'UTC')::date;
  v_seen_players BIGINT[] := '{}';
  v_seen_keys TEXT[] := '{}';
  v_plan games_batch_call[] := '{}';
  v_bets INT := 0;
  v_wins INT := 0;
  v_moves INT := 0;
  v_win_ids BIGINT[] := '{}';
  v_round_ids JSONB;
  v_closed JSONB;
  v_transfers JSONB;
  v_loyalty_users BIGINT[] := '{}';
  v_loyalty_weights BIGINT[] := '{}';
  v_loyalty_times TIMESTAMPTZ[] := '{}';
  r RECORD;
  v_house BIGINT;
  v_weighted BIGINT;
  v_round_key TEXT;
  v_list JSONB;
  v_scores JSONB := '{}';
  v_count INT;
  v_users BIGINT[];
  v_locked BIGINT[];
  v_answers JSONB;
  v_unknown TEXT;
  v_missing TEXT;
  v_timed BOOLEAN;
BEGIN
  -- The settings hold every part games_batch_parts() names and no other (besides the house's
  -- shards): a part the app declares that is not applied here, or one applied here that the app
  -- left out, fails the batch, whose calls then go the full path, instead of being skipped.
  SELECT string_agg(s.k, ', ' ORDER BY s.k) FILTER (WHERE p.part IS NULL),
         string_agg(p.part, ', ' ORDER BY p.part) FILTER (WHERE s.k IS NULL)
  INTO v_unknown, v_missing
  FROM (SELECT k FROM jsonb_object_keys(settings) k WHERE k <> 'house_shards') s
  FULL JOIN games_batch_parts() p ON p.part = s.k;
  IF v_unknown IS NOT NULL OR v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'games_fast_calls: the settings name parts it does not apply (%) or leave out parts it applies (%)',
      COALESCE(v_unknown, 'none'), COALESCE(v_missing, 'none');
  END IF;

  -- Locks (docs/decisions/023), in the order every writer takes them (a round is written only by a
  -- transaction holding its player's accounts): the players' accounts first, never waiting on
  -- another transaction. A player whose accounts another holds (an operator's command, a
  -- withdrawal, the player's own call on the full path) is skipped: their calls go the full path,
  -- where they wait (bounded by the session's lock_timeout) without holding up anyone else's.
  v_users := ARRAY(SELECT s.user_id FROM jsonb_array_elements(calls) x
                   JOIN LATERAL (SELECT gs.user_id FROM game_sessions gs WHERE gs.token_hash = x->>'token_hash' LIMIT 1) s ON true);
  v_locked := ARRAY(SELECT ac.id FROM accounts ac WHERE ac.owner_type = 'player' AND ac.user_id = ANY(v_users)
                    ORDER BY ac.id FOR UPDATE SKIP LOCKED);
  v_users := ARRAY(SELECT u FROM unnest(v_users) u
                   WHERE NOT EXISTS (SELECT 1 FROM accounts ac WHERE ac.owner_type = 'player' AND ac.user_id = u
                                       AND ac.id <> ALL(v_locked)));
  -- Then their house shards, last. Every writer takes a house row last and holds it only while its
  -- own short work runs (never while it waits for a player), so the batch waits for one briefly;
  -- skipping it instead sent a busy shard's players to the full path, whose calls then held the
  -- shards more and sent still more there. The wait is bounded for the rest of the batch: past it
  -- the batch fails and its calls go the full path.
  PERFORM set_config('lock_timeout', '250ms', true);
  PERFORM 1 FROM accounts ac
  WHERE ac.id = ANY(ARRAY(SELECT v_houses[u % cardinality(v_houses) + 1] FROM unnest(v_users) u))
  ORDER BY ac.id FOR UPDATE;

  -- Everything each call is decided on, read under those locks (a bonus's changes take them too).
  FOR r IN
    -- Each lookup a LATERAL ... LIMIT 1, which the planner keeps as an index lookup per call.
    SELECT c.*, prev.request_hash AS prev_hash, prev.response_status AS prev_status,
           prev.response_body AS prev_body, prev.found IS NOT NULL AS repeated,
           s.id AS session_id, s.user_id, s.game_id, s.game_code, s.game_type, s.category_ids, s.currency AS session_currency,
           s.expires_at, b.id AS bonus_id, b.max_bet_cents, b.spins_left, b.met, COALESCE(lm.weighted_stake, 0) AS month_stake,
           gr.id AS round_row, gr.status AS round_status, gr.user_id AS round_user, gr.game_id AS round_game,
           gr.free_round_bonus_id, gr.bonus_bet_cents, cash.id AS cash_id, cash.balance AS cash,
           COALESCE(bonus.balance, 0) AS bonus_balance, COALESCE(gp.counted, false) AS counted, gp.blocked_until,
           COALESCE(gp.timed, false) AS timed, lr.blocked_until AS room_blocked_until, lr.room,
           lt.refusal AS time_refusal, lt.day AS time_day, lt.session_started_at AS time_started,
           lt.check_from AS time_check_from, lt.day_seconds AS time_seconds
    FROM ROWS FROM (jsonb_to_recordset(calls) AS (action TEXT, provider TEXT, token_hash TEXT, transaction_id TEXT,
                                                  player_id TEXT, game TEXT, currency TEXT, round_id TEXT, amount BIGINT,
                                                  free_round BOOLEAN, fair JSONB, close BOOLEAN, request_hash TEXT,
                                                  ledger_key TEXT, now TIMESTAMPTZ))
         WITH ORDINALITY AS c(action, provider, token_hash, transaction_id, player_id, game, currency, round_id, amount,
                              free_round, fair, close, request_hash, ledger_key, now, i)
    LEFT JOIN LATERAL (SELECT true AS found, w.request_hash, w.response_status, w.response_body FROM wallet_calls w
                       WHERE w.provider = c.provider AND w.transaction_id = c.transaction_id LIMIT 1) prev ON true
    LEFT JOIN LATERAL (SELECT * FROM game_sessions gs WHERE gs.token_hash = c.token_hash LIMIT 1) s ON true
    LEFT JOIN LATERAL (SELECT pb.id, pb.max_bet_cents, pb.spins_left,
                              pb.wager_required_cents > 0 AND pb.wagered_cents >= pb.wager_required_cents AS met
                       FROM player_bonuses pb WHERE pb.user_id = s.user_id AND pb.state = 'active' LIMIT 1) b ON true
    LEFT JOIN LATERAL (SELECT m.weighted_stake FROM loyalty_months m
                       WHERE m.user_id = s.user_id AND m.month = v_month LIMIT 1) lm ON true
    LEFT JOIN LATERAL (SELECT * FROM game_rounds g
                       WHERE g.provider = c.provider AND g.provider_round_id = c.round_id LIMIT 1) gr ON true
    LEFT JOIN LATERAL (SELECT ac.id, ac.balance FROM accounts ac
                       WHERE ac.owner_type = 'player' AND ac.user_id = s.user_id AND ac.kind = 'cash' LIMIT 1) cash ON true
    LEFT JOIN LATERAL (SELECT ac.balance FROM accounts ac
                       WHERE ac.owner_type = 'player' AND ac.user_id = s.user_id AND ac.kind = 'bonus' LIMIT 1) bonus ON true
    LEFT JOIN LATERAL (SELECT g.counted, g.blocked_until, g.timed FROM gambling_players g
                       WHERE g.user_id = s.user_id LIMIT 1) gp ON true
    -- A bet's room under the loss and wager limits and its play time, by the rules' own functions,
    -- which the planner inlines here: read for every bet in this one statement.
    LEFT JOIN LATERAL (SELECT * FROM limits_stake_room(s.user_id, c.now) WHERE c.action = 'bet' AND gp.counted) lr ON true
    LEFT JOIN LATERAL (SELECT * FROM limits_time_room(s.user_id, c.now, v_check_unit, v_default_check)
                       WHERE c.action = 'bet' AND (gp.timed OR v_default_check IS NOT NULL)) lt ON true
    ORDER BY c.i
  LOOP
    IF r.repeated THEN
      -- Part repeat: the same request again gets its first answer, byte for byte; anything else
      -- (a conflict, a tombstone) the full path.
      IF r.prev_hash = r.request_hash THEN
        v_repeats[r.i::int] := jsonb_build_object('status', r.prev_status, 'body', r.prev_body);
      END IF;
      CONTINUE;
    END IF;
    -- Part session: a live session of the call's player, game and currency (a win's may have expired).
    IF r.session_id IS NULL OR r.user_id::text <> r.player_id OR r.game_code <> r.game
       OR r.session_currency <> r.currency OR (r.action = 'bet' AND r.expires_at <= r.now)
       OR r.user_id <> ALL(v_users) THEN
      CONTINUE;
    END IF;
    v_round_key := r.provider || ':' || r.round_id;
    -- One call per player and per round: a later one is the full path's, after this batch.
    IF r.user_id = ANY(v_seen_players) OR v_round_key = ANY(v_seen_keys) OR r.ledger_key = ANY(v_seen_keys) THEN
      CONTINUE;
    END IF;
    v_house := v_houses[r.user_id % cardinality(v_houses) + 1];
    IF v_house IS NULL OR r.cash_id IS NULL THEN CONTINUE; END IF;
    -- Part funds: no bonus money outside an active bonus.
    IF r.bonus_id IS NULL AND r.bonus_balance <> 0 THEN CONTINUE; END IF;

    IF r.action = 'bet' THEN
      -- Part free_rounds: a free-round bet takes a spin of its bonus, on the full path.
      IF r.free_round THEN CONTINUE; END IF;
      -- Part funds: cash covers the stake, so no stake takes bonus money.
      IF r.cash < r.amount THEN CONTINUE; END IF;
      -- Part bonus_maximum_bet: a stake above it is the full path's to refuse.
      IF r.amount > r.max_bet_cents THEN CONTINUE; END IF;
      -- Part limits: a bet during a time-out or self-exclusion, or beyond what a loss or wager
      -- limit leaves, is the full path's to refuse (the player's accounts are locked, so the room
      -- read here holds until the batch commits: one call per player in a batch).
      IF r.blocked_until > r.now THEN CONTINUE; END IF;
      IF r.counted AND (r.room_blocked_until IS NOT NULL OR r.amount > r.room) THEN CONTINUE; END IF;
      -- Part play_time: a bet beyond the daily time limit, or after a reality check fell due, is
      -- the full path's to refuse (read under the player's locks, as the part limits).
      IF r.time_refusal IS NOT NULL THEN CONTINUE; END IF;
      v_timed := r.time_day IS NOT NULL;
      -- Part round: an open round of this player and game, or a new one.
      IF r.round_row IS NOT NULL AND (r.round_status <> 'open' OR r.round_user <> r.user_id OR r.round_game <> r.game_id) THEN
        CONTINUE;
      END IF;
      -- Part loyalty: the bet's status points, unless it reaches a station (which offers its
      -- spins and writes to the inbox: the full path's work) or falls in another month.
      v_weighted := r.amount * COALESCE((v_contributions->>r.game_type)::bigint, 0);
      IF v_weighted > 0 AND (
           date_trunc('month', r.now AT TIME ZONE 'UTC')::date <> v_month
           OR EXISTS (SELECT 1 FROM unnest(v_thresholds) t WHERE r.month_stake < t AND r.month_stake + v_weighted >= t)) THEN
        CONTINUE;
      END IF;
      IF v_weighted > 0 THEN
        v_loyalty_users := v_loyalty_users || r.user_id;
        v_loyalty_weights := v_loyalty_weights || v_weighted;
        v_loyalty_times := v_loyalty_times || r.now;
      END IF;
      v_bets := v_bets + 1;
      v_moves := v_moves + 1;
    ELSE
      -- Part bonus_ending: a closing win that may end the bonus (wagering met, or its balance below
      -- the threshold) is the full path's.
      IF r.close AND r.bonus_id IS NOT NULL AND r.spins_left = 0
         AND (r.met OR r.bonus_balance < v_active_threshold) THEN
        CONTINUE;
      END IF;
      -- Part round: an open round of this player; part free_rounds: not a free round (its win is
      -- its bonus's); part funds: no stake of it from the bonus being wagered (its win's share is
      -- the bonus's).
      IF r.round_row IS NULL OR r.round_status <> 'open' OR r.round_user <> r.user_id OR r.free_round_bonus_id IS NOT NULL
         OR (r.bonus_id IS NOT NULL AND r.bonus_bet_cents <> 0) THEN
        CONTINUE;
      END IF;
      v_win_ids := v_win_ids || r.round_row;
      v_wins := v_wins + 1;
      IF r.amount > 0 THEN v_moves := v_moves + 1; END IF;
    END IF;
    v_seen_players := v_seen_players || r.user_id;
    v_seen_keys := v_seen_keys || v_round_key || r.ledger_key;
    v_plan := v_plan || ROW(
      r.i::int, r.action, r.provider, r.transaction_id, r.round_id, v_round_key, r.request_hash, r.ledger_key, r.amount,
      COALESCE(r.close, false), r.fair, r.now, r.user_id, r.game_id, r.game_code, r.game_type, r.category_ids,
      r.currency, r.session_id, r.cash_id, v_house, r.bonus_id, r.round_row,
      r.cash + r.bonus_balance + CASE WHEN r.action = 'bet' THEN -r.amount ELSE r.amount END, r.counted,
      r.action = 'bet' AND v_timed, r.time_started, r.time_check_from, r.time_day, r.time_seconds)::games_batch_call;
  END LOOP;
  IF cardinality(v_plan) = 0 THEN RETURN to_jsonb(v_repeats); END IF;

  -- Writes, each table once. The bets' rounds (a new round, or another stake in an open one):
  WITH written AS (
    INSERT INTO game_rounds AS gr (provider, provider_round_id, user_id, game_id, game_code, session_id, currency,
                                   bet_cents, fair, created_at, wagering_bonus_id)
    SELECT b.provider, b.round_id, b.user_id, b.game_id, b.game_code, b.session_id, b.currency, b.amount, b.fair, b.at,
           b.bonus_id
    FROM unnest(v_plan) b WHERE b.action = 'bet' ORDER BY b.i
    ON CONFLICT (provider, provider_round_id) DO UPDATE
      SET bet_cents = gr.bet_cents + EXCLUDED.bet_cents, fair = COALESCE(gr.fair, EXCLUDED.fair)
      WHERE gr.status = 'open' AND gr.user_id = EXCLUDED.user_id AND gr.game_id = EXCLUDED.game_id
    RETURNING gr.provider, gr.provider_round_id, gr.id
  )
  SELECT count(*), COALESCE(jsonb_object_agg(w.provider || ':' || w.provider_round_id, w.id), '{}')
  INTO v_count, v_round_ids FROM written w;
  IF v_count <> v_bets THEN RAISE EXCEPTION 'games_fast_calls: a round changed under the batch'; END IF;

  -- The wins' rounds, by their ids (an index condition on game_rounds itself, so no join order can
  -- scan the table), with the checks read above made again on the row as it is now:
  WITH won AS (
    UPDATE game_rounds gr
    SET win_cents = gr.win_cents + w.amount,
        status = CASE WHEN w.close THEN 'closed' ELSE gr.status END,
        closed_at = CASE WHEN w.close THEN w.at ELSE gr.closed_at END
    FROM unnest(v_plan) w
    WHERE w.action = 'win' AND gr.id = ANY(v_win_ids) AND gr.id = w.round_row AND gr.user_id = w.user_id
      AND gr.status = 'open' AND gr.free_round_bonus_id IS NULL AND (w.bonus_id IS NULL OR gr.bonus_bet_cents = 0)
    RETURNING gr.provider, gr.provider_round_id, gr.id, gr.game_id, gr.bet_cents - gr.refunded_cents AS staked, gr.win_cents
  )
  SELECT count(*), COALESCE(jsonb_object_agg(w.provider || ':' || w.provider_round_id,
                                             jsonb_build_object('id', w.id, 'game_id', w.game_id, 'staked', w.staked,
                                                                'win', w.win_cents)), '{}')
  INTO v_count, v_closed FROM won w;
  IF v_count <> v_wins THEN RAISE EXCEPTION 'games_fast_calls: a round changed under the batch'; END IF;

  -- The money, through the ledger: each bet's stake, each win's amount (a win of 0 moves nothing).
  SELECT count(*), COALESCE(jsonb_object_agg(m.move_key, m.transfer_id), '{}') INTO v_count, v_transfers
  FROM ledger_moves((
    SELECT COALESCE(jsonb_agg(CASE WHEN p.action = 'bet' THEN jsonb_build_object(
             'key', p.ledger_key || ':cash', 'kind', 'bet', 'debit', p.cash_id, 'credit', p.house, 'amount', p.amount,
             'reference', jsonb_build_object('round_id', v_round_ids->p.round_key,
                                             'provider_round_id', p.round_id, 'game_id', p.game_id, 'provider', p.provider,
                                             'game_type', p.game_type, 'category_ids', to_jsonb(p.category_ids),
                                             'source', 'cash'),
             'at', p.at)
           ELSE jsonb_build_object(
             'key', p.ledger_key, 'kind', 'win', 'debit', p.house, 'credit', p.cash_id, 'amount', p.amount,
             'reference', jsonb_build_object('round_id', v_closed->p.round_key->'id',
                                             'provider_round_id', p.round_id,
                                             'game_id', v_closed->p.round_key->'game_id',
                                             'provider', p.provider),
             'at', p.at) END ORDER BY p.i), '[]')
    FROM unnest(v_plan) p WHERE p.action = 'bet' OR p.amount > 0)) m;
  IF v_count <> v_moves THEN RAISE EXCEPTION 'games_fast_calls: a transfer key was used'; END IF;

  -- Part loyalty: the months' stakes and the profiles' ranks.
  IF cardinality(v_loyalty_users) > 0 THEN
    PERFORM loyalty_add_stakes(v_loyalty_users, v_loyalty_weights, v_month, v_thresholds, v_stake_per_point,
                               v_loyalty_times);
  END IF;

  -- Part limits and part limit_wins: the stakes and wins of players whose play is counted.
  IF EXISTS (SELECT 1 FROM unnest(v_plan) p WHERE p.counted) THEN
    PERFORM limits_count_play(ARRAY(SELECT p.user_id FROM unnest(v_plan) p WHERE p.counted ORDER BY p.i),
                              ARRAY(SELECT p.at FROM unnest(v_plan) p WHERE p.counted ORDER BY p.i),
                              ARRAY(SELECT CASE WHEN p.action = 'bet' THEN p.amount ELSE 0 END
                                    FROM unnest(v_plan) p WHERE p.counted ORDER BY p.i),
                              ARRAY(SELECT CASE WHEN p.action = 'win' THEN p.amount ELSE 0 END
                                    FROM unnest(v_plan) p WHERE p.counted ORDER BY p.i));
  END IF;

  -- Part play_time: the bets written into their players' play time, as the read computed it.
  IF EXISTS (SELECT 1 FROM unnest(v_plan) p WHERE p.timed) THEN
    PERFORM limits_write_time(ARRAY(SELECT p.user_id FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i),
                              ARRAY(SELECT p.at FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i),
                              ARRAY(SELECT p.time_started FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i),
                              ARRAY(SELECT p.time_check_from FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i),
                              ARRAY(SELECT p.time_day FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i),
                              ARRAY(SELECT p.time_seconds FROM unnest(v_plan) p WHERE p.timed ORDER BY p.i));
  END IF;

  -- Part bonus_wagering: the bets counted towards the bonus being wagered; part tournaments: the
  -- closed rounds scored in their running events. Each in one statement.
  v_list := (SELECT jsonb_agg(jsonb_build_object('user_id', p.user_id, 'amount', p.amount, 'category', p.game_type)
                              ORDER BY p.i)
             FROM unnest(v_plan) p WHERE p.action = 'bet' AND p.bonus_id IS NOT NULL);
  IF v_list IS NOT NULL THEN PERFORM bonuses_count_wagerings(v_list); END IF;
  v_list := (SELECT jsonb_agg(jsonb_build_object('user_id', p.user_id, 'game_id', x->'game_id', 'bet', x->'staked',
                                                 'win', x->'win', 'at', p.at) ORDER BY p.i)
             FROM unnest(v_plan) p CROSS JOIN LATERAL (SELECT v_closed->p.round_key AS x) k
             WHERE p.action = 'win' AND p.close);
  IF v_list IS NOT NULL THEN
    SELECT COALESCE(jsonb_object_agg(e.for_user, e.events), '{}') INTO v_scores
    FROM (SELECT x.for_user, jsonb_agg(x.event_id) AS events
          FROM tournaments_score_rounds(v_list) x GROUP BY x.for_user) e;
  END IF;

  -- Part session: the sessions in use stay alive.
  -- Each session its own call's time, as the full path touches it (one call per player, so per session).
  UPDATE game_sessions gs SET last_used_at = p.at
  FROM unnest(v_plan) p
  WHERE p.action = 'bet' AND gs.id = p.session_id AND gs.last_used_at < p.at - interval '60 seconds';

  -- Per call: the answer's bytes (the full path's), the call's record, and the answers in order.
  WITH settled AS (
    SELECT p.i, p.provider, p.transaction_id, p.action, p.request_hash, p.user_id, p.at,
           CASE WHEN p.action = 'bet' THEN p.amount END AS amount,
           CASE WHEN p.action = 'bet' THEN 0 END AS bonus,
           CASE WHEN p.action = 'bet' THEN (v_round_ids->>p.round_key)::bigint
                ELSE (v_closed->p.round_key->>'id')::bigint END AS round,
           CASE WHEN t.id IS NULL
             THEN format('{"balance":%s,"currency":%s}', p.balance, to_json(p.currency)::text)
             ELSE format('{"balance":%s,"currency":%s,"casino_transaction_id":"%s"}', p.balance,
                         to_json(p.currency)::text, t.id) END AS body
    FROM unnest(v_plan) p
    CROSS JOIN LATERAL (SELECT v_transfers->>(CASE WHEN p.action = 'bet' THEN p.ledger_key || ':cash'
                                                   ELSE p.ledger_key END) AS id) t
  ), recorded AS (
    INSERT INTO wallet_calls (provider, transaction_id, action, request_hash, response_status, response_body,
                              round_id, user_id, amount_cents, bonus_cents, created_at)
    SELECT s.provider, s.transaction_id, s.action, s.request_hash, 200, s.body, s.round, s.user_id, s.amount, s.bonus, s.at
    FROM settled s ORDER BY s.i
  )
  SELECT jsonb_agg(COALESCE(
           CASE WHEN s.i IS NOT NULL THEN jsonb_build_object('status', 200, 'body', s.body,
                                                              'scored', COALESCE(v_scores->(s.user_id::text), '[]')) END,
           v_repeats[g.i], 'null'::jsonb) ORDER BY g.i)
  INTO v_answers
  FROM generate_series(1, v_n) g(i) LEFT JOIN settled s ON s.i = g.i;
  RETURN v_answers;
END;
$$;

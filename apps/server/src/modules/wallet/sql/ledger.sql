-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself. CREATE OR REPLACE keeps
-- a signature and return type; to change either, drop the old one first (DROP FUNCTION IF EXISTS
-- with its exact old argument types).
--
-- The ledger's functions: the only SQL that writes transfers and moves balances.

-- Refuses any change to a recorded transfer: a correction is a new transfer.
CREATE OR REPLACE FUNCTION transfers_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;

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

-- The ledger's one transfer: both accounts locked in the order every writer uses (a player's
-- before the house's, then ascending id: docs/decisions/023), a player's balance never below zero, then ledger_moves. Answers the new transfer, or no
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
  FOR a IN SELECT id, owner_type, balance FROM accounts WHERE id IN (p_debit, p_credit)
           ORDER BY owner_type <> 'player', id FOR UPDATE LOOP
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

-- A repeatable migration (docs/decisions/022): applied after the numbered migrations whenever
-- this text changes, so it must apply over any earlier version of itself.

-- Appends one entry to the audit log (migration 025) and returns its id. The head row is taken
-- here, so callers append as their transaction's last statement: the chain's lock is then held
-- for the commit only, and one staff member's long transaction never holds up another's.
-- The hash covers the previous hash, the id and the canonical payload the caller made; the
-- columns are that payload's fields, which audit:verify checks against it.
CREATE OR REPLACE FUNCTION audit_append(
  p_payload TEXT, p_at TIMESTAMPTZ, p_actor_type TEXT, p_staff_id BIGINT, p_actor TEXT, p_address TEXT,
  p_action TEXT, p_subject_type TEXT, p_subject_id TEXT, p_reason TEXT,
  p_before JSONB, p_after JSONB, p_details JSONB
) RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  v_id BIGINT;
  v_hash TEXT;
BEGIN
  UPDATE audit_head
     SET last_id = last_id + 1,
         last_hash = encode(sha256(convert_to(last_hash || chr(10) || (last_id + 1)::text || chr(10) || p_payload, 'UTF8')), 'hex')
   RETURNING last_id, last_hash INTO v_id, v_hash;
  INSERT INTO audit_log (id, at, actor_type, staff_id, actor, address, action, subject_type, subject_id,
                         reason, before, after, details, payload, hash)
  VALUES (v_id, p_at, p_actor_type, p_staff_id, p_actor, p_address, p_action, p_subject_type, p_subject_id,
          p_reason, p_before, p_after, p_details, p_payload, v_hash);
  RETURN v_id;
END $$;

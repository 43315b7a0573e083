/**
 * The back office (docs/decisions/029): staff accounts apart from players, their two-factor
 * set-up and cookie sessions; four-eyes approval requests; the append-only, hash-chained audit
 * log; and who reviewed, approved and paid each withdrawal.
 */
export const sql = /* sql */ `
CREATE TABLE staff (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  roles TEXT[] NOT NULL DEFAULT '{}',
  -- Set with the account's set-up link; null until then.
  password_hash TEXT,
  -- The confirmed TOTP secret (base32); the one being enrolled waits in totp_pending_secret.
  totp_secret TEXT,
  totp_pending_secret TEXT,
  -- The last TOTP time step accepted: a code is good once (RFC 6238, section 5.2).
  totp_last_step BIGINT,
  status TEXT NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'blocked')),
  failed_sign_ins INTEGER NOT NULL DEFAULT 0 CHECK (failed_sign_ins >= 0),
  locked_until TIMESTAMPTZ,
  created_by BIGINT REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  last_sign_in_at TIMESTAMPTZ,
  CONSTRAINT staff_active_has_factors CHECK (status <> 'active' OR (password_hash IS NOT NULL AND totp_secret IS NOT NULL))
);
CREATE UNIQUE INDEX staff_email_key ON staff (lower(email));

-- One-time links that let a new staff member (or one whose two factors were reset) choose a
-- password and enrol a TOTP authenticator. Only the hash is kept.
CREATE TABLE staff_setup_tokens (
  token_hash TEXT PRIMARY KEY,
  staff_id BIGINT NOT NULL REFERENCES staff(id),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX staff_setup_tokens_staff ON staff_setup_tokens (staff_id);

CREATE TABLE staff_recovery_codes (
  staff_id BIGINT NOT NULL REFERENCES staff(id),
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ,
  PRIMARY KEY (staff_id, code_hash)
);

-- A challenge is the step between the password and the code (five minutes); a session follows
-- a correct code. Only the cookie's hash is kept.
CREATE TABLE staff_sessions (
  id BIGSERIAL PRIMARY KEY,
  staff_id BIGINT NOT NULL REFERENCES staff(id),
  kind TEXT NOT NULL CHECK (kind IN ('challenge', 'session')),
  token_hash TEXT NOT NULL UNIQUE,
  csrf_token TEXT NOT NULL,
  address TEXT,
  user_agent TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Four eyes: a change that waits for a second staff member with the permission its kind needs.
CREATE TABLE approval_requests (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  -- What the change is about (e.g. withdrawal:42): one pending request per kind and subject.
  subject_key TEXT NOT NULL,
  payload JSONB NOT NULL,
  before JSONB,
  after JSONB,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  maker_id BIGINT NOT NULL REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  checker_id BIGINT REFERENCES staff(id),
  decided_at TIMESTAMPTZ,
  decision_reason TEXT,
  result JSONB,
  CONSTRAINT approval_requests_other_checker CHECK (checker_id IS NULL OR checker_id <> maker_id),
  CONSTRAINT approval_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX approval_requests_one_pending ON approval_requests (kind, subject_key) WHERE status = 'pending';
CREATE INDEX approval_requests_status ON approval_requests (status, created_at DESC);

-- The audit log: every staff action, every view of a player's personal data, every operator
-- command. Entry n's hash is sha256(hash(n-1) || LF || n || LF || payload), payload being the
-- canonical JSON of the entry's fields; the head row holds the chain's last id and hash, so a
-- removed tail is seen too. Appended by audit_append() as a transaction's last statement.
CREATE TABLE audit_log (
  id BIGINT PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('staff', 'operator', 'system')),
  staff_id BIGINT REFERENCES staff(id),
  actor TEXT NOT NULL,
  address TEXT,
  action TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  reason TEXT,
  before JSONB,
  after JSONB,
  details JSONB,
  payload TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_staff ON audit_log (staff_id, id DESC);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);

CREATE TABLE audit_head (
  singleton BOOLEAN PRIMARY KEY DEFAULT true CHECK (singleton),
  last_id BIGINT NOT NULL,
  last_hash TEXT NOT NULL
);
INSERT INTO audit_head (singleton, last_id, last_hash) VALUES (true, 0, repeat('0', 64));

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_head_no_delete BEFORE DELETE ON audit_head
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_head_no_truncate BEFORE TRUNCATE ON audit_head
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
-- The application's role keeps INSERT and SELECT only (a superuser ignores privileges: the
-- triggers still hold, and audit:verify finds what a superuser changed with them disabled).
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM CURRENT_USER;

-- Withdrawals: the payments officer who reviewed, the second person who approved a large one, who paid.
ALTER TABLE withdrawals
  ADD COLUMN reviewed_by BIGINT REFERENCES staff(id),
  ADD COLUMN reviewed_at TIMESTAMPTZ,
  ADD COLUMN approved_by BIGINT REFERENCES staff(id),
  ADD COLUMN approved_at TIMESTAMPTZ,
  ADD COLUMN paid_by BIGINT REFERENCES staff(id);
`;

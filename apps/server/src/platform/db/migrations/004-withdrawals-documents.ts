/**
 * Withdrawal requests (the money is held in the ledger from request to payout or rejection) and
 * identity documents with their review state.
 */
export const sql = /* sql */ `
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  provider TEXT NOT NULL,
  token_type TEXT NOT NULL,
  address TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  tx_id TEXT,
  reason TEXT,
  -- The client's Idempotency-Key header, if sent: a double submit finds the first request.
  request_key TEXT,
  hold_transfer_id BIGINT REFERENCES transfers (id),
  settle_transfer_id BIGINT REFERENCES transfers (id),
  created_at TIMESTAMPTZ NOT NULL,
  processed_at TIMESTAMPTZ,
  CONSTRAINT withdrawals_paid CHECK ((status = 'paid') = (tx_id IS NOT NULL)),
  CONSTRAINT withdrawals_rejected CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CONSTRAINT withdrawals_processed CHECK ((status = 'pending') = (processed_at IS NULL AND settle_transfer_id IS NULL))
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_pending ON withdrawals (id) WHERE status = 'pending';
CREATE UNIQUE INDEX withdrawals_request_key ON withdrawals (user_id, request_key) WHERE request_key IS NOT NULL;
-- One chain transaction pays one withdrawal.
CREATE UNIQUE INDEX withdrawals_tx ON withdrawals (provider, tx_id) WHERE tx_id IS NOT NULL;

CREATE TABLE identity_documents (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  document_type TEXT NOT NULL,
  -- What the content is (by its magic bytes), never what the client said it was.
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp', 'heic', 'heif', 'pdf')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  sha256 TEXT NOT NULL,
  -- Where the file is, relative to the document store; never shown to the player.
  storage_key TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'verified', 'rejected')),
  reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  reviewed_at TIMESTAMPTZ,
  CONSTRAINT identity_documents_rejected CHECK ((state = 'rejected') = (reason IS NOT NULL)),
  CONSTRAINT identity_documents_reviewed CHECK ((state = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX identity_documents_user ON identity_documents (user_id, id DESC);
CREATE INDEX identity_documents_pending ON identity_documents (id) WHERE state = 'pending';
`;

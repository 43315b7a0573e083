/**
 * Crypto deposits: the payment methods and their rates, per-player deposit addresses, deposit
 * applications, every gateway webhook received, and the player events the inbox will read.
 */
export const sql = /* sql */ `
-- The rates source an operator edits (npm run ops -- payments:set-rate ...).
CREATE TABLE payment_tokens (
  provider TEXT NOT NULL,
  token_type TEXT NOT NULL,
  network TEXT NOT NULL,
  chain TEXT NOT NULL CHECK (chain IN ('tron', 'ethereum')),
  contract_address TEXT NOT NULL,
  decimals SMALLINT NOT NULL CHECK (decimals BETWEEN 0 AND 30),
  min_amount_cents BIGINT NOT NULL CHECK (min_amount_cents > 0),
  rate_to_usd NUMERIC(20, 8) NOT NULL CHECK (rate_to_usd > 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_enabled BOOLEAN NOT NULL DEFAULT true,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, token_type)
);

-- Every address handed out, with whose it is and how it was derived, so a payment to any of
-- them can be traced to its player even without an open application.
CREATE TABLE deposit_addresses (
  chain TEXT NOT NULL,
  address TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  derivation_path TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (chain, address)
);
CREATE INDEX deposit_addresses_user ON deposit_addresses (user_id);

CREATE TABLE deposit_applications (
  id UUID PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  token_type TEXT NOT NULL,
  network TEXT NOT NULL,
  chain TEXT NOT NULL,
  wallet_address TEXT NOT NULL,
  usd_amount_cents BIGINT NOT NULL CHECK (usd_amount_cents > 0),
  token_amount NUMERIC(30, 5) NOT NULL CHECK (token_amount > 0),
  rate NUMERIC(20, 8) NOT NULL CHECK (rate > 0),
  payment_uri TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'expired')),
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  expired_at TIMESTAMPTZ,
  credited_at TIMESTAMPTZ,
  credited_cents BIGINT CHECK (credited_cents >= 0),
  credited_transfer_id BIGINT,
  received_token_amount NUMERIC(40, 18),
  gateway_tx_id TEXT,
  CONSTRAINT deposit_applications_credit CHECK (
    (status = 'credited') = (credited_at IS NOT NULL AND credited_cents IS NOT NULL AND gateway_tx_id IS NOT NULL))
);
CREATE INDEX deposit_applications_user ON deposit_applications (user_id, created_at DESC);
-- One open application per address and token: an incoming payment has exactly one match.
CREATE UNIQUE INDEX deposit_applications_open ON deposit_applications (wallet_address, token_type)
  WHERE status = 'pending';
CREATE INDEX deposit_applications_address ON deposit_applications (wallet_address, created_at DESC);
CREATE INDEX deposit_applications_expiry ON deposit_applications (expires_at) WHERE status = 'pending';
-- One on-chain transaction credits at most one application.
CREATE UNIQUE INDEX deposit_applications_tx ON deposit_applications (chain, gateway_tx_id)
  WHERE gateway_tx_id IS NOT NULL;

-- Every authenticated webhook, whatever became of it, so an operator can see unmatched payments.
CREATE TABLE payment_events (
  id BIGSERIAL PRIMARY KEY,
  gateway_event_id TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL,
  body_sha256 TEXT NOT NULL,
  provider TEXT,
  token_type TEXT,
  address TEXT,
  amount_text TEXT,
  tx_id TEXT,
  confirmations INTEGER,
  outcome TEXT NOT NULL CHECK (outcome IN (
    'received', 'credited', 'duplicate', 'expired_application', 'unknown_address', 'bad_amount',
    'unconfirmed', 'no_open_application', 'duplicate_tx', 'unknown_token')),
  application_id UUID REFERENCES deposit_applications (id),
  user_id BIGINT REFERENCES users (id),
  credited_cents BIGINT
);
-- Replay protection: an event id is processed once; repeats are recorded as 'duplicate' rows.
CREATE UNIQUE INDEX payment_events_event ON payment_events (gateway_event_id) WHERE outcome <> 'duplicate';
CREATE INDEX payment_events_outcome ON payment_events (outcome, id DESC);

-- Things that happened to a player, for the inbox to turn into notifications.
CREATE TABLE player_events (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  type TEXT NOT NULL,
  payload JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL,
  -- One event per cause (e.g. deposit_credited:<application id>).
  dedupe_key TEXT NOT NULL UNIQUE
);
CREATE INDEX player_events_user ON player_events (user_id, id DESC);
`;

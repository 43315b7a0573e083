/**
 * The studio's tables. Every name starts with `studio_`: inside the casino's process the studio
 * shares the casino's database and must never collide with (or touch) the casino's tables.
 */
export const sql = /* sql */ `
CREATE TABLE studio_sessions (
  -- 32 random bytes, base64url: whoever holds it plays the session.
  id TEXT PRIMARY KEY,
  -- Real play only: the casino's session, player and the wallet's last answer.
  session_token TEXT,
  player_id TEXT,
  game TEXT NOT NULL,
  currency TEXT NOT NULL,
  demo BOOLEAN NOT NULL,
  -- Demo only: play money kept by the studio, never the casino's wallet.
  demo_balance BIGINT CHECK (demo_balance >= 0),
  last_balance BIGINT,
  language TEXT NOT NULL,
  lobby_url TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT studio_sessions_kind CHECK (
    demo = (session_token IS NULL) AND demo = (player_id IS NULL) AND demo = (demo_balance IS NOT NULL))
);

-- Seed pairs per owner ('p:' + the casino's player id, or 'd:' + a demo session id); one active
-- pair per owner, whose server seed stays secret until it is rotated out (revealed).
CREATE TABLE studio_seeds (
  id BIGSERIAL PRIMARY KEY,
  owner TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL UNIQUE,
  client_seed TEXT NOT NULL,
  next_nonce INTEGER NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  active BOOLEAN NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  revealed_at TIMESTAMPTZ,
  CONSTRAINT studio_seeds_revealed CHECK (active = (revealed_at IS NULL))
);
CREATE UNIQUE INDEX studio_seeds_one_active ON studio_seeds (owner) WHERE active;

-- open: in play (the first bet unconfirmed, or a multi-step round between steps);
-- settling: the outcome is final, its win call not yet acknowledged; closed; rolled_back: void.
CREATE TABLE studio_rounds (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES studio_sessions (id),
  owner TEXT NOT NULL,
  game TEXT NOT NULL,
  demo BOOLEAN NOT NULL,
  seed_id BIGINT NOT NULL REFERENCES studio_seeds (id),
  nonce INTEGER NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  -- The bet as the game parsed it, so an interrupted round can be played later.
  bet JSONB NOT NULL,
  stake BIGINT NOT NULL CHECK (stake >= 0),
  win BIGINT NOT NULL DEFAULT 0 CHECK (win >= 0),
  state JSONB,
  view JSONB,
  status TEXT NOT NULL CHECK (status IN ('open', 'settling', 'closed', 'rolled_back')),
  bet_acknowledged_at TIMESTAMPTZ,
  -- Bet calls made so far (the first is <id>:bet, the next <id>:bet:1 ...).
  bets INTEGER NOT NULL DEFAULT 1,
  -- An extra bet sent and not yet answered; nothing else may change the round meanwhile.
  pending_transaction TEXT,
  pending_amount BIGINT,
  -- Bumped by every step, so two concurrent steps cannot both apply.
  version INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  finished_at TIMESTAMPTZ,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX studio_rounds_owner_game ON studio_rounds (owner, game, created_at DESC);
CREATE INDEX studio_rounds_open ON studio_rounds (updated_at) WHERE status = 'open';

-- Wallet calls that must reach the casino (wins and rollbacks), retried until acknowledged. The
-- body is kept byte for byte: a repeat must be the same request for the casino's idempotency.
CREATE TABLE studio_wallet_outbox (
  id BIGSERIAL PRIMARY KEY,
  round_id TEXT NOT NULL REFERENCES studio_rounds (id),
  action TEXT NOT NULL CHECK (action IN ('win', 'rollback')),
  transaction_id TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  last_error TEXT,
  -- 'ok', or the casino's typed refusal that settled it (a repeat answered round_closed...).
  outcome TEXT,
  acknowledged_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX studio_wallet_outbox_due ON studio_wallet_outbox (next_attempt_at) WHERE acknowledged_at IS NULL;
CREATE INDEX studio_wallet_outbox_round ON studio_wallet_outbox (round_id);
`;

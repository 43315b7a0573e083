/**
 * Games for real money: the providers the casino is integrated with, the sessions a launch hands
 * to a provider, the rounds a provider plays through the seamless wallet, and every wallet call
 * with the answer it got (so a repeat answers byte for byte), including rollback tombstones.
 */
export const sql = /* sql */ `
-- One row per integrated provider. The HMAC secret is never stored: secret_ref names the setting
-- it is read from (e.g. STUDIO_SECRET). api_url mirrors the configuration at start-up; active
-- is the operator's switch for new launches (calls for rounds already in play are still served).
CREATE TABLE game_integrations (
  code TEXT PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{1,60}$'),
  api_url TEXT NOT NULL,
  secret_ref TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A real-money launch: the token is bound to one player, game and currency. Only its SHA-256 is
-- kept, so a copy of the table cannot be used to bet.
CREATE TABLE game_sessions (
  id BIGSERIAL PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  -- The provider's code of the game, as wallet calls name it.
  game_code TEXT NOT NULL,
  provider TEXT NOT NULL REFERENCES game_integrations (code),
  -- What bonus wagering weighs bets by, taken from the catalogue at launch.
  game_type TEXT NOT NULL,
  category_ids INTEGER[] NOT NULL DEFAULT '{}',
  currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  created_at TIMESTAMPTZ NOT NULL,
  -- Bets are refused after this; wins and rollbacks of its rounds are still accepted.
  expires_at TIMESTAMPTZ NOT NULL,
  last_used_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT game_sessions_lifetime CHECK (expires_at >= created_at)
);
CREATE INDEX game_sessions_user ON game_sessions (user_id, created_at DESC);
-- The idle-session job looks at live sessions (expires_at in the future) and purges old ones.
CREATE INDEX game_sessions_expiry ON game_sessions (expires_at);

CREATE TABLE game_rounds (
  id BIGSERIAL PRIMARY KEY,
  provider TEXT NOT NULL REFERENCES game_integrations (code),
  provider_round_id TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  game_code TEXT NOT NULL,
  session_id BIGINT REFERENCES game_sessions (id) ON DELETE SET NULL,
  currency TEXT NOT NULL,
  bet_cents BIGINT NOT NULL DEFAULT 0 CHECK (bet_cents >= 0),
  win_cents BIGINT NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  -- Stakes given back by rollbacks (bet_cents keeps what was staked).
  refunded_cents BIGINT NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= bet_cents),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'rolled_back')),
  -- The provably fair reference {server_seed_hash, client_seed, nonce}, for the player's history.
  fair JSONB,
  created_at TIMESTAMPTZ NOT NULL,
  closed_at TIMESTAMPTZ,
  CONSTRAINT game_rounds_closed CHECK ((status = 'open') = (closed_at IS NULL)),
  UNIQUE (provider, provider_round_id)
);
CREATE INDEX game_rounds_user ON game_rounds (user_id, id DESC);
CREATE INDEX game_rounds_session ON game_rounds (session_id);
-- The lobby's winning-now and last-wins lists.
CREATE INDEX game_rounds_wins ON game_rounds (closed_at DESC) WHERE status = 'closed' AND win_cents > 0;

-- Every bet, win and rollback call with the answer it got, keyed by the provider's transaction
-- id. A tombstone is the row a rollback leaves for a bet that has not arrived: it holds the
-- answer that bet will get (transaction_rolled_back).
CREATE TABLE wallet_calls (
  id BIGSERIAL PRIMARY KEY,
  provider TEXT NOT NULL REFERENCES game_integrations (code),
  transaction_id TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('bet', 'win', 'rollback', 'tombstone')),
  -- SHA-256 of the action and the request's fields: a repeat must be the same request.
  request_hash TEXT,
  response_status SMALLINT NOT NULL,
  response_body TEXT NOT NULL,
  round_id BIGINT REFERENCES game_rounds (id),
  user_id BIGINT REFERENCES users (id),
  -- A successful bet's split (cash first, then bonus), which its rollback gives back.
  amount_cents BIGINT,
  bonus_cents BIGINT,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (provider, transaction_id),
  CONSTRAINT wallet_calls_hash CHECK ((action = 'tombstone') = (request_hash IS NULL))
);
CREATE INDEX wallet_calls_round ON wallet_calls (round_id) WHERE round_id IS NOT NULL;
`;

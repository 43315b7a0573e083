/**
 * Responsible gambling (docs/decisions/038): the limits a player sets on themselves, time-outs and
 * self-exclusions, the per-player state both wallet paths read, the play counted per clock hour
 * for loss and wager limits, and deposits credited above a deposit limit (credited and flagged).
 */
export const sql = /* sql */ `
-- A deposit, loss or wager limit over a rolling 24 hours, 7 days or 30 days. amount_cents is the
-- limit in force; an increase or a removal waits in pending_* until the player confirms it again,
-- at least 24 hours after asking.
CREATE TABLE gambling_limits (
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  pending_cents BIGINT CHECK (pending_cents > amount_cents),
  pending_removal BOOLEAN NOT NULL DEFAULT false,
  pending_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, kind, period),
  CONSTRAINT gambling_limits_one_pending CHECK (NOT (pending_removal AND pending_cents IS NOT NULL)),
  CONSTRAINT gambling_limits_pending_dated CHECK ((pending_removal OR pending_cents IS NOT NULL) = (pending_at IS NOT NULL))
);

-- Time-outs and self-exclusions, as taken (never shortened: a new one only extends).
CREATE TABLE gambling_blocks (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  period TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent')),
  started_at TIMESTAMPTZ NOT NULL,
  -- Null for a permanent self-exclusion.
  ends_at TIMESTAMPTZ,
  CONSTRAINT gambling_blocks_permanent CHECK ((period = 'permanent') = (ends_at IS NULL))
);
CREATE INDEX gambling_blocks_user ON gambling_blocks (user_id, started_at DESC);

-- What the wallet reads per bet, one row per player who ever set a limit or took a break: no row,
-- nothing to check. counted: the player's play is kept in play_hours (from the first loss or
-- wager limit on, the last 31 days of rounds counted when it was set); blocked_until: the end of
-- the latest time-out or self-exclusion ('infinity' for a permanent one).
CREATE TABLE gambling_players (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  counted BOOLEAN NOT NULL DEFAULT false,
  blocked_until TIMESTAMPTZ
);

-- Stakes and wins per player and clock hour, for the rolling loss and wager windows. No foreign
-- key: it is written with every counted bet and win, and the rows' player always exists.
CREATE TABLE play_hours (
  user_id BIGINT NOT NULL,
  hour TIMESTAMPTZ NOT NULL,
  staked_cents BIGINT NOT NULL DEFAULT 0,
  won_cents BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, hour)
);

-- Deposits in a rolling window are summed from the credits.
CREATE INDEX deposit_credits_user_time ON deposit_credits (user_id, credited_at);

-- A payment credited although it went beyond a deposit limit (it arrived anyway: more than the
-- application asked, or after the window), for compliance to review.
CREATE TABLE deposit_limit_flags (
  credit_id BIGINT PRIMARY KEY REFERENCES deposit_credits (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_cents BIGINT NOT NULL,
  over_cents BIGINT NOT NULL CHECK (over_cents > 0),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX deposit_limit_flags_user ON deposit_limit_flags (user_id, created_at DESC);
`;

/**
 * Markers of harm (docs/decisions/042): the flags the rules raise on a player, with the figures
 * that made each fire; compliance's log of what they did about a player; and the deposit
 * applications the limits refused, which one of the rules counts.
 */
export const sql = /* sql */ `
-- One row per player and rule, kept by the harm-markers job and on demand: figures are the
-- numbers the rule saw when it last fired; cleared_at is set when a later run finds it no longer
-- firing (the row stays, so the history of a player's flags is kept).
CREATE TABLE harm_flags (
  user_id BIGINT NOT NULL REFERENCES users (id),
  rule TEXT NOT NULL CHECK (rule IN ('deposit_spike', 'deposits_after_losses', 'night_play',
    'reversed_withdrawals', 'declined_deposits', 'limit_increase_after_reaching', 'affordability')),
  figures JSONB NOT NULL,
  first_fired_at TIMESTAMPTZ NOT NULL,
  last_fired_at TIMESTAMPTZ NOT NULL,
  cleared_at TIMESTAMPTZ,
  PRIMARY KEY (user_id, rule)
);
CREATE INDEX harm_flags_open ON harm_flags (last_fired_at DESC) WHERE cleared_at IS NULL;

-- What compliance did about a player: contacted them, suggested limits, or decided no action,
-- always with a reason (the same entry is in the audit log).
CREATE TABLE harm_interactions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  staff_id BIGINT NOT NULL REFERENCES staff (id),
  kind TEXT NOT NULL CHECK (kind IN ('contacted', 'limits_suggested', 'no_action')),
  reason TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX harm_interactions_user ON harm_interactions (user_id, id DESC);

-- A deposit application the limits refused (beyond a deposit limit, or during a break): nothing
-- else records it, and many of them are a marker of harm.
CREATE TABLE deposit_refusals (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  usd_amount_cents BIGINT NOT NULL,
  cause TEXT NOT NULL CHECK (cause IN ('limit', 'break')),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX deposit_refusals_user ON deposit_refusals (user_id, created_at);
`;

/**
 * The sportsbook's bets (docs/decisions/047): a bet with its stake, status and what settlement has
 * paid so far, and its legs with the odds taken. Money itself is the ledger's (transfers keyed by
 * the bet); these rows say what the bet is owed and what moved, so a resettlement or a rollback
 * moves only the difference.
 */
export const sql = /* sql */ `
-- When the market was last stopped (a bet stop, or a price message suspending it): an in-play bet
-- held over a stop is refused even when the market reopened before its delay ended.
ALTER TABLE sport_markets ADD COLUMN stopped_at TIMESTAMPTZ;

-- Settlement finds the markets a feed message changed by the message's id.
CREATE INDEX sport_settlement_changes_message ON sport_settlement_changes (message_id);

-- key: the slip's idempotency key, one bet per player and key; request_hash: the placement's body,
-- so the same key with another body is refused instead of answering a different bet.
-- return_cents: what the legs' current results owe the bet (null while open or pending);
-- paid_cents: what settlement has moved to the player so far (returns less take-backs);
-- moves: how many settlement movements the bet had (each one's transfer key names its number).
CREATE TABLE sports_bets (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  type JSONB NOT NULL,
  line_count INTEGER NOT NULL CHECK (line_count >= 1),
  unit_stake_cents BIGINT NOT NULL CHECK (unit_stake_cents > 0),
  total_stake_cents BIGINT NOT NULL CHECK (total_stake_cents = unit_stake_cents * line_count),
  potential_return_cents BIGINT NOT NULL CHECK (potential_return_cents >= 0),
  odds_change TEXT NOT NULL CHECK (odds_change IN ('none', 'higher', 'any')),
  free_bet BOOLEAN NOT NULL DEFAULT false,
  status TEXT NOT NULL CHECK (status IN ('pending', 'open', 'won', 'lost', 'void', 'refused')),
  placed_at TIMESTAMPTZ NOT NULL,
  -- An in-play bet is held until this moment, then accepted or refused.
  accept_at TIMESTAMPTZ,
  settled_at TIMESTAMPTZ,
  return_cents BIGINT CHECK (return_cents >= 0),
  paid_cents BIGINT NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  moves INTEGER NOT NULL DEFAULT 0,
  explanation JSONB NOT NULL DEFAULT '[]',
  UNIQUE (user_id, key)
);
CREATE INDEX sports_bets_player ON sports_bets (user_id, id DESC);
CREATE INDEX sports_bets_pending ON sports_bets (accept_at) WHERE status = 'pending';

-- A leg: the outcome backed and the odds taken (exact, as the market showed them when accepted).
-- market_id and event_id are the outcome's, kept so settlement finds a market's bets by index.
CREATE TABLE sports_bet_legs (
  bet_id BIGINT NOT NULL REFERENCES sports_bets (id),
  position SMALLINT NOT NULL CHECK (position >= 1),
  outcome_id BIGINT NOT NULL REFERENCES sport_outcomes (id),
  market_id BIGINT NOT NULL REFERENCES sport_markets (id),
  event_id BIGINT NOT NULL REFERENCES sport_events (id),
  odds NUMERIC(9, 2) NOT NULL CHECK (odds >= 1.01),
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'won', 'lost', 'void', 'half_won', 'half_lost',
    'dead_heat', 'partial')),
  PRIMARY KEY (bet_id, position),
  UNIQUE (bet_id, outcome_id)
);
CREATE INDEX sports_bet_legs_market ON sports_bet_legs (market_id);
`;

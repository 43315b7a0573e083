/**
 * Free rounds a bonus granted (ProviderLaunchRequest.free_rounds): kept with the session the
 * casino launched with them, and marked on every round played as one.
 */
export const sql = /* sql */ `
CREATE TABLE studio_free_rounds (
  -- One grant per session at most: a launch names the free rounds held for that game.
  session_id TEXT PRIMARY KEY REFERENCES studio_sessions (id),
  -- The casino's id of the grant, repeated on each free round's bet call.
  grant_id TEXT NOT NULL,
  -- The fixed stake of each free round, in cents (one of the game's stakes).
  bet BIGINT NOT NULL CHECK (bet > 0),
  granted INTEGER NOT NULL CHECK (granted > 0),
  -- The casino's count: the launch's until a free round is played, then its latest answer's.
  remaining INTEGER NOT NULL CHECK (remaining >= 0),
  -- active: the next round is a free one; used: the count reached 0; refused: the casino refused
  -- a free round's bet (the grant is gone for this session, whatever the count said).
  status TEXT NOT NULL CHECK (status IN ('active', 'used', 'refused')),
  -- The casino's refusal code that ended the grant.
  refusal TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT studio_free_rounds_status CHECK ((status = 'used') = (remaining = 0) OR status = 'refused')
);

-- The grant a round was played on (its bet call named it); NULL for a paid round.
ALTER TABLE studio_rounds ADD COLUMN free_round_id TEXT;
CREATE INDEX studio_rounds_free ON studio_rounds (owner, free_round_id) WHERE free_round_id IS NOT NULL;
`;

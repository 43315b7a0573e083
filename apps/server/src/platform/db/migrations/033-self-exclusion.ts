/**
 * Self-exclusion in full (docs/decisions/040, 041): the exclusion register of an excluded
 * player's identifiers (kept as keyed hashes, so it outlives an anonymised account), the
 * reopening of an account after its exclusion ended, and the national register's answer.
 */
export const sql = /* sql */ `
-- One identifier of an excluded player (e-mail, phone, verified identity or device) as an HMAC
-- with the server's key: sign-up with any of them is refused until ends_at ('infinity' for a
-- permanent exclusion). A longer exclusion moves ends_at on; nothing ever shortens it.
CREATE TABLE exclusion_register (
  kind TEXT NOT NULL CHECK (kind IN ('email', 'phone', 'identity', 'device')),
  digest TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  ends_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (kind, digest, user_id)
);

-- A self-exclusion whose period is over keeps the account closed until the player asks to
-- reopen it (reopened_at), then a cooling-off runs before play is possible.
ALTER TABLE gambling_blocks ADD COLUMN reopened_at TIMESTAMPTZ;

-- cooling_off_until: the end of the 24 hours after a reopening was asked for.
-- register_excluded_at: the national register answered "excluded" at a sign-in; the player is
-- treated as self-excluded until a later check answers otherwise.
ALTER TABLE gambling_players ADD COLUMN cooling_off_until TIMESTAMPTZ;
ALTER TABLE gambling_players ADD COLUMN register_excluded_at TIMESTAMPTZ;

-- Self-exclusions taken before this: closed until reopened on request, like every later one.
UPDATE gambling_players gp SET blocked_until = 'infinity'
WHERE EXISTS (SELECT 1 FROM gambling_blocks b WHERE b.user_id = gp.user_id AND b.kind = 'self_exclusion');
`;

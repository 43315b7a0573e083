/**
 * The player page of the back office (docs/decisions/035): a player's account status (active,
 * suspended, blocked, closed) with who set it and why, and the notes and labels staff keep on a
 * player. Balance adjustments need no schema: the ledger's `adjustment` transfer kind and the
 * `adjustments` house account exist since 002.
 */
export const sql = /* sql */ `
ALTER TABLE users
  ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'suspended', 'blocked', 'closed')),
  ADD COLUMN status_reason TEXT CHECK (status_reason IS NULL OR length(status_reason) BETWEEN 1 AND 1000),
  ADD COLUMN status_changed_at TIMESTAMPTZ,
  ADD COLUMN status_changed_by BIGINT REFERENCES staff (id),
  ADD CONSTRAINT users_status_reason CHECK ((status = 'active') = (status_reason IS NULL));
CREATE INDEX users_status ON users (status) WHERE status <> 'active';
-- Linked accounts: players sharing a name and a date of birth.
CREATE INDEX users_birth_date ON users (date_of_birth) WHERE date_of_birth IS NOT NULL;

-- What staff write about a player: append only (a correction is another note).
CREATE TABLE player_notes (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  staff_id BIGINT NOT NULL REFERENCES staff (id),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX player_notes_user ON player_notes (user_id, id DESC);

-- Short tags (vip, bonus-abuser, chargeback-risk) staff put on a player, one of each per player.
CREATE TABLE player_labels (
  user_id BIGINT NOT NULL REFERENCES users (id),
  label TEXT NOT NULL CHECK (label ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
  staff_id BIGINT NOT NULL REFERENCES staff (id),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, label)
);
CREATE INDEX player_labels_label ON player_labels (label);
`;

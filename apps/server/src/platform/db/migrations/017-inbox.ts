/**
 * The inbox (document 1, sections 2, 3 and 7; docs/decisions/019): a projection of player_events.
 * A detached message is hidden for its player, never deleted (the event is the audit record);
 * operator broadcasts keep their texts once and fan out as one event per recipient; a started
 * tournament is announced once.
 */
export const sql = /* sql */ `
CREATE TABLE inbox_dismissals (
  user_id BIGINT NOT NULL REFERENCES users (id),
  event_id BIGINT NOT NULL REFERENCES player_events (id),
  dismissed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, event_id)
);

CREATE TABLE inbox_broadcasts (
  id BIGSERIAL PRIMARY KEY,
  -- The operator's id of the broadcast: sending it again changes nothing.
  code TEXT NOT NULL UNIQUE,
  -- all | depositors | verified | vip | station:N, as given to inbox:broadcast.
  segment TEXT NOT NULL,
  -- A route of the single-page app the message's button opens.
  route TEXT NOT NULL,
  -- {en|es|pt|ru: {title, description, button_text}}, all four languages.
  texts JSONB NOT NULL,
  recipients INTEGER NOT NULL CHECK (recipients >= 0),
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE inbox_tournament_announcements (
  tournament_id BIGINT PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  announced_at TIMESTAMPTZ NOT NULL,
  recipients INTEGER NOT NULL CHECK (recipients >= 0)
);
`;

/**
 * The support chat (docs/decisions/018): one conversation per player, answered by the assistant
 * until the player calls a chat manager; its messages; the images players attach (bytes in the
 * document store, like identity documents).
 */
export const sql = /* sql */ `
CREATE TABLE support_conversations (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  -- assistant: the assistant answers; waiting: the player called a chat manager and nobody has
  -- answered yet; manager: a chat manager has answered. The assistant is silent unless 'assistant'.
  state TEXT NOT NULL DEFAULT 'assistant' CHECK (state IN ('assistant', 'waiting', 'manager')),
  -- The language of the player's last message (the assistant's and the notices' language).
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'pt', 'ru')),
  handed_off_at TIMESTAMPTZ,
  last_player_message_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT support_conversations_handed_off CHECK (state = 'assistant' OR handed_off_at IS NOT NULL)
);
-- The operators' queue: waiting conversations, longest wait first.
CREATE INDEX support_conversations_waiting ON support_conversations (handed_off_at) WHERE state = 'waiting';

CREATE TABLE support_attachments (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- What the content is (by its magic bytes), never what the client said it was.
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp', 'heic', 'heif')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  sha256 TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- Where the bytes are, relative to the store; never shown to the player.
  storage_key TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE support_messages (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES support_conversations (user_id),
  author TEXT NOT NULL CHECK (author IN ('player', 'assistant', 'manager')),
  -- A player writes at most 2000 characters; answers quoting our pages may be longer.
  content TEXT NOT NULL CHECK (char_length(content) <= 8000),
  attachment_id BIGINT UNIQUE REFERENCES support_attachments (id),
  -- The assistant's citations: [{slug, title, heading, anchor}].
  sources JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(sources) = 'array'),
  -- The client's id of a player's message: sending it again answers the first one.
  client_id UUID,
  -- Which operator wrote a chat manager's message (the console user or 'dev'); never shown to players.
  operator TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  CONSTRAINT support_messages_content CHECK (content <> '' OR attachment_id IS NOT NULL),
  CONSTRAINT support_messages_client UNIQUE (user_id, client_id)
);
CREATE INDEX support_messages_conversation ON support_messages (user_id, id);
`;

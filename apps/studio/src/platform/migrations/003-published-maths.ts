/**
 * Every version of every game's published maths, kept for ever by its hash, and the hash each
 * round was played under: a round is always checked against the maths it was played with,
 * whatever changes later.
 */
export const sql = /* sql */ `
CREATE TABLE studio_math_documents (
  -- Lowercase hex SHA-256 of the document's canonical JSON (keys sorted at every level).
  hash TEXT PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  game TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  document JSONB NOT NULL,
  first_published_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX studio_math_documents_game ON studio_math_documents (game, version);

-- NULL for rounds played before the maths were published with them.
ALTER TABLE studio_rounds ADD COLUMN math_hash TEXT REFERENCES studio_math_documents (hash);
`;

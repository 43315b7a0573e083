/**
 * The settings every casino process on this database must share (platform/cluster-settings.ts):
 * the first process records its values, a later one with other values refuses to start while
 * processes with the recorded ones run. Secrets are recorded as fingerprints, never as themselves.
 */
export const sql = /* sql */ `
CREATE TABLE cluster_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  recorded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`;
